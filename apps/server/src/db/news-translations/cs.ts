/** The seed articles in Czech. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Upozornění na rizika: CFD a další pákové produkty jsou složité nástroje, na kterých můžete rychle přijít o peníze; obchodujte pouze s penězi, o které si můžete dovolit přijít.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Jak funguje marže a páka: praktický příklad',
    desc: 'Co je marže, jak ji ovlivňuje páka a proč páka mění částku, kterou vyčleníte, ale ne velikost vašich zisků nebo ztrát.',
    content: `
<p>Páka vám umožňuje otevřít pozici, která je mnohem větší než peníze, které na ni vyčleníte. Vyčleněné peníze se nazývají <strong>marže</strong>. Pochopit, jak spolu obojí souvisí, je prvním krokem k zodpovědnému obchodování s pákovými produkty: páka mění, kolik potřebujete k otevření obchodu, ale nemění, kolik vyděláte nebo ztratíte, když se cena pohne.</p>

<h2>Loty a velikost kontraktu</h2>
<p>Velikost pozic se udává v lotech. Každý instrument má velikost kontraktu: počet jednotek v jednom lotu. U většiny měnových párů je jeden lot 100 000 jednotek základní měny, takže 0,10 lotu EURUSD představuje 10 000 eur. Velikosti kontraktů se liší mezi forexem, kovy, energiemi, indexy, akciemi a kryptoměnami; u každého instrumentu ji najdete v jeho podrobnostech.</p>

<h2>Jak se marže počítá</h2>
<p>U instrumentů s pákou platí vzorec:</p>
<blockquote><strong>Marže = loty × velikost kontraktu × cena ÷ páka</strong></blockquote>
<p>Praktický příklad: koupíte 0,10 lotu EURUSD za 1,0850 s pákou 100 (často zapisovanou jako 1:100).</p>
<table>
<thead><tr><th>Krok</th><th>Výpočet</th><th>Výsledek</th></tr></thead>
<tbody>
<tr><td>Velikost pozice</td><td>0,10 × 100 000</td><td>10 000 EUR</td></tr>
<tr><td>Hodnota v amerických dolarech</td><td>10 000 × 1,0850</td><td>10 850,00 USD</td></tr>
<tr><td>Marže při páce 100</td><td>10 850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Dokud je pozice otevřená, je tedy na vašem účtu vyčleněno 108,50 USD. S pákou 50 by stejná pozice vyžadovala 217,00 USD, s pákou 200 jen 54,25 USD. Pokud je instrument kótován v jiné měně než v americkém dolaru, marže se přepočítá na USD aktuálním kurzem. Některé instrumenty místo toho používají pevnou marži na lot. V každém případě vám obrazovka pokynu zobrazí marži dříve, než obchod potvrdíte.</p>

<h2>Páka riziko nezmenšuje</h2>
<p>Zisk a ztráta závisí na velikosti pozice, ne na marži. U 0,10 lotu EURUSD má každý pohyb o 0,0001 (jeden pip) hodnotu 1 USD. Pokles z 1,0850 na 1,0800 je 50 pipů: u nákupu ztráta 50 USD, což je téměř polovina marže 108,50 USD. To platí bez ohledu na to, jakou páku jste zvolili. Vyšší páka znamená jen to, že se vyčlení menší část vašeho zůstatku, a proto je snazší otevřít pozice, které jsou na váš účet příliš velké.</p>

<h2>Údaje na účtu, které je třeba sledovat</h2>
<ul>
<li><strong>Zůstatek</strong>: vaše vklady, výběry a výsledky uzavřených pozic.</li>
<li><strong>Vlastní kapitál</strong> (equity): zůstatek plus plovoucí zisk nebo ztráta otevřených pozic.</li>
<li><strong>Marže</strong>: celková částka vyčleněná pro otevřené pozice a čekající pokyny.</li>
<li><strong>Volná marže</strong>: vlastní kapitál minus marže. Nový pokyn je přijat jen tehdy, když volná marže pokryje jeho marži, poplatek a spread, se kterým se otevírá.</li>
<li><strong>Úroveň marže</strong>: vlastní kapitál ÷ marže × 100 %. Čím je nižší, tím blíže je účet ke stop-outu.</li>
</ul>

<h2>Praktické návyky</h2>
<ul>
<li>Velikost pozice volte podle částky, kterou jste ochotni ztratit, a teprve potom zkontrolujte marži, ne naopak.</li>
<li>Udržujte dostatek volné marže, aby běžné výkyvy ceny nepřibližovaly vaši úroveň marže k úrovni stop-outu.</li>
<li>Pamatujte, že marži blokují i čekající pokyny, a to ještě předtím, než jsou vyplněny.</li>
<li>Trénujte na demo účtu, dokud vám tato čísla nebudou připadat samozřejmá.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss a take-profit: plánování výstupu z obchodu',
    desc: 'Jak fungují úrovně stop-loss a take-profit, na kterou stranu od ceny patří a proč je úroveň spouštěčem, a ne zaručenou cenou.',
    content: `
<p>Každá pozice někde končí. Stop-loss a take-profit vám umožní rozhodnout se kde, a to předem a s chladnou hlavou, ne uprostřed rychlého trhu.</p>

<h2>Co dělají</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: cena, při které se ztrátová pozice automaticky uzavře, aby se ztráta omezila.</li>
<li><strong>Take-profit (TP)</strong>: cena, při které se zisková pozice automaticky uzavře, aby se zisk zajistil.</li>
</ul>
<p>Obojí je nepovinné. Můžete je nastavit při zadání pokynu nebo později u pozice pomocí „Nastavit TP/SL“ a kdykoli je změnit nebo odstranit. Když cenu necháte prázdnou nebo zadáte 0, úroveň se odstraní.</p>

<h2>Na kterou stranu od ceny?</h2>
<table>
<thead><tr><th>Pozice</th><th>Stop-loss</th><th>Take-profit</th><th>Porovnává se s</th></tr></thead>
<tbody>
<tr><td>Nákup (long)</td><td>pod cenou</td><td>nad cenou</td><td>cenou Bid</td></tr>
<tr><td>Prodej (short)</td><td>nad cenou</td><td>pod cenou</td><td>cenou Ask</td></tr>
</tbody>
</table>
<p>Úrovně se porovnávají s cenou, za kterou by se pozice uzavřela: nákup se uzavírá za Bid a prodej za Ask. U prodeje cena Ask zahrnuje spread, takže stop-loss umístěný velmi blízko ceny může být zasažen dříve, než byste čekali, zvlášť když jsou spready široké.</p>

<h2>Úroveň je spouštěč, ne zaručená cena</h2>
<p>Když cena dosáhne vaší úrovně, pozice se uzavře za tržní cenu dostupnou v daném okamžiku. Na klidném trhu je to na vaší úrovni nebo velmi blízko ní. Na rychlém trhu nebo když se trh po víkendu či svátku otevře na výrazně jiné ceně (gap), může být uzavření horší než vaše úroveň, příležitostně i lepší. Tomuto rozdílu se říká skluz. Úrovně se také nemohou spustit, dokud je trh zavřený, protože nevznikají nové ceny.</p>

<h2>Jak zvolit rozumné úrovně</h2>
<ul>
<li>Stop-loss umístěte tam, kde by se ukázalo, že se vaše obchodní myšlenka mýlila, například za nedávné lokální maximum nebo minimum, a ne na kulatou částku peněz.</li>
<li>Počítejte s běžným pohybem. Stop uvnitř obvyklého kolísání sem a tam na vašem časovém rámci často vybere pouhý šum.</li>
<li>Potom nastavte velikost pozice tak, aby ztráta při zasažení stopu byla částkou, kterou jste ochotni přijmout. Jak na to, ukazuje náš článek o velikosti pozice.</li>
<li>Porovnejte možný zisk s rizikem. Když je take-profit dvakrát dál než stop-loss, jeden ziskový obchod pokryje dva ztrátové, ale žádný poměr výsledek nezaručuje.</li>
</ul>

<h2>Časté chyby</h2>
<ul>
<li><strong>Posouvání stop-lossu dál</strong>, když se k němu cena blíží. Plánovaná malá ztráta se tak mění v neplánovanou velkou.</li>
<li><strong>Obchodování bez stop-lossu</strong> a spoléhání na stop-out. Stop-out přichází mnohem později, po mnohem větší ztrátě, a uzavírá pozice za podmínek platformy, ne za vašich.</li>
<li><strong>Příliš blízký take-profit</strong>, takže spread a poplatky spotřebují většinu zisku.</li>
</ul>
<p>Něco jiného je posunout stop-loss <em>blíže</em>, abyste ochránili zisk, když se obchod pohnul ve váš prospěch: tím riziko snižujete a mnoho obchodníků to dělá postupně jako ruční trailing stop.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Výzva k doplnění marže, stop-out a ochrana před záporným zůstatkem',
    desc: 'Co se stane, když ztráty ukrajují z vaší marže: úroveň marže, stop-out při 50 %, které pozice se uzavírají první a ochrana před záporným zůstatkem.',
    content: `
<p>Pákové pozice jsou kryty penězi na vašem účtu. Tento článek vysvětluje, co se stane, když ztráty začnou tyto peníze spotřebovávat, a jak se od tohoto bodu držet daleko.</p>

<h2>Úroveň marže, číslo, na kterém záleží</h2>
<blockquote><strong>Úroveň marže = vlastní kapitál ÷ marže × 100 %</strong></blockquote>
<p>Vlastní kapitál je váš zůstatek plus nebo minus plovoucí výsledek otevřených pozic. Marže je částka vyčleněná pro otevřené pozice a čekající pokyny. Když nemáte nic otevřeného, úroveň marže neexistuje. Aplikace zobrazuje také <strong>míru rizika</strong>, tedy stejnou informaci obráceně: marže ÷ vlastní kapitál × 100 %. Úroveň marže 50 % odpovídá míře rizika 200 %.</p>

<h2>Co je výzva k doplnění marže?</h2>
<p>Výzva k doplnění marže (margin call) je tradičně varování, že úroveň marže klesla tak nízko, že obchodník musí vložit prostředky nebo snížit pozice. Varovné signály vidíte v údajích svého účtu. Když úroveň marže klesne na 100 %, volná marže je nulová: nemůžete otevírat nové pozice a každá další ztráta vás posouvá ke stop-outu. Klesající úroveň marže berte jako svou vlastní výzvu k doplnění marže a jednejte dřív, než to bude muset udělat platforma.</p>

<h2>Co je stop-out?</h2>
<p>Stop-out je automatické uzavírání pozic, aby účet neztratil víc, než na něm je. Úroveň stop-outu je úroveň marže <strong>50 %</strong>. Když je úroveň marže na této hodnotě nebo pod ní:</p>
<ol>
<li>jako první se uzavře otevřená pozice s největší plovoucí ztrátou, a to za aktuální tržní cenu;</li>
<li>účet se znovu ocení, a pokud je úroveň marže stále na 50 % nebo níže, uzavře se další nejhorší pozice a tak dále;</li>
<li>pokud zbývají jen čekající pokyny a úroveň je stále dosažena, zruší se, počínaje tím s největší marží.</li>
</ol>
<p>Pozici, jejíž trh je v tu chvíli zavřený, nelze uzavřít, dokud se trh znovu neotevře.</p>

<h2>Praktický příklad</h2>
<p>Máte zůstatek 1 000 USD a otevřené pozice, které využívají 400 USD marže.</p>
<table>
<thead><tr><th>Plovoucí výsledek</th><th>Vlastní kapitál</th><th>Úroveň marže</th><th>Co to znamená</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1 000 USD</td><td>250 %</td><td>Pohodlná rezerva</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100 %</td><td>Volná marže je nulová; žádné nové pozice</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50 %</td><td>Začíná stop-out</td></tr>
</tbody>
</table>
<p>Zde stop-out spustí ztráta 800 USD, tedy čtyři pětiny zůstatku. Než pokyn potvrdíte, obrazovka pokynu odhadne cenu stop-outu, ze které je vidět, jak daleko by se trh musel pohnout proti vám.</p>

<h2>Ochrana před záporným zůstatkem</h2>
<p>Na rychlém trhu nebo po cenovém gapu se pozice mohou uzavřít za ceny daleko za úrovní stop-outu a výjimečně může ztráta převýšit zůstatek. Díky ochraně před záporným zůstatkem platí, že pokud po uzavření pozice klesne váš zůstatek pod nulu, vrátí se na nulu a schodek nese broker, takže nikdy nedlužíte víc, než na vašem účtu bylo. Je to záchranná síť pro extrémní události, ne strategie: stále můžete přijít o celý zůstatek.</p>

<h2>Jak se držet daleko od stop-outu</h2>
<ul>
<li>Používejte stop-loss u každé pozice, aby se ztráty uzavřely na vaší úrovni dlouho před stop-outem.</li>
<li>Používejte menší objemy a nižší páku, aby marže tvořila jen malou část vašeho vlastního kapitálu.</li>
<li>Sledujte související pozice: několik obchodů závislých na stejném pohybu může prodělat najednou.</li>
<li>Pamatujte, že vybrané peníze už otevřené pozice nekryjí.</li>
<li>Vložení prostředků zvýší úroveň marže, ale nenapraví obchod, který se prostě nepovedl.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Velikost pozice: kolik riskovat na jeden obchod?',
    desc: 'Proměňte „ne příliš mnoho“ v číslo: jak určit velikost pozice podle stop-lossu a pevného podílu účtu, například 1 % na obchod.',
    content: `
<p>Většinu pozornosti poutá to, čím obchodovat, ale o tom, zda účet přežije špatné období, obvykle rozhoduje to, jak velkým objemem obchodujete. Určení velikosti pozice mění neurčitý pocit „ne příliš mnoho“ v číslo, které můžete zkontrolovat před každým obchodem.</p>

<h2>Začněte rizikem na obchod</h2>
<p>Mnoho obchodníků omezuje ztrátu z jednoho obchodu na malý pevný podíl účtu, obvykle 1 % a zřídka víc než 2 %. U účtu 5 000 USD je 1 % 50 USD. Tím neomezujete, jak daleko se trh může pohnout; omezujete, kolik ztratíte, pokud je váš stop-loss zasažen na své úrovni.</p>

<h2>Vzorec</h2>
<blockquote><strong>Loty = riskovaná částka ÷ (vzdálenost stopu v pipech × hodnota pipu na lot)</strong></blockquote>
<p>U EURUSD a dalších párů kótovaných v amerických dolarech s velikostí kontraktu 100 000 má jeden pip (0,0001) hodnotu 10 USD na lot, 1 USD na 0,10 lotu a 0,10 USD na 0,01 lotu.</p>

<h3>Praktický příklad</h3>
<ul>
<li>Účet: 5 000 USD. Riziko: 1 %, tedy 50 USD.</li>
<li>Plánujete koupit EURUSD za 1,0850 se stop-lossem na 1,0825, tedy 25 pipů daleko.</li>
<li>Ztráta na lot při zasažení stopu: 25 × 10 = 250 USD.</li>
<li>Velikost pozice: 50 ÷ 250 = <strong>0,20 lotu</strong>.</li>
</ul>
<p>Při páce 100 potřebuje tato pozice 0,20 × 100 000 × 1,0850 ÷ 100 = 217,00 USD marže. Všimněte si, že páka při volbě velikosti nehrála žádnou roli: rozhoduje jen o tom, kolik marže se vyčlení. Pokud vám výpočet dá nepraktické číslo, zaokrouhlete ho <em>dolů</em> na krok lotu daného instrumentu, například 0,01.</p>
<p>Spread a případný obchodní poplatek se připočítávají navíc a na rychlém trhu může být stop vyplněn za horší cenu, takže skutečná ztráta může být o něco větší, než jste plánovali.</p>

<h2>Proč záleží na malých procentech</h2>
<table>
<thead><tr><th>Ztrát za sebou</th><th>Zbývá při riziku 1 %</th><th>Zbývá při riziku 2 %</th><th>Zbývá při riziku 5 %</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1 %</td><td>90,4 %</td><td>77,4 %</td></tr>
<tr><td>10</td><td>90,4 %</td><td>81,7 %</td><td>59,9 %</td></tr>
<tr><td>20</td><td>81,8 %</td><td>66,8 %</td><td>35,8 %</td></tr>
</tbody>
</table>
<p>Série ztrát přicházejí i při opatrném přístupu. Ztráty se navíc dohánějí hůř, než se zdá: po ztrátě 20 % potřebujete zisk 25 %, abyste se vrátili tam, kde jste začali, a po ztrátě 50 % potřebujete 100 %.</p>

<h2>Co dalšího zkontrolovat</h2>
<ul>
<li><strong>Jiné instrumenty.</strong> Hodnota cenového pohybu závisí na velikosti kontraktu a měně kotace. Pokud má zlato velikost kontraktu 100 uncí, pohyb o 1,00 USD má hodnotu 100 USD na lot. Spočítejte si to z podrobností instrumentu a porovnejte s odhadem na obrazovce pokynu.</li>
<li><strong>Celková expozice.</strong> Tři pozice, které všechny sázejí na oslabení amerického dolaru, se chovají jako jedna velká pozice. Sčítejte celkové riziko, ne jen riziko jednotlivých obchodů.</li>
<li><strong>Volná marže.</strong> Držte dostatečnou rezervu, aby běžné výkyvy nepřiblížily vaši úroveň marže k úrovni stop-outu.</li>
<li><strong>Důslednost.</strong> Velikost přepočítejte pro každý obchod a nikdy ji nezvyšujte, abyste dohnali ztrátu.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spready, poplatky a rozdíl mezi cenou Bid a Ask',
    desc: 'Proč má každá kotace dvě ceny, proč nová pozice začíná v mírné ztrátě a které poplatky započítat, než začnete obchodovat.',
    content: `
<p>Každá kotace má dvě ceny. Když jim rozumíte a znáte platné poplatky, víte, kolik vás obchod stojí, ještě než se trh vůbec pohne.</p>

<h2>Bid a Ask</h2>
<ul>
<li><strong>Bid</strong>: cena, za kterou můžete prodat.</li>
<li><strong>Ask</strong>: cena, za kterou můžete koupit. Je vždy vyšší než Bid.</li>
</ul>
<p>Rozdíl mezi nimi je <strong>spread</strong>. Která cena platí, závisí na tom, co děláte:</p>
<table>
<thead><tr><th></th><th>Nákup (long)</th><th>Prodej (short)</th></tr></thead>
<tbody>
<tr><td>Otevírá se za</td><td>Ask</td><td>Bid</td></tr>
<tr><td>Uzavírá se za</td><td>Bid</td><td>Ask</td></tr>
</tbody>
</table>

<h2>Proč nová pozice začíná v mírné ztrátě</h2>
<p>Předpokládejme pro ilustraci, že EURUSD je kótován za 1,08500 Bid a 1,08512 Ask: spread je 0,00012, tedy 1,2 pipu. Když koupíte 0,10 lotu, otevřete za 1,08512, ale pozice se oceňuje cenou, za kterou by se dala uzavřít, tedy Bid 1,08500. Proto hned ukazuje plovoucí ztrátu 0,00012 × 10 000 = 1,20 USD a Bid musí vzrůst o velikost spreadu, než se obchod dostane na nulu. Prodej funguje stejně, jen obráceně.</p>
<p>Spread je nejdůležitější, když je pohyb, na který cílíte, malý. U cíle 10 pipů tvoří spread 1,2 pipu 12 % cíle; u cíle 100 pipů jen 1,2 %.</p>

<h2>Co ovlivňuje spready</h2>
<ul>
<li><strong>Likvidita.</strong> Hlavní měnové páry se obvykle obchodují s užšími spready než méně obchodované páry, menší akcie nebo menší kryptoměny.</li>
<li><strong>Denní doba.</strong> Na celém trhu bývají spready širší těsně po otevření trhu, kolem denního rolloveru a v době, kdy jsou hlavní obchodní centra zavřená.</li>
<li><strong>Volatilita.</strong> Kolem důležitých ekonomických zpráv nebo nečekaných událostí se ceny pohybují rychle a spready se mohou rozšířit.</li>
</ul>
<p>Než začnete obchodovat, vždy se podívejte na aktuální Bid a Ask na obrazovce kotací.</p>

<h2>Obchodní poplatky</h2>
<p>Kromě spreadu se při otevření pozice může účtovat obchodní poplatek. Podle nastavení platformy je to buď pevná částka na lot, nebo procento z marže. U čekajícího pokynu se účtuje až při jeho vyplnění, ne při zadání. Odhad na obrazovce pokynu zobrazí poplatek dříve, než pokyn potvrdíte, a každý poplatek se objeví jako samostatná položka v pohybech na vašem účtu. Poplatky se platí bez ohledu na to, zda obchod vydělá, nebo prodělá.</p>

<h2>Náklady na vklady a výběry</h2>
<p>I přesun peněz má své náklady: poplatky blockchainové sítě u převodů kryptoměn, poplatky vaší banky nebo zprostředkujících bank u bankovních převodů a poplatek za výběr, který se zobrazí ve formuláři před odesláním. Každý z nich vysvětluje náš článek o vkladech a výběrech.</p>

<h2>Jak mít náklady pod kontrolou</h2>
<ul>
<li>Před každým obchodem porovnejte spread se vzdáleností stop-lossu a cíle.</li>
<li>Dávejte přednost menšímu počtu dobře připravených obchodů: každý obchod platí spread a případný poplatek.</li>
<li>Buďte opatrní s otevíráním pozic těsně po otevření trhu, kdy bývají spready často širší.</li>
<li>Zaznamenávejte náklady do obchodního deníku, abyste své výsledky hodnotili po odečtení nákladů, a ne před ním.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Jak číst svíčkové grafy a zvolit časový rámec',
    desc: 'Co vám říká každá část svíčky, jak se liší časové rámce od 1m do 1D a jak používat více časových rámců, aniž byste je přeceňovali.',
    content: `
<p>Svíčkový graf je nejběžnější způsob zobrazení ceny. Každá svíčka shrnuje cenu za jedno období a celý graf ukazuje, jak se kupující a prodávající chovali v průběhu času.</p>

<h2>Anatomie svíčky</h2>
<ul>
<li><strong>Otevírací cena</strong>: první cena období.</li>
<li><strong>Uzavírací cena</strong>: poslední cena období.</li>
<li><strong>Maximum</strong> a <strong>minimum</strong>: nejvyšší a nejnižší cena dosažená během období.</li>
</ul>
<p>Silná část, <strong>tělo</strong>, sahá od otevírací po uzavírací cenu. Tenké čáry nad ním a pod ním, <strong>knoty</strong> neboli stíny, sahají k maximu a minimu. Svíčka, která se uzavře nad svou otevírací cenou, je rostoucí (býčí); svíčka, která se uzavře pod ní, je klesající (medvědí). Barvy jsou jen konvence a liší se podle regionů a aplikací, proto si ověřte, jak je barví váš graf.</p>

<h2>Co mohou tvary naznačovat</h2>
<ul>
<li><strong>Dlouhé tělo s krátkými knoty</strong>: cena se během období plynule pohybovala jedním směrem.</li>
<li><strong>Malé tělo s dlouhými knoty</strong>: cena urazila velký kus cesty, ale skončila blízko místa, kde začala, což je známka nerozhodnosti.</li>
<li><strong>Dlouhý spodní knot</strong>: prodávající stlačili cenu dolů, ale kupující ji před uzavřením vrátili zpět. Dlouhý horní knot znamená opak.</li>
</ul>
<p>Jedna svíčka je sama o sobě slabý důkaz. Tvary mají větší význam v kontextu, například u úrovně, kde se trh už dříve otočil, a i tehdy popisují, co se stalo, ne co se stane dál.</p>

<h2>Časové rámce</h2>
<table>
<thead><tr><th>Období</th><th>Jedna svíčka pokrývá</th><th>Často se používá pro</th></tr></thead>
<tbody>
<tr><td>1m</td><td>1 minutu</td><td>Přesné načasování vstupů a výstupů</td></tr>
<tr><td>5m</td><td>5 minut</td><td>Krátkodobé intradenní obchodování</td></tr>
<tr><td>15m</td><td>15 minut</td><td>Intradenní strukturu</td></tr>
<tr><td>30m</td><td>30 minut</td><td>Intradenní výkyvy</td></tr>
<tr><td>1h</td><td>1 hodinu</td><td>Denní obchodování a krátké swingové obchody</td></tr>
<tr><td>1D</td><td>1 den</td><td>Celkový trend a hlavní úrovně</td></tr>
</tbody>
</table>
<p>Denní svíčky na našich grafech začínají v 00:00 UTC, takže denní svíčka nemusí odpovídat obchodnímu dni burzy ani vašemu místnímu kalendářnímu dni.</p>

<h2>Používání více časových rámců</h2>
<p>Běžný přístup postupuje shora dolů: denní graf pro směr a hlavní úrovně, hodinový graf pro strukturu a teprve potom krátký časový rámec pro načasování vstupu. Pohyb, který na 1minutovém grafu vypadá dramaticky, může být na denním grafu jen malým zakolísáním. Krátké časové rámce také ukazují víc šumu a svádějí k častějšímu obchodování, přičemž každý obchod platí spread a případný poplatek.</p>

<h2>Gapy a zavřené trhy</h2>
<p>Dokud je trh zavřený, u akcií přes noc nebo u forexu o víkendech, nové svíčky nevznikají. Když se znovu otevře, první cena může být daleko od té poslední a v grafu zůstane gap. Na gapech záleží, protože stop-loss nemůže zareagovat, dokud je trh zavřený, a poté se provede za první dostupnou cenu.</p>

<h2>Zodpovědné čtení grafů</h2>
<ul>
<li>Rozhodněte se, co hledáte, ještě než graf otevřete, místo abyste v něm hledali důvod k obchodu.</li>
<li>Stop-loss umístěte tam, kde graf ukazuje, že by se vaše myšlenka mýlila.</li>
<li>Veďte si deník se snímky obrazovky svých obchodů. Vzorce ve vašich vlastních rozhodnutích bývají užitečnější než vzorce ve svíčkách.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Obchodní seance: kdy se trhy otevírají, zavírají a proč',
    desc: 'Forex se obchoduje 24/5, akcie a indexy podle svých burz, kryptoměny nezavírají nikdy. Co každý rozvrh znamená pro vaše pokyny a stopy.',
    content: `
<p>Ceny se pohybují jen tehdy, když někdo obchoduje. Každý instrument se řídí hodinami trhu, který za ním stojí, takže se instrumenty otevírají a zavírají v různou dobu. Znalost rozvrhu vás ušetří překvapení, protože dokud je trh zavřený, nemůžete na něm otevírat ani uzavírat pozice.</p>

<h2>Obchodní hodiny podle třídy aktiv</h2>
<table>
<thead><tr><th>Třída aktiv</th><th>Obvyklé hodiny</th><th>Poznámky</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Neděle 17:00 až pátek 17:00 newyorského času</td><td>Nepřetržitě, pět dní v týdnu</td></tr>
<tr><td>Kovy a energie</td><td>Neděle 18:00 až pátek 17:00 newyorského času</td><td>Denní přestávka od 17:00 do 18:00</td></tr>
<tr><td>Indexy</td><td>Hodiny burzy nebo trhu futures, na kterém je daný index založen</td><td>Například GER40 08:00–22:00 berlínského času, UK100 08:00–21:00 londýnského času; americké indexy se řídí téměř 24hodinovým obchodováním futures</td></tr>
<tr><td>Akcie</td><td>09:30–16:00 newyorského času, pondělí až pátek</td><td>Běžná burzovní seance</td></tr>
<tr><td>Kryptoměny</td><td>Stále otevřeno</td><td>24 hodin denně, 7 dní v týdnu</td></tr>
</tbody>
</table>
<p>Časy jsou uvedeny v místním čase každého trhu a řídí se jeho přechodem na letní čas, takže ve vašem časovém pásmu se mohou na jaře a na podzim posunout o hodinu. Aplikace označí instrument jako „Trh je zavřený“, kdykoli se s ním neobchoduje.</p>

<h2>Forexové seance</h2>
<p>Forex nemá centrální burzu: banky a další instituce spolu obchodují po celém světě. Obchodní den se přesouvá z asijsko-pacifického regionu (Sydney a Tokio) do Evropy (Londýn) a dále do Severní Ameriky (New York). Aktivita bývá nejvyšší, když se londýnská a newyorská seance překrývají, a nižší v pozdním newyorském odpoledni a kolem denního rolloveru v 17:00 newyorského času, kdy se spready na trhu často rozšiřují.</p>

<h2>Proč se trhy zavírají</h2>
<ul>
<li><strong>Burzovní hodiny.</strong> Akcie a indexy jsou vázány na burzy s pevně danými seancemi; mimo ně neexistuje oficiální cena.</li>
<li><strong>Víkendy.</strong> Bankovní systém, na kterém stojí forex, kovy a energie, o víkendech z velké části nefunguje.</li>
<li><strong>Svátky.</strong> Trhy zavírají o svátcích, jako je Boží hod vánoční a Nový rok, a některé v okolních dnech zavírají dříve. Kalendáře se liší podle zemí, takže americký svátek může zavřít americké akcie, zatímco evropské indexy se obchodují normálně.</li>
<li><strong>Denní přestávky.</strong> Některé trhy se každý den na chvíli zastaví, například na hodinovou přestávku u kovů a energií.</li>
</ul>
<p>Kryptoměnové trhy nemají zavírací dobu, ale o víkendech a v noci může být obchodování přesto slabší.</p>

<h2>Co pro vás znamená zavřený trh</h2>
<ul>
<li>Nelze zadávat nové pokyny, tržní ani čekající, a otevřené pozice nelze uzavřít.</li>
<li>Úrovně stop-loss a take-profit se nemohou spustit, protože nevznikají nové ceny.</li>
<li>Stále můžete zrušit čekající pokyn a upravit úrovně stop-loss a take-profit.</li>
<li>Otevřené pozice zůstávají otevřené a drží si svou marži. Když se trh znovu otevře, první cena se může lišit od poslední (gap) a každá úroveň, kterou přeskočí, se provede za první dostupnou cenu.</li>
</ul>

<h2>Plánování podle kalendáře</h2>
<ul>
<li>Před víkendem se vědomě rozhodněte, zda každou pozici přes víkend podržíte.</li>
<li>Kalendáře svátků si kontrolujte předem, zejména na konci roku, kdy má mnoho trhů zkrácené hodiny.</li>
<li>Buďte opatrní kolem otevření seancí a plánovaných ekonomických zpráv, kdy se ceny mohou prudce pohnout.</li>
<li>Pokud obchodujete s akciemi, pamatujte, že firmy často zveřejňují výsledky mimo běžné obchodní hodiny, což se může projevit jako gap při dalším otevření.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Vklady a výběry srozumitelně',
    desc: 'Vklady v USDT, USDC nebo bankovním převodem, proč se musí shodovat síť kryptoměny, co znamená „Zmrazeno“ a jak fungují poplatky za výběr.',
    content: `
<p>Váš obchodní účet je veden v amerických dolarech. Vložit na něj můžete kryptoměnu, například stablecoiny USDT a USDC, nebo peníze bankovním převodem a vybírat můžete na kryptoadresu nebo bankovní účet, který jste si přidali. Zde je popsáno, jak jednotlivé kroky fungují a jak se vyhnout nejčastějším chybám.</p>

<h2>Vklad kryptoměny</h2>
<ol>
<li>Otevřete <strong>Vklad</strong>, zvolte <strong>Kryptoměna</strong> a vyberte kryptoměnu a síť, například USDT v síti TRC20 nebo USDT v síti ERC20.</li>
<li>Zkopírujte adresu pro vklad zobrazenou pro tuto možnost. Vložte ji, místo abyste ji opisovali, a po vložení porovnejte první a poslední znaky.</li>
<li>Odešlete kryptoměnu ze své peněženky nebo účtu na burze a zvolte <strong>stejnou síť</strong>.</li>
<li>Zadejte odeslanou částku, nahrajte snímek obrazovky převodu jako doklad o platbě a odešlete.</li>
</ol>
<p>Po kontrole se vklad připíše v USD podle kurzu uvedeného u této možnosti.</p>

<h3>Proč na síti záleží</h3>
<p>Stejná kryptoměna může existovat na několika blockchainech. USDT v síti TRC20 (síť TRON) a USDT v síti ERC20 (síť Ethereum) putují po oddělených sítích a jejich adresy vypadají jinak: adresy TRC20 začínají na „T“, adresy ERC20 na „0x“. <strong>Posílejte pouze kryptoměnu a síť uvedenou u adresy.</strong> Převod v jiné síti nebo převod jiné kryptoměny nelze připsat a může být nemožné ho získat zpět. Síťové poplatky platí odesílatel; liší se podle sítě a mění se podle vytížení a vaše peněženka vám poplatek ukáže před odesláním.</p>

<h2>Vklad bankovním převodem</h2>
<ol>
<li>Zvolte <strong>Bankovní převod</strong> a měnu a poznamenejte si účet pro platbu: název banky, majitele účtu, číslo účtu nebo IBAN a kód SWIFT.</li>
<li>Proveďte převod ze své banky a <strong>do zprávy pro příjemce uveďte své UID</strong>. Své UID najdete na stránce profilu a podle něj se platba přiřadí k vašemu účtu.</li>
<li>Nahrajte obrázek potvrzení převodu jako doklad a odešlete.</li>
</ol>
<p>Bankovní převody mohou trvat jeden nebo více pracovních dní a vaše banka nebo zprostředkující banky si mohou strhnout poplatky. Připíše se částka, která skutečně dorazí, přepočtená na USD.</p>

<h2>Výběry</h2>
<p>Nejprve si v části <strong>Výběr</strong> přidejte způsob výplaty: kryptoadresu pro síť, ve které chcete prostředky přijímat, nebo bankovní účet. Síť i adresu pečlivě zkontrolujte, protože platbu odeslanou na špatnou adresu nelze vrátit.</p>

<h3>Kolik můžete vybrat</h3>
<p>Dostupná částka je nižší z hodnot zůstatku a vlastního kapitálu, snížená o marži blokovanou otevřenými pozicemi a čekajícími pokyny. Plovoucí zisk je třeba před výběrem realizovat uzavřením pozice a plovoucí ztráty musí zůstat kryté.</p>

<h3>Co se stane po odeslání</h3>
<ul>
<li>Částka okamžitě odejde z vašeho zůstatku a po dobu kontroly žádosti se zobrazuje jako <strong>Zmrazeno</strong>. Zmrazené peníze se nepoužívají k obchodování a výsledky obchodů je neovlivňují.</li>
<li>Po vyplacení výběru se zmrazená částka vynuluje.</li>
<li>Pokud je výběr zamítnut, částka se vrátí na váš zůstatek a uvidíte důvod zamítnutí.</li>
</ul>

<h3>Poplatky a částka, kterou obdržíte</h3>
<p>Formulář vám před odesláním ukáže poplatek za výběr (pevnou částku nebo procento), směnný kurz a částku, kterou obdržíte. Například při poplatku 1 % činí u výběru 200 USD poplatek 2 USD a zbývajících 198 USD se přepočítá uvedeným kurzem. Přijatá částka se zaokrouhluje dolů na centy a každá měna má minimální částku výběru.</p>

<h2>Bezpečnost</h2>
<ul>
<li>Pokaždé použijte platební údaje zobrazené v aplikaci; mohou se měnit, proto znovu nepoužívejte staré adresy ani čísla účtů.</li>
<li>Nikdy nikomu nesdělujte své heslo ani ověřovací kódy, ani lidem, kteří tvrdí, že jsou z podpory.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
