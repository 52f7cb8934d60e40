/** The seed articles in Italian. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Avvertenza sui rischi: i CFD e gli altri prodotti a leva sono complessi e possono far perdere denaro rapidamente; fai trading solo con denaro che puoi permetterti di perdere.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Come funzionano margine e leva: un esempio pratico',
    desc: 'Che cos\'è il margine, come lo modifica la leva e perché la leva cambia il denaro accantonato ma non l\'entità dei guadagni o delle perdite.',
    content: `
<p>La leva ti permette di aprire una posizione molto più grande del denaro che accantoni per essa. Il denaro accantonato si chiama <strong>margine</strong>. Capire come i due sono collegati è il primo passo per fare trading con prodotti a leva in modo responsabile, perché la leva cambia quanto ti serve per aprire un'operazione, ma non quanto guadagni o perdi quando il prezzo si muove.</p>

<h2>Lotti e dimensione del contratto</h2>
<p>Le posizioni si misurano in lotti. Ogni strumento ha una dimensione del contratto: il numero di unità contenute in un lotto. Per la maggior parte delle coppie di valute un lotto equivale a 100.000 unità della valuta base, quindi 0,10 lotti di EURUSD corrispondono a 10.000 euro. Le dimensioni del contratto variano tra forex, metalli, energia, indici, azioni e criptovalute, e i dettagli di ogni strumento indicano la sua.</p>

<h2>Come si calcola il margine</h2>
<p>Per gli strumenti con leva, la formula è:</p>
<blockquote><strong>Margine = lotti × dimensione del contratto × prezzo ÷ leva</strong></blockquote>
<p>Esempio pratico: acquisti 0,10 lotti di EURUSD a 1,0850 con leva 100 (spesso indicata come 1:100).</p>
<table>
<thead><tr><th>Passaggio</th><th>Calcolo</th><th>Risultato</th></tr></thead>
<tbody>
<tr><td>Dimensione della posizione</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Valore in dollari USA</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Margine con leva 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Quindi 108,50 USD del tuo conto restano accantonati finché la posizione è aperta. Con leva 50 la stessa posizione richiederebbe 217,00 USD; con leva 200, 54,25 USD. Quando uno strumento è quotato in una valuta diversa dal dollaro USA, il margine viene convertito in USD al tasso corrente. Alcuni strumenti usano invece un margine fisso per lotto. In ogni caso, la schermata dell'ordine mostra il margine prima che tu confermi.</p>

<h2>La leva non riduce il rischio</h2>
<p>Profitti e perdite dipendono dalla dimensione della posizione, non dal margine. Per 0,10 lotti di EURUSD, ogni movimento di 0,0001 (un pip) vale 1 USD. Un calo da 1,0850 a 1,0800 equivale a 50 pip: una perdita di 50 USD su un acquisto, cioè quasi metà del margine di 108,50 USD. È così qualunque leva tu abbia scelto. Una leva più alta significa solo che viene accantonata una parte minore del tuo saldo, e questo rende più facile aprire posizioni troppo grandi per il conto.</p>

<h2>I valori del conto da tenere d'occhio</h2>
<ul>
<li><strong>Saldo</strong>: i tuoi depositi, i prelievi e i risultati delle posizioni chiuse.</li>
<li><strong>Valore netto</strong> (equity): saldo più il profitto o la perdita flottante delle posizioni aperte.</li>
<li><strong>Margine</strong>: il totale accantonato per le posizioni aperte e gli ordini pendenti.</li>
<li><strong>Margine libero</strong>: valore netto meno margine. Un nuovo ordine viene accettato solo se il margine libero copre il suo margine, la sua commissione e lo spread con cui si apre.</li>
<li><strong>Livello di margine</strong>: valore netto ÷ margine × 100%. Più è basso, più il conto è vicino a uno stop out.</li>
</ul>

<h2>Abitudini pratiche</h2>
<ul>
<li>Scegli la dimensione della posizione in base all'importo che sei disposto a perdere, poi controlla il margine, e non il contrario.</li>
<li>Mantieni ampio margine libero, così che le normali oscillazioni dei prezzi non spingano il tuo livello di margine verso il livello di stop out.</li>
<li>Ricorda che anche gli ordini pendenti riservano margine, già prima di essere eseguiti.</li>
<li>Esercitati su un conto demo finché questi numeri non ti diventano familiari.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop loss e take profit: pianificare l\'uscita',
    desc: 'Come funzionano stop loss e take profit, da quale lato del prezzo vanno posizionati e perché un livello è un innesco, non un prezzo garantito.',
    content: `
<p>Ogni posizione prima o poi si chiude. Stop loss e take profit ti permettono di decidere in anticipo dove, a mente fredda, invece che nel pieno di un mercato veloce.</p>

<h2>A cosa servono</h2>
<ul>
<li><strong>Stop loss (SL)</strong>: un prezzo al quale una posizione in perdita viene chiusa automaticamente, per limitare la perdita.</li>
<li><strong>Take profit (TP)</strong>: un prezzo al quale una posizione in profitto viene chiusa automaticamente, per mettere al sicuro il guadagno.</li>
</ul>
<p>Entrambi sono facoltativi. Puoi impostarli quando invii un ordine oppure in seguito con “Imposta TP/SL” sulla posizione, e modificarli o rimuoverli in qualsiasi momento. Se lasci un prezzo vuoto o inserisci 0, il livello viene rimosso.</p>

<h2>Da quale lato del prezzo?</h2>
<table>
<thead><tr><th>Posizione</th><th>Stop loss</th><th>Take profit</th><th>Confrontato con</th></tr></thead>
<tbody>
<tr><td>Acquisto (al rialzo)</td><td>sotto il prezzo</td><td>sopra il prezzo</td><td>il prezzo bid</td></tr>
<tr><td>Vendita (al ribasso)</td><td>sopra il prezzo</td><td>sotto il prezzo</td><td>il prezzo ask</td></tr>
</tbody>
</table>
<p>I livelli vengono confrontati con il prezzo al quale la posizione verrebbe chiusa: un acquisto si chiude al bid e una vendita si chiude all'ask. Per una vendita, l'ask include lo spread, quindi uno stop loss posizionato molto vicino al prezzo può essere raggiunto prima di quanto ti aspetti, soprattutto quando gli spread sono ampi.</p>

<h2>Un livello è un innesco, non un prezzo garantito</h2>
<p>Quando il prezzo raggiunge il tuo livello, la posizione viene chiusa al prezzo di mercato disponibile in quel momento. In un mercato calmo, questo coincide o quasi con il tuo livello. In un mercato veloce, o quando un mercato riapre dopo un fine settimana o una festività a un prezzo molto diverso (un gap), la chiusura può avvenire a un prezzo peggiore del tuo livello, o talvolta migliore. Questa differenza si chiama slippage. Inoltre i livelli non possono attivarsi mentre un mercato è chiuso, perché non ci sono nuovi prezzi.</p>

<h2>Scegliere livelli sensati</h2>
<ul>
<li>Posiziona lo stop loss nel punto in cui la tua idea di trading si rivelerebbe sbagliata, per esempio oltre un recente massimo o minimo di swing, anziché in corrispondenza di una cifra tonda.</li>
<li>Lascia spazio ai movimenti normali. Uno stop all'interno del consueto andirivieni del tuo intervallo temporale viene spesso colpito dal rumore di mercato.</li>
<li>Poi dimensiona la posizione in modo che, se lo stop viene raggiunto, la perdita sia un importo che accetti. Il nostro articolo sul dimensionamento della posizione spiega come fare.</li>
<li>Confronta il potenziale guadagno con il rischio. Con un take profit a una distanza doppia rispetto allo stop loss, un'operazione vincente copre due operazioni perdenti, ma nessun rapporto garantisce un risultato.</li>
</ul>

<h2>Errori comuni</h2>
<ul>
<li><strong>Spostare lo stop loss più lontano</strong> quando il prezzo si avvicina. Così una piccola perdita pianificata diventa una grande perdita non pianificata.</li>
<li><strong>Fare trading senza stop loss</strong> affidandosi allo stop out. Lo stop out interviene molto più tardi, dopo una perdita molto maggiore, e chiude le posizioni alle condizioni della piattaforma, non alle tue.</li>
<li><strong>Impostare il take profit troppo vicino</strong>, così che spread e commissioni si mangino gran parte del guadagno.</li>
</ul>
<p>Spostare uno stop loss <em>più vicino</em> per proteggere il profitto, quando un'operazione si è mossa a tuo favore, è un'altra cosa: riduce il rischio, e molti trader lo fanno passo dopo passo come trailing stop manuale.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Margin call, stop out e protezione dal saldo negativo',
    desc: 'Quando le perdite erodono il margine: il livello di margine, lo stop out al 50%, quali posizioni si chiudono per prime e la protezione dal saldo negativo.',
    content: `
<p>Le posizioni a leva sono sostenute dal denaro presente sul tuo conto. Questo articolo spiega cosa succede quando le perdite iniziano a consumare quel denaro e come restare ben lontano da quel punto.</p>

<h2>Il livello di margine, il numero che conta</h2>
<blockquote><strong>Livello di margine = valore netto ÷ margine × 100%</strong></blockquote>
<p>Il valore netto è il tuo saldo più o meno il risultato flottante delle posizioni aperte. Il margine è l'importo accantonato per le posizioni aperte e gli ordini pendenti. Se non c'è nulla di aperto, non esiste un livello di margine. L'app mostra anche un <strong>indice di rischio</strong>, la stessa informazione capovolta: margine ÷ valore netto × 100%. Un livello di margine del 50% corrisponde a un indice di rischio del 200%.</p>

<h2>Che cos'è una margin call?</h2>
<p>Tradizionalmente, una margin call è un avviso che il livello di margine è sceso così in basso che il trader deve versare fondi o ridurre le posizioni. I segnali d'allarme sono visibili nei valori del tuo conto. Quando il livello di margine scende al 100%, il margine libero è zero: non puoi aprire nuove posizioni e ogni ulteriore perdita ti avvicina allo stop out. Considera un livello di margine in calo come la tua margin call personale e agisci prima che debba farlo la piattaforma.</p>

<h2>Che cos'è lo stop out?</h2>
<p>Lo stop out è la chiusura automatica delle posizioni per evitare che il conto perda più di quanto contiene. Il livello di stop out è un livello di margine del <strong>50%</strong>. Quando il livello di margine è pari o inferiore a questa soglia:</p>
<ol>
<li>la posizione aperta con la perdita flottante maggiore viene chiusa per prima, al prezzo di mercato attuale;</li>
<li>il conto viene rivalutato e, se il livello di margine è ancora pari o inferiore al 50%, viene chiusa la posizione successiva peggiore, e così via;</li>
<li>se restano solo ordini pendenti e la soglia è ancora raggiunta, questi vengono annullati, a partire da quello con il margine maggiore.</li>
</ol>
<p>Una posizione il cui mercato è chiuso in quel momento non può essere chiusa finché il mercato non riapre.</p>

<h2>Un esempio pratico</h2>
<p>Hai un saldo di 1.000 USD e posizioni aperte che impegnano 400 USD di margine.</p>
<table>
<thead><tr><th>Risultato flottante</th><th>Valore netto</th><th>Livello di margine</th><th>Cosa significa</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>250%</td><td>Situazione tranquilla</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Margine libero a zero; nessuna nuova posizione</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Inizia lo stop out</td></tr>
</tbody>
</table>
<p>Qui una perdita di 800 USD, quattro quinti del saldo, fa scattare lo stop out. Prima che tu confermi un ordine, la schermata dell'ordine stima un prezzo di stop out, che mostra di quanto il mercato dovrebbe muoversi contro di te.</p>

<h2>Protezione dal saldo negativo</h2>
<p>In un mercato veloce o dopo un gap di prezzo, le posizioni possono essere chiuse a prezzi ben oltre il livello di stop out e, occasionalmente, una perdita può superare il saldo. Con la protezione dal saldo negativo, se la chiusura di una posizione porta il tuo saldo sotto zero, il saldo viene riportato a zero e l'ammanco è a carico del broker, quindi non dovrai mai più di quanto c'era sul tuo conto. È una rete di sicurezza per eventi estremi, non una strategia: puoi comunque perdere l'intero saldo.</p>

<h2>Come stare lontano dallo stop out</h2>
<ul>
<li>Usa uno stop loss su ogni posizione, così le perdite vengono chiuse al tuo livello molto prima di uno stop out.</li>
<li>Usa dimensioni più piccole e una leva più bassa, così il margine è una piccola parte del tuo valore netto.</li>
<li>Tieni d'occhio le posizioni correlate: più operazioni che dipendono dallo stesso movimento possono perdere insieme.</li>
<li>Ricorda che il denaro prelevato non sostiene più le posizioni aperte.</li>
<li>Versare fondi alza il livello di margine, ma non rimedia a un'operazione che è semplicemente andata male.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Dimensionare la posizione: quanto rischiare per operazione?',
    desc: 'Trasforma “non troppo” in un numero: come dimensionare una posizione partendo dallo stop loss e da una quota fissa del conto, ad esempio l\'1% per operazione.',
    content: `
<p>La scelta di cosa negoziare riceve quasi tutta l'attenzione, ma di solito è quanto negoziare a decidere se un conto sopravvive a una serie negativa. Il dimensionamento della posizione trasforma una vaga sensazione di “non troppo” in un numero che puoi verificare prima di ogni operazione.</p>

<h2>Parti dal rischio per operazione</h2>
<p>Molti trader limitano la perdita su ogni singola operazione a una piccola quota fissa del conto, di solito l'1% e raramente più del 2%. Con un conto da 5.000 USD, l'1% equivale a 50 USD. Questo non limita quanto può muoversi il mercato; limita quanto perdi se il tuo stop loss viene raggiunto al suo livello.</p>

<h2>La formula</h2>
<blockquote><strong>Lotti = importo a rischio ÷ (distanza dello stop in pip × valore del pip per lotto)</strong></blockquote>
<p>Per EURUSD e le altre coppie quotate in dollari USA con una dimensione del contratto di 100.000, un pip (0,0001) vale 10 USD per lotto, 1 USD per 0,10 lotti e 0,10 USD per 0,01 lotti.</p>

<h3>Esempio pratico</h3>
<ul>
<li>Conto: 5.000 USD. Rischio: 1%, cioè 50 USD.</li>
<li>Prevedi di acquistare EURUSD a 1,0850 con uno stop loss a 1,0825, a 25 pip di distanza.</li>
<li>Perdita per lotto se lo stop viene raggiunto: 25 × 10 = 250 USD.</li>
<li>Dimensione della posizione: 50 ÷ 250 = <strong>0,20 lotti</strong>.</li>
</ul>
<p>Con leva 100, questa posizione richiede 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD di margine. Nota che la leva non ha avuto alcun ruolo nella scelta della dimensione: decide solo quanto margine viene accantonato. Se il calcolo dà un numero scomodo, arrotonda <em>per difetto</em> al passo di lotto dello strumento, per esempio 0,01.</p>
<p>Lo spread ed eventuali commissioni di trading si aggiungono, e in un mercato veloce uno stop può essere eseguito a un prezzo peggiore, quindi la perdita reale può risultare un po' più grande del previsto.</p>

<h2>Perché le percentuali piccole contano</h2>
<table>
<thead><tr><th>Perdite consecutive</th><th>Residuo con rischio 1%</th><th>Residuo con rischio 2%</th><th>Residuo con rischio 5%</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1%</td><td>90,4%</td><td>77,4%</td></tr>
<tr><td>10</td><td>90,4%</td><td>81,7%</td><td>59,9%</td></tr>
<tr><td>20</td><td>81,8%</td><td>66,8%</td><td>35,8%</td></tr>
</tbody>
</table>
<p>Le serie di perdite capitano anche con un approccio attento. Inoltre le perdite sono più difficili da recuperare di quanto sembri: dopo una perdita del 20% serve un guadagno del 25% per tornare al punto di partenza, e dopo una perdita del 50% serve il 100%.</p>

<h2>Altre cose da verificare</h2>
<ul>
<li><strong>Altri strumenti.</strong> Il valore di un movimento di prezzo dipende dalla dimensione del contratto e dalla valuta di quotazione. Se l'oro ha una dimensione del contratto di 100 once, un movimento di 1,00 USD vale 100 USD per lotto. Calcolalo dai dettagli dello strumento e confrontalo con la stima nella schermata dell'ordine.</li>
<li><strong>Esposizione totale.</strong> Tre posizioni che dipendono tutte dall'indebolimento del dollaro USA si comportano come un'unica grande posizione. Somma il rischio complessivo, non solo quello di ogni singola operazione.</li>
<li><strong>Margine libero.</strong> Tieni abbastanza riserva perché le normali oscillazioni non portino il tuo livello di margine vicino al livello di stop out.</li>
<li><strong>Coerenza.</strong> Ricalcola la dimensione per ogni operazione e non aumentarla mai per recuperare una perdita.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spread, commissioni e la differenza tra bid e ask',
    desc: 'Perché ogni quotazione ha due prezzi, perché una nuova posizione parte leggermente in negativo e quali commissioni considerare prima di fare trading.',
    content: `
<p>Ogni quotazione ha due prezzi. Capirli, insieme alle commissioni applicate, ti dice quanto costa un'operazione prima ancora che il mercato si muova.</p>

<h2>Bid e ask</h2>
<ul>
<li><strong>Bid</strong> (denaro): il prezzo al quale puoi vendere.</li>
<li><strong>Ask</strong> (lettera): il prezzo al quale puoi comprare. È sempre più alto del bid.</li>
</ul>
<p>La differenza tra i due è lo <strong>spread</strong>. Quale prezzo si applica dipende da ciò che fai:</p>
<table>
<thead><tr><th></th><th>Acquisto (al rialzo)</th><th>Vendita (al ribasso)</th></tr></thead>
<tbody>
<tr><td>Apre al</td><td>prezzo ask</td><td>prezzo bid</td></tr>
<tr><td>Chiude al</td><td>prezzo bid</td><td>prezzo ask</td></tr>
</tbody>
</table>

<h2>Perché una nuova posizione parte leggermente in negativo</h2>
<p>Supponiamo, a titolo di esempio, che EURUSD sia quotato 1,08500 bid e 1,08512 ask: uno spread di 0,00012, cioè 1,2 pip. Se acquisti 0,10 lotti, apri a 1,08512, ma la posizione viene valutata al prezzo al quale potrebbe essere chiusa, cioè il bid di 1,08500. Mostra quindi subito una perdita flottante di 0,00012 × 10.000 = 1,20 USD, e il bid deve salire di un valore pari allo spread prima che l'operazione vada in pareggio. Una vendita funziona allo stesso modo, al contrario.</p>
<p>Lo spread pesa di più quando il movimento a cui miri è piccolo. Per un obiettivo di 10 pip, uno spread di 1,2 pip è il 12% dell'obiettivo; per un obiettivo di 100 pip è l'1,2%.</p>

<h2>Cosa influenza gli spread</h2>
<ul>
<li><strong>Liquidità.</strong> Le principali coppie di valute di solito hanno spread più stretti rispetto a coppie meno scambiate, azioni minori o criptovalute minori.</li>
<li><strong>Orario.</strong> In tutto il mercato, gli spread tendono a essere più ampi subito dopo l'apertura di un mercato, intorno al rollover giornaliero e quando le principali piazze finanziarie sono chiuse.</li>
<li><strong>Volatilità.</strong> In occasione di importanti dati macroeconomici o di notizie inattese, i prezzi si muovono rapidamente e gli spread possono allargarsi.</li>
</ul>
<p>Controlla sempre bid e ask in tempo reale nella schermata delle quotazioni prima di fare trading.</p>

<h2>Commissioni di trading</h2>
<p>Oltre allo spread, all'apertura di una posizione può essere applicata una commissione di trading. A seconda delle impostazioni della piattaforma, è un importo fisso per lotto oppure una percentuale del margine. Per un ordine pendente viene addebitata quando l'ordine viene eseguito, non quando lo invii. La stima nella schermata dell'ordine mostra la commissione prima che tu confermi, e ogni commissione compare come voce separata nei movimenti del conto. Le commissioni si pagano sia che l'operazione chiuda in profitto sia che chiuda in perdita.</p>

<h2>Costi di deposito e prelievo</h2>
<p>Anche spostare denaro ha i suoi costi: le commissioni di rete della blockchain per i trasferimenti in criptovaluta, le spese della tua banca o delle banche intermediarie per i bonifici, e una commissione di prelievo, mostrata nel modulo prima dell'invio. Il nostro articolo su depositi e prelievi le spiega una per una.</p>

<h2>Tenere i costi sotto controllo</h2>
<ul>
<li>Prima di ogni operazione, confronta lo spread con la distanza del tuo stop loss e del tuo obiettivo.</li>
<li>Preferisci meno operazioni, ma ben preparate: ogni operazione paga lo spread ed eventuali commissioni.</li>
<li>Fai attenzione ad aprire posizioni subito dopo l'apertura di un mercato, quando gli spread sono spesso più ampi.</li>
<li>Registra i costi nel tuo diario di trading, così da giudicare i risultati al netto dei costi e non al lordo.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Leggere i grafici a candele e scegliere l\'intervallo temporale',
    desc: 'Cosa dice ogni parte di una candela, come differiscono gli intervalli da 1 min a 1 giorno e come usarne diversi senza leggerci troppo.',
    content: `
<p>Il grafico a candele è il modo più diffuso per rappresentare il prezzo. Ogni candela riassume il prezzo in un periodo, e il grafico nel suo insieme mostra come si sono comportati acquirenti e venditori nel tempo.</p>

<h2>L'anatomia di una candela</h2>
<ul>
<li><strong>Apertura</strong>: il primo prezzo del periodo.</li>
<li><strong>Chiusura</strong>: l'ultimo prezzo del periodo.</li>
<li><strong>Massimo</strong> e <strong>minimo</strong>: il prezzo più alto e quello più basso raggiunti nel periodo.</li>
</ul>
<p>La parte spessa, il <strong>corpo</strong>, va dall'apertura alla chiusura. Le linee sottili sopra e sotto, le <strong>ombre</strong> o stoppini, arrivano al massimo e al minimo. Una candela che chiude sopra la sua apertura è una candela rialzista; una che chiude sotto la sua apertura è una candela ribassista. I colori sono una convenzione e cambiano tra regioni e app, quindi verifica come li usa il tuo grafico.</p>

<h2>Cosa possono suggerire le forme</h2>
<ul>
<li><strong>Un corpo lungo con ombre corte</strong>: nel periodo il prezzo si è mosso con costanza in una sola direzione.</li>
<li><strong>Un corpo piccolo con ombre lunghe</strong>: il prezzo ha percorso molta strada ma ha chiuso vicino al punto di partenza, segno di indecisione.</li>
<li><strong>Una lunga ombra inferiore</strong>: i venditori hanno spinto il prezzo verso il basso, ma gli acquirenti lo hanno riportato su prima della chiusura. Una lunga ombra superiore indica il contrario.</li>
</ul>
<p>Una singola candela, da sola, è un indizio debole. Le forme contano di più nel contesto, per esempio vicino a un livello in cui il mercato ha già invertito in passato, e anche allora descrivono ciò che è successo, non ciò che succederà.</p>

<h2>Intervalli temporali</h2>
<table>
<thead><tr><th>Periodo</th><th>Una candela copre</th><th>Spesso usato per</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minuto</td><td>Tempistica precisa di entrate e uscite</td></tr>
<tr><td>5 min</td><td>5 minuti</td><td>Trading intraday di breve termine</td></tr>
<tr><td>15 min</td><td>15 minuti</td><td>Struttura intraday</td></tr>
<tr><td>30 min</td><td>30 minuti</td><td>Oscillazioni intraday</td></tr>
<tr><td>1 ora</td><td>1 ora</td><td>Day trading e swing trade brevi</td></tr>
<tr><td>1 giorno</td><td>1 giorno</td><td>Trend generale e livelli principali</td></tr>
</tbody>
</table>
<p>Sui nostri grafici le candele giornaliere iniziano alle 00:00 UTC, quindi una candela giornaliera potrebbe non coincidere con la giornata di contrattazione di una borsa o con il tuo giorno di calendario locale.</p>

<h2>Usare più intervalli temporali</h2>
<p>Un approccio comune procede dall'alto verso il basso: il grafico giornaliero per la direzione e i livelli principali, quello orario per la struttura e solo alla fine un intervallo breve per scegliere il momento d'ingresso. Un movimento che sembra drammatico su un grafico a 1 minuto può essere una piccola oscillazione sul grafico giornaliero. Gli intervalli brevi mostrano anche più rumore e spingono a fare trading più spesso, e ogni operazione paga lo spread ed eventuali commissioni.</p>

<h2>Gap e mercati chiusi</h2>
<p>Mentre un mercato è chiuso, di notte per le azioni o nel fine settimana per il forex, non si formano nuove candele. Quando riapre, il primo prezzo può essere lontano dall'ultimo, lasciando un vuoto sul grafico (gap). I gap contano perché uno stop loss non può intervenire mentre il mercato è chiuso e viene eseguito al primo prezzo disponibile alla riapertura.</p>

<h2>Leggere i grafici in modo responsabile</h2>
<ul>
<li>Decidi cosa stai cercando prima di aprire il grafico, invece di scrutarlo in cerca di un motivo per fare trading.</li>
<li>Posiziona lo stop loss dove il grafico mostra che la tua idea sarebbe sbagliata.</li>
<li>Tieni un diario con gli screenshot delle tue operazioni. Gli schemi nelle tue decisioni sono spesso più utili degli schemi nelle candele.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sessioni di trading: quando i mercati aprono, chiudono e perché',
    desc: 'Il forex è aperto 24/5, azioni e indici seguono le loro borse, le cripto non chiudono mai. Cosa significa ogni orario per i tuoi ordini e i tuoi stop.',
    content: `
<p>I prezzi si muovono solo mentre qualcuno fa trading. Ogni strumento segue gli orari del mercato sottostante, quindi gli strumenti aprono e chiudono in momenti diversi. Conoscere gli orari evita sorprese, perché mentre un mercato è chiuso non puoi aprire né chiudere posizioni su di esso.</p>

<h2>Orari per classe di attività</h2>
<table>
<thead><tr><th>Classe di attività</th><th>Orari abituali</th><th>Note</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Dalla domenica alle 17:00 al venerdì alle 17:00, ora di New York</td><td>Senza interruzioni, cinque giorni alla settimana</td></tr>
<tr><td>Metalli ed energia</td><td>Dalla domenica alle 18:00 al venerdì alle 17:00, ora di New York</td><td>Una pausa giornaliera dalle 17:00 alle 18:00</td></tr>
<tr><td>Indici</td><td>Gli orari della borsa o del mercato dei futures sottostante a ciascun indice</td><td>Per esempio GER40 08:00–22:00 ora di Berlino, UK100 08:00–21:00 ora di Londra; gli indici USA seguono gli orari dei futures, aperti quasi 24 ore al giorno</td></tr>
<tr><td>Azioni</td><td>09:30–16:00 ora di New York, dal lunedì al venerdì</td><td>La sessione regolare di borsa</td></tr>
<tr><td>Cripto</td><td>Sempre aperto</td><td>24 ore al giorno, 7 giorni alla settimana</td></tr>
</tbody>
</table>
<p>Gli orari sono quelli locali di ciascun mercato e seguono i passaggi all'ora legale, quindi nel tuo fuso orario possono spostarsi di un'ora in primavera e in autunno. L'app contrassegna uno strumento con “Mercato chiuso” ogni volta che non è negoziabile.</p>

<h2>Le sessioni del forex</h2>
<p>Il forex non ha una borsa centrale: banche e altre istituzioni negoziano tra loro in tutto il mondo. La giornata di trading passa dall'Asia-Pacifico (Sydney e Tokyo) all'Europa (Londra) e poi al Nord America (New York). L'attività è di solito massima quando le sessioni di Londra e New York si sovrappongono, e più bassa nel tardo pomeriggio di New York e intorno al rollover giornaliero delle 17:00 ora di New York, quando gli spread in tutto il mercato spesso si allargano.</p>

<h2>Perché i mercati chiudono</h2>
<ul>
<li><strong>Orari di borsa.</strong> Azioni e indici sono legati a borse con sessioni fisse; al di fuori di esse non esiste un prezzo ufficiale.</li>
<li><strong>Fine settimana.</strong> Il sistema bancario alla base di forex, metalli ed energia si ferma in gran parte nel fine settimana.</li>
<li><strong>Festività.</strong> I mercati chiudono nei giorni festivi come Natale e Capodanno, e alcuni chiudono in anticipo nei giorni vicini. I calendari variano da paese a paese, quindi una festività negli USA può chiudere le azioni statunitensi mentre gli indici europei sono negoziati normalmente.</li>
<li><strong>Pause giornaliere.</strong> Alcuni mercati si fermano ogni giorno, come la pausa di un'ora per metalli ed energia.</li>
</ul>
<p>I mercati delle criptovalute non hanno un orario di chiusura, ma gli scambi possono comunque essere più scarsi nel fine settimana e di notte.</p>

<h2>Cosa significa per te un mercato chiuso</h2>
<ul>
<li>Non puoi inviare nuovi ordini, né a mercato né pendenti, e non puoi chiudere le posizioni aperte.</li>
<li>I livelli di stop loss e take profit non possono attivarsi, perché non ci sono nuovi prezzi.</li>
<li>Puoi comunque annullare un ordine pendente e modificare i livelli di stop loss e take profit.</li>
<li>Le posizioni aperte restano aperte e mantengono il loro margine. Quando il mercato riapre, il primo prezzo può differire dall'ultimo (un gap), e ogni livello superato viene eseguito al primo prezzo disponibile.</li>
</ul>

<h2>Pianificare in base al calendario</h2>
<ul>
<li>Prima di un fine settimana, decidi consapevolmente se mantenere aperta ogni posizione durante la chiusura.</li>
<li>Controlla in anticipo gli orari delle festività, soprattutto a fine anno, quando molti mercati hanno orari ridotti.</li>
<li>Sii prudente in prossimità delle aperture delle sessioni e degli annunci economici programmati, quando i prezzi possono muoversi bruscamente.</li>
<li>Se fai trading su azioni, ricorda che i risultati aziendali vengono spesso pubblicati fuori dall'orario regolare e possono tradursi in un gap all'apertura successiva.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Depositi e prelievi: come funzionano',
    desc: 'Depositi in USDT, USDC o con bonifico, perché la rete della moneta deve coincidere, cosa significa “bloccato” e come funzionano le commissioni di prelievo.',
    content: `
<p>Il tuo conto di trading è espresso in dollari USA. Puoi alimentarlo con valuta digitale, come le stablecoin USDT e USDC, o con un bonifico bancario, e prelevare verso un indirizzo crypto o un conto bancario che hai aggiunto. Ecco come funziona ogni passaggio e come evitare gli errori più comuni.</p>

<h2>Depositare valuta digitale</h2>
<ol>
<li>Apri <strong>Deposito</strong>, scegli <strong>Valuta digitale</strong> e seleziona moneta e rete, per esempio USDT su TRC20 o USDT su ERC20.</li>
<li>Copia l'indirizzo di deposito mostrato per quell'opzione. Incollalo invece di digitarlo e, dopo averlo incollato, confronta i primi e gli ultimi caratteri.</li>
<li>Invia la moneta dal tuo portafoglio crypto o dal tuo conto su un exchange, scegliendo <strong>la stessa rete</strong>.</li>
<li>Inserisci l'importo inviato, carica uno screenshot del trasferimento come prova di pagamento e invia.</li>
</ol>
<p>Dopo la verifica, il deposito viene accreditato in USD al tasso indicato per quell'opzione.</p>

<h3>Perché la rete è importante</h3>
<p>La stessa moneta può esistere su più blockchain. USDT su TRC20 (la rete TRON) e USDT su ERC20 (la rete Ethereum) viaggiano su reti separate e i loro indirizzi hanno un aspetto diverso: gli indirizzi TRC20 iniziano con “T”, quelli ERC20 con “0x”. <strong>Invia solo la moneta e la rete indicate insieme all'indirizzo.</strong> Un trasferimento su un'altra rete, o di un'altra moneta, non può essere accreditato e potrebbe essere impossibile da recuperare. Le commissioni di rete sono a carico del mittente; variano da rete a rete e cambiano con la domanda, e il tuo portafoglio mostra la commissione prima dell'invio.</p>

<h2>Depositare con bonifico bancario</h2>
<ol>
<li>Scegli <strong>Bonifico bancario</strong> e la valuta, poi annota il conto di incasso: nome della banca, intestatario, numero di conto o IBAN e codice SWIFT.</li>
<li>Effettua il bonifico dalla tua banca e <strong>inserisci il tuo UID nella causale</strong>. Il tuo UID è indicato nella pagina del profilo ed è ciò che permette di abbinare il pagamento al tuo conto.</li>
<li>Carica un'immagine della conferma del bonifico come prova e invia.</li>
</ol>
<p>I bonifici possono richiedere uno o più giorni lavorativi, e la tua banca o le banche intermediarie possono trattenere delle spese. L'importo accreditato è quello effettivamente ricevuto, convertito in USD.</p>

<h2>Prelievi</h2>
<p>Per prima cosa aggiungi un conto di accredito in <strong>Prelievo</strong>: un indirizzo crypto per la rete su cui vuoi ricevere, oppure un conto bancario. Controlla con attenzione rete e indirizzo, perché un pagamento inviato a un indirizzo sbagliato non può essere annullato.</p>

<h3>Quanto puoi prelevare</h3>
<p>L'importo disponibile è il minore tra il saldo e il valore netto, meno il margine impegnato dalle posizioni aperte e dagli ordini pendenti. Il profitto flottante deve essere realizzato chiudendo la posizione prima di poter essere prelevato, e le perdite flottanti devono restare coperte.</p>

<h3>Cosa succede dopo l'invio</h3>
<ul>
<li>L'importo esce subito dal saldo e viene mostrato come <strong>Bloccato</strong> mentre la richiesta è in verifica. Il denaro bloccato non viene usato per il trading e non risente dei risultati delle operazioni.</li>
<li>Quando il prelievo viene pagato, l'importo bloccato viene azzerato.</li>
<li>Se viene rifiutato, l'importo torna sul tuo saldo e puoi vederne il motivo.</li>
</ul>

<h3>Commissioni e importo ricevuto</h3>
<p>Prima dell'invio, il modulo mostra la commissione di prelievo (un importo fisso o una percentuale), il tasso di cambio e l'importo che riceverai. Per esempio, con una commissione dell'1%, un prelievo di 200 USD ha una commissione di 2 USD, e i restanti 198 USD vengono convertiti al tasso indicato. L'importo ricevuto viene arrotondato per difetto al centesimo, e ogni valuta ha un importo minimo di prelievo.</p>

<h2>Restare al sicuro</h2>
<ul>
<li>Usa ogni volta i dati di deposito mostrati nell'app; possono cambiare, quindi non riutilizzare vecchi indirizzi o numeri di conto.</li>
<li>Non condividere mai la password o i codici di verifica con nessuno, nemmeno con chi afferma di far parte dell'assistenza.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
