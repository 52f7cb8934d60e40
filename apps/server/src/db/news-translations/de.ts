/** The seed articles in German. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Risikohinweis: CFDs und andere Hebelprodukte sind komplexe Instrumente, mit denen Sie schnell Geld verlieren können; handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Wie Margin und Hebel funktionieren: ein Rechenbeispiel',
    desc: 'Was Margin ist, wie der Hebel sie verändert und warum er das gebundene Geld ändert, nicht aber die Höhe Ihrer Gewinne oder Verluste.',
    content: `
<p>Mit einem Hebel können Sie eine Position eröffnen, die deutlich größer ist als das Geld, das Sie dafür hinterlegen. Dieses hinterlegte Geld heißt <strong>Margin</strong>. Zu verstehen, wie beides zusammenhängt, ist der erste Schritt zu einem verantwortungsvollen Handel mit Hebelprodukten: Der Hebel ändert, wie viel Sie für die Eröffnung eines Trades benötigen, aber nicht, wie viel Sie gewinnen oder verlieren, wenn sich der Kurs bewegt.</p>

<h2>Lots und Kontraktgröße</h2>
<p>Die Größe einer Position wird in Lots angegeben. Jedes Instrument hat eine Kontraktgröße: die Anzahl der Einheiten in einem Lot. Bei den meisten Währungspaaren entspricht ein Lot 100.000 Einheiten der Basiswährung, 0,10 Lot EURUSD sind also 10.000 Euro. Die Kontraktgrößen unterscheiden sich zwischen Forex, Metallen, Energie, Indizes, Aktien und Kryptowährungen; in den Details jedes Instruments finden Sie die jeweils gültige.</p>

<h2>So wird die Margin berechnet</h2>
<p>Für Instrumente mit Hebel gilt folgende Formel:</p>
<blockquote><strong>Margin = Lots × Kontraktgröße × Kurs ÷ Hebel</strong></blockquote>
<p>Rechenbeispiel: Sie kaufen 0,10 Lot EURUSD zu 1,0850 mit Hebel 100 (oft als 1:100 geschrieben).</p>
<table>
<thead><tr><th>Schritt</th><th>Rechnung</th><th>Ergebnis</th></tr></thead>
<tbody>
<tr><td>Positionsgröße</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Wert in US-Dollar</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Margin bei Hebel 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Solange die Position offen ist, sind also 108,50 USD Ihres Kontos gebunden. Mit Hebel 50 bräuchte dieselbe Position 217,00 USD, mit Hebel 200 nur 54,25 USD. Wird ein Instrument in einer anderen Währung als dem US-Dollar notiert, wird die Margin zum aktuellen Kurs in USD umgerechnet. Bei manchen Instrumenten gilt stattdessen eine feste Margin pro Lot. In jedem Fall zeigt die Ordermaske die Margin an, bevor Sie bestätigen.</p>

<h2>Der Hebel verringert das Risiko nicht</h2>
<p>Gewinn und Verlust hängen von der Größe der Position ab, nicht von der Margin. Bei 0,10 Lot EURUSD ist jede Bewegung um 0,0001 (ein Pip) 1 USD wert. Ein Rückgang von 1,0850 auf 1,0800 sind 50 Pips: bei einem Kauf ein Verlust von 50 USD, also fast die Hälfte der Margin von 108,50 USD. Das gilt unabhängig davon, welchen Hebel Sie gewählt haben. Ein höherer Hebel bedeutet nur, dass weniger von Ihrem Kontostand gebunden wird – und macht es dadurch leichter, Positionen zu eröffnen, die für das Konto zu groß sind.</p>

<h2>Kontokennzahlen, die Sie im Blick behalten sollten</h2>
<ul>
<li><strong>Kontostand</strong>: Ihre Einzahlungen, Auszahlungen und die Ergebnisse geschlossener Positionen.</li>
<li><strong>Nettowert</strong> (Equity): Kontostand plus offener Gewinn oder Verlust der offenen Positionen.</li>
<li><strong>Margin</strong>: der Gesamtbetrag, der für offene Positionen und ausstehende Orders gebunden ist.</li>
<li><strong>Freie Margin</strong>: Nettowert minus Margin. Eine neue Order wird nur angenommen, wenn die freie Margin ihre Margin, ihre Gebühr und den Spread bei der Eröffnung abdeckt.</li>
<li><strong>Margin-Level</strong>: Nettowert ÷ Margin × 100 %. Je niedriger es ist, desto näher ist das Konto an einem Stop-out.</li>
</ul>

<h2>Bewährte Gewohnheiten</h2>
<ul>
<li>Wählen Sie die Positionsgröße nach dem Betrag, den Sie zu verlieren bereit sind, und prüfen Sie dann die Margin – nicht umgekehrt.</li>
<li>Halten Sie reichlich freie Margin vor, damit normale Kursschwankungen Ihr Margin-Level nicht in Richtung Stop-out-Level drücken.</li>
<li>Denken Sie daran, dass auch ausstehende Orders Margin reservieren, schon bevor sie ausgeführt werden.</li>
<li>Üben Sie mit einem Demokonto, bis Ihnen diese Zahlen vertraut sind.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-Loss und Take-Profit: den Ausstieg planen',
    desc: 'Wie Stop-Loss und Take-Profit funktionieren, auf welcher Seite des Kurses sie liegen und warum ein Level ein Auslöser und kein garantierter Kurs ist.',
    content: `
<p>Jede Position endet irgendwo. Mit Stop-Loss und Take-Profit legen Sie im Voraus fest, wo – in Ruhe statt mitten in einem schnellen Markt.</p>

<h2>Was sie bewirken</h2>
<ul>
<li><strong>Stop-Loss (SL)</strong>: ein Kurs, bei dem eine Verlustposition automatisch geschlossen wird, um den Verlust zu begrenzen.</li>
<li><strong>Take-Profit (TP)</strong>: ein Kurs, bei dem eine Gewinnposition automatisch geschlossen wird, um den Gewinn zu sichern.</li>
</ul>
<p>Beide sind optional. Sie können sie beim Aufgeben einer Order festlegen oder später über „TP/SL festlegen“ bei der Position, und Sie können sie jederzeit ändern oder entfernen. Wenn Sie einen Kurs leer lassen oder 0 eingeben, wird er entfernt.</p>

<h2>Auf welcher Seite des Kurses?</h2>
<table>
<thead><tr><th>Position</th><th>Stop-Loss</th><th>Take-Profit</th><th>Verglichen mit</th></tr></thead>
<tbody>
<tr><td>Kauf (Long)</td><td>unter dem Kurs</td><td>über dem Kurs</td><td>dem Geldkurs (Bid)</td></tr>
<tr><td>Verkauf (Short)</td><td>über dem Kurs</td><td>unter dem Kurs</td><td>dem Briefkurs (Ask)</td></tr>
</tbody>
</table>
<p>Die Levels werden mit dem Kurs verglichen, zu dem die Position geschlossen würde: Ein Kauf wird zum Geldkurs geschlossen, ein Verkauf zum Briefkurs. Bei einem Verkauf enthält der Briefkurs den Spread, daher kann ein sehr nah am Kurs platzierter Stop-Loss früher erreicht werden als erwartet, besonders wenn die Spreads weit sind.</p>

<h2>Ein Level ist ein Auslöser, kein garantierter Kurs</h2>
<p>Erreicht der Kurs Ihr Level, wird die Position zu dem Marktkurs geschlossen, der in diesem Moment verfügbar ist. In einem ruhigen Markt liegt dieser auf oder sehr nahe an Ihrem Level. In einem schnellen Markt oder wenn ein Markt nach einem Wochenende oder Feiertag zu einem deutlich anderen Kurs wieder öffnet (eine Kurslücke), kann die Schließung schlechter als Ihr Level ausfallen, gelegentlich auch besser. Diese Abweichung nennt man Slippage. Außerdem können Levels nicht ausgelöst werden, solange ein Markt geschlossen ist, weil es dann keine neuen Kurse gibt.</p>

<h2>Sinnvolle Levels wählen</h2>
<ul>
<li>Setzen Sie den Stop-Loss dort, wo sich Ihre Trade-Idee als falsch erweisen würde, zum Beispiel jenseits eines jüngsten Swing-Hochs oder -Tiefs, statt bei einem runden Geldbetrag.</li>
<li>Lassen Sie Raum für normale Bewegungen. Ein Stop innerhalb des üblichen Auf und Ab Ihres Zeitrahmens wird oft durch Marktrauschen ausgelöst.</li>
<li>Bemessen Sie die Position dann so, dass der Verlust beim Erreichen des Stops ein Betrag ist, den Sie akzeptieren. Unser Artikel zur Positionsgröße zeigt, wie das geht.</li>
<li>Vergleichen Sie den möglichen Gewinn mit dem Risiko. Liegt der Take-Profit doppelt so weit entfernt wie der Stop-Loss, deckt ein Gewinntrade zwei Verlusttrades ab – doch kein Verhältnis garantiert ein Ergebnis.</li>
</ul>

<h2>Häufige Fehler</h2>
<ul>
<li><strong>Den Stop-Loss weiter weg verschieben</strong>, wenn sich der Kurs ihm nähert. So wird aus einem geplanten kleinen Verlust ein ungeplanter großer.</li>
<li><strong>Ohne Stop-Loss handeln</strong> und sich auf den Stop-out verlassen. Ein Stop-out erfolgt viel später, nach einem viel größeren Verlust, und schließt Positionen zu den Bedingungen der Plattform statt zu Ihren eigenen.</li>
<li><strong>Den Take-Profit zu nah setzen</strong>, sodass Spread und Gebühren den Großteil des Gewinns aufzehren.</li>
</ul>
<p>Etwas anderes ist es, einen Stop-Loss <em>näher</em> heranzuziehen, um Gewinne zu sichern, nachdem sich ein Trade zu Ihren Gunsten entwickelt hat: Das verringert das Risiko, und viele Trader tun das Schritt für Schritt als manuellen Trailing-Stop.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Margin Call, Stop-out und Schutz vor negativem Kontostand',
    desc: 'Wenn Verluste Ihre Margin aufzehren: das Margin-Level, der Stop-out bei 50 %, welche Positionen zuerst schließen und der Schutz vor negativem Kontostand.',
    content: `
<p>Gehebelte Positionen werden durch das Geld auf Ihrem Konto gedeckt. Dieser Artikel erklärt, was passiert, wenn Verluste dieses Geld aufzuzehren beginnen, und wie Sie sich von diesem Punkt fernhalten.</p>

<h2>Das Margin-Level – die entscheidende Kennzahl</h2>
<blockquote><strong>Margin-Level = Nettowert ÷ Margin × 100 %</strong></blockquote>
<p>Der Nettowert ist Ihr Kontostand plus oder minus das offene Ergebnis Ihrer offenen Positionen. Die Margin ist der Betrag, der für offene Positionen und ausstehende Orders gebunden ist. Ist nichts offen, gibt es kein Margin-Level. Die App zeigt außerdem eine <strong>Risikoquote</strong> an, dieselbe Information umgekehrt: Margin ÷ Nettowert × 100 %. Ein Margin-Level von 50 % entspricht einer Risikoquote von 200 %.</p>

<h2>Was ist ein Margin Call?</h2>
<p>Klassisch ist ein Margin Call eine Warnung, dass das Margin-Level so weit gefallen ist, dass der Trader Geld nachschießen oder Positionen reduzieren muss. Die Warnzeichen sehen Sie in Ihren Kontokennzahlen. Fällt das Margin-Level auf 100 %, ist die freie Margin null: Sie können keine neuen Positionen eröffnen, und jeder weitere Verlust bringt Sie näher an den Stop-out. Betrachten Sie ein sinkendes Margin-Level als Ihren eigenen Margin Call und handeln Sie, bevor die Plattform es tun muss.</p>

<h2>Was ist ein Stop-out?</h2>
<p>Ein Stop-out ist das automatische Schließen von Positionen, damit das Konto nicht mehr verliert, als es enthält. Das Stop-out-Level ist ein Margin-Level von <strong>50 %</strong>. Liegt das Margin-Level auf oder unter diesem Wert,</p>
<ol>
<li>wird zuerst die offene Position mit dem größten offenen Verlust zum aktuellen Marktkurs geschlossen;</li>
<li>wird das Konto neu bewertet, und liegt das Margin-Level weiterhin bei oder unter 50 %, wird die nächstschlechteste Position geschlossen, und so weiter;</li>
<li>werden, falls nur noch ausstehende Orders übrig sind und das Level weiterhin erreicht ist, diese storniert, beginnend mit der Order mit der größten Margin.</li>
</ol>
<p>Eine Position, deren Markt in diesem Moment geschlossen ist, kann erst geschlossen werden, wenn der Markt wieder öffnet.</p>

<h2>Ein Rechenbeispiel</h2>
<p>Sie haben einen Kontostand von 1.000 USD und offene Positionen, die 400 USD Margin binden.</p>
<table>
<thead><tr><th>Offenes Ergebnis</th><th>Nettowert</th><th>Margin-Level</th><th>Bedeutung</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>250 %</td><td>Komfortabel</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100 %</td><td>Freie Margin ist null; keine neuen Positionen</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50 %</td><td>Stop-out beginnt</td></tr>
</tbody>
</table>
<p>Hier löst ein Verlust von 800 USD, vier Fünftel des Kontostands, den Stop-out aus. Bevor Sie eine Order bestätigen, schätzt die Ordermaske einen Stop-out-Kurs; er zeigt, wie weit sich der Markt gegen Sie bewegen müsste.</p>

<h2>Schutz vor negativem Kontostand</h2>
<p>In einem schnellen Markt oder nach einer Kurslücke können Positionen zu Kursen weit jenseits des Stop-out-Levels geschlossen werden, und gelegentlich kann ein Verlust den Kontostand übersteigen. Mit dem Schutz vor negativem Kontostand wird Ihr Kontostand, falls er nach dem Schließen einer Position unter null liegt, wieder auf null gesetzt, und den Fehlbetrag trägt der Broker – Sie schulden also nie mehr, als auf Ihrem Konto war. Dieser Schutz ist ein Sicherheitsnetz für Extremfälle, keine Strategie: Sie können trotzdem Ihren gesamten Kontostand verlieren.</p>

<h2>So halten Sie Abstand zum Stop-out</h2>
<ul>
<li>Setzen Sie bei jeder Position einen Stop-Loss, damit Verluste lange vor einem Stop-out auf Ihrem Level geschlossen werden.</li>
<li>Handeln Sie kleinere Größen mit geringerem Hebel, damit die Margin nur einen kleinen Teil Ihres Nettowerts ausmacht.</li>
<li>Achten Sie auf zusammenhängende Positionen: Mehrere Trades, die von derselben Bewegung abhängen, können gemeinsam verlieren.</li>
<li>Denken Sie daran, dass ausgezahltes Geld offene Positionen nicht mehr stützt.</li>
<li>Eine Einzahlung erhöht das Margin-Level, repariert aber keinen Trade, der schlicht falsch gelaufen ist.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Positionsgröße: Wie viel sollten Sie pro Trade riskieren?',
    desc: 'Aus „nicht zu viel“ wird eine Zahl: So bemessen Sie eine Position anhand Ihres Stop-Loss und eines festen Anteils Ihres Kontos, etwa 1 % pro Trade.',
    content: `
<p>Die Frage, was man handelt, bekommt die meiste Aufmerksamkeit, doch wie viel man handelt, entscheidet meist darüber, ob ein Konto eine Verlustserie übersteht. Mit der richtigen Positionsgröße wird aus dem vagen Gefühl „nicht zu viel“ eine Zahl, die Sie vor jedem Trade überprüfen können.</p>

<h2>Beginnen Sie mit dem Risiko pro Trade</h2>
<p>Viele Trader begrenzen den Verlust aus einem einzelnen Trade auf einen kleinen, festen Anteil des Kontos, üblicherweise 1 % und selten mehr als 2 %. Bei einem Konto mit 5.000 USD sind 1 % genau 50 USD. Das begrenzt nicht, wie weit sich der Markt bewegen kann; es begrenzt, wie viel Sie verlieren, wenn Ihr Stop-Loss auf seinem Level erreicht wird.</p>

<h2>Die Formel</h2>
<blockquote><strong>Lots = riskierter Betrag ÷ (Stop-Abstand in Pips × Pip-Wert pro Lot)</strong></blockquote>
<p>Bei EURUSD und anderen in US-Dollar notierten Paaren mit einer Kontraktgröße von 100.000 ist ein Pip (0,0001) 10 USD pro Lot wert, 1 USD pro 0,10 Lot und 0,10 USD pro 0,01 Lot.</p>

<h3>Rechenbeispiel</h3>
<ul>
<li>Konto: 5.000 USD. Risiko: 1 %, also 50 USD.</li>
<li>Sie planen, EURUSD zu 1,0850 zu kaufen, mit einem Stop-Loss bei 1,0825, also 25 Pips entfernt.</li>
<li>Verlust pro Lot, wenn der Stop erreicht wird: 25 × 10 = 250 USD.</li>
<li>Positionsgröße: 50 ÷ 250 = <strong>0,20 Lot</strong>.</li>
</ul>
<p>Bei Hebel 100 benötigt diese Position 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD Margin. Beachten Sie, dass der Hebel bei der Wahl der Größe keine Rolle gespielt hat: Er bestimmt nur, wie viel Margin gebunden wird. Ergibt die Rechnung eine krumme Zahl, runden Sie auf die Lot-Schrittweite des Instruments <em>ab</em>, zum Beispiel 0,01.</p>
<p>Spread und eine etwaige Handelsgebühr kommen hinzu, und in einem schnellen Markt kann ein Stop zu einem schlechteren Kurs ausgeführt werden; der tatsächliche Verlust kann also etwas größer ausfallen als geplant.</p>

<h2>Warum kleine Prozentsätze wichtig sind</h2>
<table>
<thead><tr><th>Verluste in Folge</th><th>Verbleibend bei 1 % Risiko</th><th>Verbleibend bei 2 % Risiko</th><th>Verbleibend bei 5 % Risiko</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1 %</td><td>90,4 %</td><td>77,4 %</td></tr>
<tr><td>10</td><td>90,4 %</td><td>81,7 %</td><td>59,9 %</td></tr>
<tr><td>20</td><td>81,8 %</td><td>66,8 %</td><td>35,8 %</td></tr>
</tbody>
</table>
<p>Verlustserien kommen auch bei sorgfältigem Vorgehen vor. Außerdem lassen sich Verluste schwerer aufholen, als es scheint: Nach einem Verlust von 20 % brauchen Sie einen Gewinn von 25 %, um wieder beim Ausgangspunkt zu sein, und nach einem Verlust von 50 % brauchen Sie 100 %.</p>

<h2>Was Sie außerdem prüfen sollten</h2>
<ul>
<li><strong>Andere Instrumente.</strong> Was eine Kursbewegung wert ist, hängt von der Kontraktgröße und der Notierungswährung ab. Hat Gold eine Kontraktgröße von 100 Unzen, ist eine Bewegung um 1,00 USD 100 USD pro Lot wert. Rechnen Sie es anhand der Details des Instruments aus und vergleichen Sie das Ergebnis mit der Schätzung in der Ordermaske.</li>
<li><strong>Gesamtrisiko.</strong> Drei Positionen, die alle von einem schwächeren US-Dollar abhängen, verhalten sich wie eine einzige große Position. Addieren Sie Ihr gesamtes Risiko, nicht nur das jedes einzelnen Trades.</li>
<li><strong>Freie Margin.</strong> Halten Sie genug Reserve, damit normale Schwankungen Ihr Margin-Level nicht in die Nähe des Stop-out-Levels bringen.</li>
<li><strong>Konsequenz.</strong> Berechnen Sie die Größe für jeden Trade neu und erhöhen Sie sie nie, um einen Verlust wieder hereinzuholen.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spreads, Gebühren und der Unterschied zwischen Geld- und Briefkurs',
    desc: 'Warum jede Notierung zwei Kurse hat, warum eine neue Position leicht im Minus startet und welche Gebühren Sie vor dem Handeln einrechnen sollten.',
    content: `
<p>Jede Notierung hat zwei Kurse. Wenn Sie diese und die anfallenden Gebühren verstehen, wissen Sie, was ein Trade kostet, bevor sich der Markt überhaupt bewegt hat.</p>

<h2>Geldkurs und Briefkurs</h2>
<ul>
<li><strong>Geldkurs (Bid)</strong>: der Kurs, zu dem Sie verkaufen können.</li>
<li><strong>Briefkurs (Ask)</strong>: der Kurs, zu dem Sie kaufen können. Er liegt immer über dem Geldkurs.</li>
</ul>
<p>Die Differenz zwischen beiden ist der <strong>Spread</strong>. Welcher Kurs gilt, hängt davon ab, was Sie tun:</p>
<table>
<thead><tr><th></th><th>Kauf (Long)</th><th>Verkauf (Short)</th></tr></thead>
<tbody>
<tr><td>Eröffnung zum</td><td>Briefkurs</td><td>Geldkurs</td></tr>
<tr><td>Schließung zum</td><td>Geldkurs</td><td>Briefkurs</td></tr>
</tbody>
</table>

<h2>Warum eine neue Position leicht im Minus startet</h2>
<p>Angenommen, EURUSD wird zur Veranschaulichung mit 1,08500 Geld und 1,08512 Brief notiert: ein Spread von 0,00012 oder 1,2 Pips. Kaufen Sie 0,10 Lot, eröffnen Sie zu 1,08512, doch die Position wird zu dem Kurs bewertet, zu dem sie geschlossen werden könnte, also zum Geldkurs von 1,08500. Sie zeigt daher sofort einen offenen Verlust von 0,00012 × 10.000 = 1,20 USD, und der Geldkurs muss um den Spread steigen, bevor der Trade die Gewinnschwelle erreicht. Bei einem Verkauf gilt dasselbe umgekehrt.</p>
<p>Der Spread fällt am stärksten ins Gewicht, wenn die angestrebte Bewegung klein ist. Bei einem Ziel von 10 Pips macht ein Spread von 1,2 Pips 12 % des Ziels aus, bei einem Ziel von 100 Pips sind es 1,2 %.</p>

<h2>Was den Spread beeinflusst</h2>
<ul>
<li><strong>Liquidität.</strong> Die wichtigsten Währungspaare werden meist mit engeren Spreads gehandelt als weniger gehandelte Paare, kleinere Aktien oder kleinere Kryptowährungen.</li>
<li><strong>Tageszeit.</strong> Marktweit sind die Spreads tendenziell weiter kurz nach einer Markteröffnung, rund um den täglichen Rollover und wenn die wichtigsten Handelszentren geschlossen sind.</li>
<li><strong>Volatilität.</strong> Rund um wichtige Wirtschaftsdaten oder unerwartete Nachrichten bewegen sich die Kurse schnell, und die Spreads können sich ausweiten.</li>
</ul>
<p>Sehen Sie sich vor dem Handeln immer die aktuellen Geld- und Briefkurse in der Kursansicht an.</p>

<h2>Handelsgebühren</h2>
<p>Zusätzlich zum Spread kann bei der Eröffnung einer Position eine Handelsgebühr anfallen. Je nach Einstellung der Plattform ist sie entweder ein fester Betrag pro Lot oder ein Prozentsatz der Margin. Bei einer ausstehenden Order wird sie berechnet, wenn die Order ausgeführt wird, nicht wenn Sie sie aufgeben. Die Schätzung in der Ordermaske zeigt die Gebühr, bevor Sie bestätigen, und jede Gebühr erscheint als eigener Eintrag in Ihren Kontobewegungen. Gebühren fallen an, egal ob ein Trade gewinnt oder verliert.</p>

<h2>Kosten für Ein- und Auszahlungen</h2>
<p>Auch Geldbewegungen verursachen eigene Kosten: Netzwerkgebühren der Blockchain bei Coin-Überweisungen, Entgelte Ihrer Bank oder zwischengeschalteter Banken bei Banküberweisungen und eine Auszahlungsgebühr, die vor dem Absenden im Formular angezeigt wird. Unser Artikel über Ein- und Auszahlungen erklärt jede davon.</p>

<h2>Kosten im Griff behalten</h2>
<ul>
<li>Vergleichen Sie vor jedem Trade den Spread mit dem Abstand zu Ihrem Stop-Loss und zu Ihrem Ziel.</li>
<li>Setzen Sie lieber auf weniger, gut vorbereitete Trades: Jeder Trade zahlt den Spread und eine etwaige Gebühr.</li>
<li>Seien Sie vorsichtig damit, Positionen kurz nach einer Markteröffnung zu eröffnen, wenn die Spreads oft weiter sind.</li>
<li>Erfassen Sie die Kosten in Ihrem Trading-Tagebuch, damit Sie Ihre Ergebnisse nach Kosten beurteilen und nicht davor.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Kerzencharts lesen und den richtigen Zeitrahmen wählen',
    desc: 'Was jeder Teil einer Kerze aussagt, wie sich die Zeitrahmen von 1 Min bis 1 Tag unterscheiden und wie Sie mehrere nutzen, ohne zu viel hineinzulesen.',
    content: `
<p>Der Kerzenchart (Candlestick-Chart) ist die gängigste Art, Kurse darzustellen. Jede Kerze fasst den Kursverlauf eines Zeitraums zusammen, und der gesamte Chart zeigt, wie sich Käufer und Verkäufer im Lauf der Zeit verhalten haben.</p>

<h2>Der Aufbau einer Kerze</h2>
<ul>
<li><strong>Eröffnung</strong>: der erste Kurs des Zeitraums.</li>
<li><strong>Schluss</strong>: der letzte Kurs des Zeitraums.</li>
<li><strong>Hoch</strong> und <strong>Tief</strong>: der höchste und der niedrigste Kurs, der im Zeitraum erreicht wurde.</li>
</ul>
<p>Der dicke Teil, der <strong>Kerzenkörper</strong>, reicht von der Eröffnung bis zum Schluss. Die dünnen Linien darüber und darunter, die <strong>Dochte</strong> oder Schatten, reichen bis zum Hoch und zum Tief. Eine Kerze, die über ihrer Eröffnung schließt, ist eine steigende (bullische) Kerze; eine, die unter ihrer Eröffnung schließt, ist eine fallende (bärische) Kerze. Farben sind eine Konvention und unterscheiden sich je nach Region und App; prüfen Sie also, wie Ihr Chart sie einfärbt.</p>

<h2>Was Formen andeuten können</h2>
<ul>
<li><strong>Ein langer Körper mit kurzen Dochten</strong>: Der Kurs hat sich im Zeitraum stetig in eine Richtung bewegt.</li>
<li><strong>Ein kleiner Körper mit langen Dochten</strong>: Der Kurs hat eine weite Strecke zurückgelegt, aber nahe seinem Ausgangspunkt geschlossen – ein Zeichen von Unentschlossenheit.</li>
<li><strong>Ein langer unterer Docht</strong>: Verkäufer haben den Kurs gedrückt, doch Käufer haben ihn vor dem Schluss wieder nach oben gebracht. Ein langer oberer Docht bedeutet das Gegenteil.</li>
</ul>
<p>Eine einzelne Kerze ist für sich genommen ein schwaches Indiz. Formen sagen im Kontext mehr aus, etwa nahe einem Level, an dem der Markt schon einmal gedreht hat, und selbst dann beschreiben sie, was passiert ist, nicht, was als Nächstes passiert.</p>

<h2>Zeitrahmen</h2>
<table>
<thead><tr><th>Zeitraum</th><th>Eine Kerze umfasst</th><th>Typische Nutzung</th></tr></thead>
<tbody>
<tr><td>1 Min</td><td>1 Minute</td><td>Feines Timing von Ein- und Ausstiegen</td></tr>
<tr><td>5 Min</td><td>5 Minuten</td><td>Kurzfristiger Intraday-Handel</td></tr>
<tr><td>15 Min</td><td>15 Minuten</td><td>Intraday-Struktur</td></tr>
<tr><td>30 Min</td><td>30 Minuten</td><td>Intraday-Schwankungen</td></tr>
<tr><td>1 Std</td><td>1 Stunde</td><td>Daytrading und kurze Swing-Trades</td></tr>
<tr><td>1 Tag</td><td>1 Tag</td><td>Übergeordneter Trend und wichtige Levels</td></tr>
</tbody>
</table>
<p>Tageskerzen beginnen in unseren Charts um 00:00 UTC; eine Tageskerze entspricht daher nicht unbedingt dem Handelstag einer Börse oder Ihrem lokalen Kalendertag.</p>

<h2>Mehrere Zeitrahmen nutzen</h2>
<p>Ein verbreiteter Ansatz arbeitet von oben nach unten: der Tageschart für die Richtung und wichtige Levels, der Stundenchart für die Struktur und erst dann ein kurzer Zeitrahmen für das Timing des Einstiegs. Eine Bewegung, die im 1-Minuten-Chart dramatisch aussieht, ist im Tageschart vielleicht nur ein kleines Zucken. Kurze Zeitrahmen zeigen außerdem mehr Rauschen und verleiten dazu, häufiger zu handeln – und jeder Trade zahlt den Spread und eine etwaige Gebühr.</p>

<h2>Kurslücken und geschlossene Märkte</h2>
<p>Solange ein Markt geschlossen ist, bei Aktien über Nacht oder bei Forex am Wochenende, bilden sich keine neuen Kerzen. Öffnet er wieder, kann der erste Kurs weit vom letzten entfernt liegen und eine Lücke (Gap) im Chart hinterlassen. Kurslücken sind wichtig, weil ein Stop-Loss nicht greifen kann, solange der Markt geschlossen ist, und danach zum ersten verfügbaren Kurs ausgeführt wird.</p>

<h2>Charts verantwortungsvoll lesen</h2>
<ul>
<li>Legen Sie fest, wonach Sie suchen, bevor Sie den Chart öffnen, statt ihn nach einem Grund zum Handeln zu durchsuchen.</li>
<li>Markieren Sie Ihren Stop-Loss dort, wo der Chart zeigt, dass Ihre Idee falsch wäre.</li>
<li>Führen Sie ein Tagebuch mit Screenshots Ihrer Trades. Muster in Ihren eigenen Entscheidungen sind oft nützlicher als Muster in Kerzen.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Handelszeiten: wann Märkte öffnen und schließen – und warum',
    desc: 'Forex wird 24/5 gehandelt, Aktien und Indizes folgen ihren Börsen, Krypto schließt nie. Was jeder Zeitplan für Ihre Orders und Stops bedeutet.',
    content: `
<p>Kurse bewegen sich nur, solange jemand handelt. Jedes Instrument folgt den Handelszeiten des Marktes, der dahintersteht, daher öffnen und schließen Instrumente zu unterschiedlichen Zeiten. Wer den Zeitplan kennt, erlebt keine Überraschungen, denn solange ein Markt geschlossen ist, können Sie darin weder Positionen eröffnen noch schließen.</p>

<h2>Handelszeiten nach Anlageklasse</h2>
<table>
<thead><tr><th>Anlageklasse</th><th>Übliche Zeiten</th><th>Hinweise</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Sonntag 17:00 bis Freitag 17:00, New Yorker Zeit</td><td>Rund um die Uhr, fünf Tage die Woche</td></tr>
<tr><td>Metalle und Energie</td><td>Sonntag 18:00 bis Freitag 17:00, New Yorker Zeit</td><td>Tägliche Pause von 17:00 bis 18:00</td></tr>
<tr><td>Indizes</td><td>Die Zeiten der Börse oder des Terminmarkts hinter dem jeweiligen Index</td><td>Zum Beispiel GER40 08:00–22:00 Berliner Zeit, UK100 08:00–21:00 Londoner Zeit; US-Indizes folgen den nahezu 24-stündigen Handelszeiten der Futures</td></tr>
<tr><td>Aktien</td><td>09:30–16:00 New Yorker Zeit, Montag bis Freitag</td><td>Die reguläre Börsensitzung</td></tr>
<tr><td>Krypto</td><td>Immer geöffnet</td><td>24 Stunden am Tag, 7 Tage die Woche</td></tr>
</tbody>
</table>
<p>Die Zeiten gelten jeweils in der Ortszeit des Marktes und folgen dessen Sommerzeitumstellung, sodass sie sich in Ihrer eigenen Zeitzone im Frühjahr und im Herbst um eine Stunde verschieben können. Die App kennzeichnet ein Instrument mit „Markt geschlossen“, wann immer es nicht gehandelt wird.</p>

<h2>Die Forex-Sitzungen</h2>
<p>Forex hat keine zentrale Börse: Banken und andere Institute handeln weltweit miteinander. Der Handelstag wandert von Asien-Pazifik (Sydney und Tokio) über Europa (London) nach Nordamerika (New York). Die Aktivität ist meist am höchsten, während sich die Londoner und die New Yorker Sitzung überschneiden, und geringer am späten New Yorker Nachmittag sowie rund um den täglichen Rollover um 17:00 New Yorker Zeit, wenn sich die Spreads marktweit oft ausweiten.</p>

<h2>Warum Märkte schließen</h2>
<ul>
<li><strong>Börsenzeiten.</strong> Aktien und Indizes sind an Börsen mit festen Handelszeiten gebunden; außerhalb davon gibt es keinen offiziellen Kurs.</li>
<li><strong>Wochenenden.</strong> Das Bankensystem hinter Forex, Metallen und Energie pausiert am Wochenende weitgehend.</li>
<li><strong>Feiertage.</strong> Märkte schließen an gesetzlichen Feiertagen wie dem ersten Weihnachtstag und Neujahr, und manche schließen an den Tagen rund um diese Feiertage früher. Die Kalender unterscheiden sich von Land zu Land, sodass US-Aktien an einem US-Feiertag geschlossen sein können, während europäische Indizes normal gehandelt werden.</li>
<li><strong>Tägliche Pausen.</strong> Manche Märkte pausieren jeden Tag, etwa mit der einstündigen Pause bei Metallen und Energie.</li>
</ul>
<p>Kryptomärkte haben keinen Handelsschluss, doch am Wochenende und über Nacht kann der Handel trotzdem dünner sein.</p>

<h2>Was ein geschlossener Markt für Sie bedeutet</h2>
<ul>
<li>Neue Orders, ob Marktorders oder ausstehende Orders, können nicht aufgegeben und offene Positionen nicht geschlossen werden.</li>
<li>Stop-Loss- und Take-Profit-Levels können nicht ausgelöst werden, weil es keine neuen Kurse gibt.</li>
<li>Sie können weiterhin eine ausstehende Order stornieren und Stop-Loss- und Take-Profit-Levels anpassen.</li>
<li>Offene Positionen bleiben offen und behalten ihre Margin. Öffnet der Markt wieder, kann der erste Kurs vom letzten abweichen (eine Kurslücke), und jedes Level, das dabei übersprungen wird, wird zum ersten verfügbaren Kurs ausgeführt.</li>
</ul>

<h2>Planen mit dem Kalender</h2>
<ul>
<li>Entscheiden Sie vor einem Wochenende bewusst, ob Sie jede einzelne Position darüber halten wollen.</li>
<li>Prüfen Sie die Feiertagszeiten im Voraus, besonders zum Jahresende, wenn viele Märkte verkürzte Handelszeiten haben.</li>
<li>Seien Sie vorsichtig rund um Sitzungseröffnungen und angekündigte Wirtschaftsdaten, wenn sich die Kurse stark bewegen können.</li>
<li>Wenn Sie Aktien handeln, denken Sie daran, dass Unternehmensergebnisse oft außerhalb der regulären Handelszeiten veröffentlicht werden und sich bei der nächsten Eröffnung als Kurslücke zeigen können.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Ein- und Auszahlungen erklärt',
    desc: 'Einzahlung per USDT, USDC oder Banküberweisung, warum das Netzwerk passen muss, was „gesperrt“ bedeutet und wie Auszahlungsgebühren funktionieren.',
    content: `
<p>Ihr Handelskonto wird in US-Dollar geführt. Sie können es mit Kryptowährungen wie den Stablecoins USDT und USDC oder per Banküberweisung aufladen und Geld an eine hinterlegte Coin-Adresse oder ein hinterlegtes Bankkonto auszahlen lassen. So funktioniert jeder Schritt, und so vermeiden Sie die häufigsten Fehler.</p>

<h2>Kryptowährung einzahlen</h2>
<ol>
<li>Öffnen Sie <strong>Einzahlung</strong>, wählen Sie <strong>Kryptowährung</strong> und dann Coin und Netzwerk, zum Beispiel USDT über TRC20 oder USDT über ERC20.</li>
<li>Kopieren Sie die für diese Option angezeigte Einzahlungsadresse. Fügen Sie sie ein, statt sie abzutippen, und vergleichen Sie nach dem Einfügen die ersten und letzten Zeichen.</li>
<li>Senden Sie den Coin aus Ihrer Wallet oder Ihrem Börsenkonto und wählen Sie dabei <strong>dasselbe Netzwerk</strong>.</li>
<li>Geben Sie den gesendeten Betrag ein, laden Sie einen Screenshot der Überweisung als Zahlungsnachweis hoch und senden Sie die Einzahlung ab.</li>
</ol>
<p>Nach der Prüfung wird die Einzahlung in USD zu dem für diese Option angezeigten Kurs gutgeschrieben.</p>

<h3>Warum das Netzwerk wichtig ist</h3>
<p>Derselbe Coin kann auf mehreren Blockchains existieren. USDT über TRC20 (das TRON-Netzwerk) und USDT über ERC20 (das Ethereum-Netzwerk) laufen über getrennte Netzwerke, und ihre Adressen sehen unterschiedlich aus: TRC20-Adressen beginnen mit „T“, ERC20-Adressen mit „0x“. <strong>Senden Sie nur den Coin über das Netzwerk, das bei der Adresse angegeben ist.</strong> Eine Überweisung über ein anderes Netzwerk oder mit einem anderen Coin kann nicht gutgeschrieben werden und lässt sich womöglich nicht zurückholen. Die Netzwerkgebühren zahlt der Absender; sie unterscheiden sich je nach Netzwerk und ändern sich mit der Nachfrage, und Ihre Wallet zeigt die Gebühr an, bevor Sie senden.</p>

<h2>Einzahlung per Banküberweisung</h2>
<ol>
<li>Wählen Sie <strong>Banküberweisung</strong> und die Währung und notieren Sie dann das Empfängerkonto: Name der Bank, Kontoinhaber, Kontonummer oder IBAN und SWIFT-Code.</li>
<li>Führen Sie die Überweisung bei Ihrer Bank aus und <strong>geben Sie Ihre UID im Verwendungszweck an</strong>. Ihre UID steht auf Ihrer Profilseite; anhand der UID wird die Zahlung Ihrem Konto zugeordnet.</li>
<li>Laden Sie ein Bild der Überweisungsbestätigung als Nachweis hoch und senden Sie die Einzahlung ab.</li>
</ol>
<p>Banküberweisungen können einen oder mehrere Werktage dauern, und Ihre Bank oder zwischengeschaltete Banken können Gebühren abziehen. Gutgeschrieben wird der Betrag, der tatsächlich eingeht, umgerechnet in USD.</p>

<h2>Auszahlungen</h2>
<p>Hinterlegen Sie zuerst unter <strong>Auszahlung</strong> ein Empfängerkonto: eine Coin-Adresse für das Netzwerk, über das Sie empfangen möchten, oder ein Bankkonto. Prüfen Sie Netzwerk und Adresse sorgfältig, denn eine an eine falsche Adresse gesendete Zahlung kann nicht rückgängig gemacht werden.</p>

<h3>Wie viel Sie auszahlen können</h3>
<p>Der verfügbare Betrag ist der kleinere Wert aus Kontostand und Nettowert, abzüglich der Margin, die durch offene Positionen und ausstehende Orders gebunden ist. Offene Gewinne müssen erst durch Schließen der Position realisiert werden, bevor sie ausgezahlt werden können, und offene Verluste müssen weiterhin gedeckt sein.</p>

<h3>Was nach dem Absenden passiert</h3>
<ul>
<li>Der Betrag wird sofort von Ihrem Kontostand abgezogen und als <strong>Gesperrt</strong> angezeigt, solange der Antrag geprüft wird. Gesperrtes Geld wird nicht für den Handel verwendet und ist von Handelsergebnissen nicht betroffen.</li>
<li>Sobald die Auszahlung erfolgt ist, wird der gesperrte Betrag ausgebucht.</li>
<li>Wird sie abgelehnt, geht der Betrag auf Ihren Kontostand zurück, und Sie sehen den Grund.</li>
</ul>

<h3>Gebühren und der Betrag, den Sie erhalten</h3>
<p>Das Formular zeigt vor dem Absenden die Auszahlungsgebühr (ein fester Betrag oder ein Prozentsatz), den Wechselkurs und den Betrag, den Sie erhalten. Bei einer Gebühr von 1 % beträgt die Gebühr für eine Auszahlung von 200 USD zum Beispiel 2 USD, und die verbleibenden 198 USD werden zum angezeigten Kurs umgerechnet. Der ausgezahlte Betrag wird auf den Cent abgerundet, und für jede Währung gilt ein Mindestbetrag für Auszahlungen.</p>

<h2>Sicher bleiben</h2>
<ul>
<li>Verwenden Sie jedes Mal die in der App angezeigten Einzahlungsdaten; sie können sich ändern, also verwenden Sie keine alten Adressen oder Kontonummern wieder.</li>
<li>Geben Sie Ihr Passwort oder Bestätigungscodes niemals an andere weiter, auch nicht an Personen, die sich als Support-Mitarbeiter ausgeben.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
