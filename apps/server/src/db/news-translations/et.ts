/** The seed articles in Estonian. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Riskihoiatus: CFD-d ja muud võimendusega tooted on keerukad ning nendega võib kiiresti raha kaotada; kaubelge ainult rahaga, mille kaotamist saate endale lubada.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Kuidas toimivad tagatis ja võimendus: näide koos arvutusega',
    desc: 'Mis on tagatis, kuidas võimendus seda muudab ja miks võimendus muudab kõrvale pandud raha, kuid mitte teie kasumi ega kahjumi suurust.',
    content: `
<p>Võimendus võimaldab avada positsiooni, mis on palju suurem kui raha, mille selle jaoks kõrvale panete. Kõrvale pandud raha nimetatakse <strong>tagatiseks</strong>. Nende omavahelise seose mõistmine on esimene samm vastutustundliku võimendusega kauplemise poole: võimendus muudab seda, kui palju raha on tehingu avamiseks vaja, kuid mitte seda, kui palju te hinna liikumisel võidate või kaotate.</p>

<h2>Lotid ja lepingu suurus</h2>
<p>Positsiooni suurust mõõdetakse lottides. Igal instrumendil on lepingu suurus: ühikute arv ühes lotis. Enamiku valuutapaaride puhul on üks lott 100 000 baasvaluuta ühikut, seega 0,10 lotti EURUSD-d on 10 000 eurot. Lepingu suurused on valuutaturul, metallidel, energial, indeksitel, aktsiatel ja krüptorahal erinevad ning iga instrumendi andmetes on näidatud just selle oma.</p>

<h2>Kuidas tagatist arvutatakse</h2>
<p>Võimendusega instrumentide puhul on valem järgmine:</p>
<blockquote><strong>Tagatis = lotid × lepingu suurus × hind ÷ võimendus</strong></blockquote>
<p>Näide: ostate 0,10 lotti EURUSD-d hinnaga 1,0850 võimendusega 100 (sageli kirjutatakse 1:100).</p>
<table>
<thead><tr><th>Samm</th><th>Arvutus</th><th>Tulemus</th></tr></thead>
<tbody>
<tr><td>Positsiooni suurus</td><td>0,10 × 100 000</td><td>10 000 EUR</td></tr>
<tr><td>Väärtus USA dollarites</td><td>10 000 × 1,0850</td><td>10 850,00 USD</td></tr>
<tr><td>Tagatis võimendusega 100</td><td>10 850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Seega on positsiooni avatuse ajal teie kontol kõrvale pandud 108,50 USD. Võimendusega 50 vajaks sama positsioon 217,00 USD, võimendusega 200 aga 54,25 USD. Kui instrumenti noteeritakse muus valuutas kui USA dollar, arvestatakse tagatis praeguse kursiga ümber USD-ks. Mõne instrumendi puhul kasutatakse selle asemel fikseeritud tagatist loti kohta. Igal juhul näitab orderi ekraan tagatist enne, kui tehingu kinnitate.</p>

<h2>Võimendus ei vähenda riski</h2>
<p>Kasum ja kahjum sõltuvad positsiooni suurusest, mitte tagatisest. 0,10 loti EURUSD puhul on iga liikumine 0,0001 võrra (üks pip) väärt 1 USD. Langus 1,0850-lt 1,0800-le on 50 pipi: ostupositsiooni puhul 50 USD kahjum, mis on peaaegu pool 108,50 USD suurusest tagatisest. See on sama, ükskõik millise võimenduse valisite. Suurem võimendus tähendab ainult seda, et kõrvale pannakse väiksem osa teie saldost, mis teeb kontole liiga suurte positsioonide avamise lihtsamaks.</p>

<h2>Konto näitajad, mida jälgida</h2>
<ul>
<li><strong>Saldo</strong>: teie sissemaksed, väljamaksed ja suletud positsioonide tulemused.</li>
<li><strong>Omakapital</strong> (equity): saldo pluss avatud positsioonide ujuv kasum või kahjum.</li>
<li><strong>Tagatis</strong>: avatud positsioonide ja ootel orderite jaoks kõrvale pandud summa kokku.</li>
<li><strong>Vaba tagatis</strong>: omakapital miinus tagatis. Uus order võetakse vastu ainult siis, kui vaba tagatis katab selle tagatise, tasu ja hinnavahe, millega see avatakse.</li>
<li><strong>Tagatise tase</strong>: omakapital ÷ tagatis × 100%. Mida madalam see on, seda lähemal on konto sundsulgemisele.</li>
</ul>

<h2>Praktilised harjumused</h2>
<ul>
<li>Valige positsiooni suurus summa järgi, mida olete valmis kaotama, ja kontrollige alles seejärel tagatist, mitte vastupidi.</li>
<li>Hoidke piisavalt vaba tagatist, et tavalised hinnakõikumised ei viiks teie tagatise taset sundsulgemise taseme lähedale.</li>
<li>Pidage meeles, et ka ootel orderid broneerivad tagatist, isegi enne täitumist.</li>
<li>Harjutage demokontol, kuni need arvud tunduvad tuttavad.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss ja take-profit: väljumise planeerimine',
    desc: 'Kuidas toimivad stop-loss- ja take-profit-tasemed, kummale poole hinda need käivad ja miks tase on käivitaja, mitte garanteeritud hind.',
    content: `
<p>Iga positsioon lõpeb kusagil. Stop-loss ja take-profit lasevad teil otsustada, kus, juba ette ja rahulikult, mitte kiire turu keskel.</p>

<h2>Mida need teevad</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: hind, mille juures kahjumis positsioon suletakse automaatselt, et kahjumit piirata.</li>
<li><strong>Take-profit (TP)</strong>: hind, mille juures kasumis positsioon suletakse automaatselt, et kasum kindlustada.</li>
</ul>
<p>Mõlemad on valikulised. Saate need määrata orderi esitamisel või hiljem positsiooni juures nupuga „Määra TP/SL“ ning neid igal ajal muuta või eemaldada. Kui jätate hinna tühjaks või sisestate 0, tase eemaldatakse.</p>

<h2>Kummale poole hinda?</h2>
<table>
<thead><tr><th>Positsioon</th><th>Stop-loss</th><th>Take-profit</th><th>Võrreldakse</th></tr></thead>
<tbody>
<tr><td>Ost (pikk)</td><td>hinnast allpool</td><td>hinnast ülalpool</td><td>Bid-hinnaga</td></tr>
<tr><td>Müük (lühike)</td><td>hinnast ülalpool</td><td>hinnast allpool</td><td>Ask-hinnaga</td></tr>
</tbody>
</table>
<p>Tasemeid võrreldakse hinnaga, millega positsioon suletaks: ost suletakse Bid-hinnaga ja müük Ask-hinnaga. Müügi puhul sisaldab Ask-hind hinnavahet, nii et hinnale väga lähedale seatud stop-loss võib käivituda oodatust varem, eriti kui hinnavahed on suured.</p>

<h2>Tase on käivitaja, mitte garanteeritud hind</h2>
<p>Kui hind jõuab teie tasemeni, suletakse positsioon sel hetkel saadaoleva turuhinnaga. Rahulikul turul on see teie tasemel või selle väga lähedal. Kiirel turul või kui turg avaneb pärast nädalavahetust või püha hoopis teistsuguse hinnaga (hinnalõhe), võib sulgemine toimuda teie tasemest halvema, aeg-ajalt ka parema hinnaga. Seda erinevust nimetatakse libisemiseks. Samuti ei saa tasemed käivituda, kui turg on suletud, sest uusi hindu ei teki.</p>

<h2>Mõistlike tasemete valimine</h2>
<ul>
<li>Seadke stop-loss sinna, kus teie kauplemisidee osutuks valeks, näiteks hiljutisest lokaalsest tipust või põhjast kaugemale, mitte mõne ümmarguse rahasumma juurde.</li>
<li>Arvestage tavapärase liikumisega. Stop, mis jääb teie ajaraami tavapärase edasi-tagasi kõikumise sisse, käivitub sageli lihtsalt müra tõttu.</li>
<li>Seejärel valige positsiooni suurus nii, et stopi käivitumisel oleks kahjum summa, millega olete nõus. Kuidas seda teha, selgitab meie artikkel positsiooni suuruse kohta.</li>
<li>Võrrelge võimalikku tulu riskiga. Kui take-profit on kaks korda kaugemal kui stop-loss, katab üks kasumlik tehing kaks kahjumlikku, kuid ükski suhe ei garanteeri tulemust.</li>
</ul>

<h2>Levinud vead</h2>
<ul>
<li><strong>Stop-lossi kaugemale nihutamine</strong>, kui hind sellele läheneb. Nii muutub planeeritud väike kahjum planeerimata suureks.</li>
<li><strong>Kauplemine ilma stop-lossita</strong> ja sundsulgemisele lootmine. Sundsulgemine toimub palju hiljem, palju suurema kahjumi järel, ning sulgeb positsioonid platvormi, mitte teie tingimustel.</li>
<li><strong>Liiga lähedale seatud take-profit</strong>, nii et hinnavahe ja tasud söövad suurema osa kasumist.</li>
</ul>
<p>Teine asi on nihutada stop-lossi <em>lähemale</em>, et kasumit kaitsta, kui tehing on liikunud teie kasuks: see vähendab riski ja paljud kauplejad teevad seda samm-sammult nagu käsitsi liigutatavat järgivat stoppi.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Tagatisnõue, sundsulgemine ja negatiivse saldo kaitse',
    desc: 'Mis juhtub, kui kahjum sööb teie tagatist: tagatise tase, sundsulgemine 50% juures, millised positsioonid suletakse esimesena ja negatiivse saldo kaitse.',
    content: `
<p>Võimendusega positsioonide taga on teie kontol olev raha. See artikkel selgitab, mis juhtub, kui kahjum hakkab seda raha ära sööma, ja kuidas sellest piirist kaugele jääda.</p>

<h2>Tagatise tase – näitaja, mis loeb</h2>
<blockquote><strong>Tagatise tase = omakapital ÷ tagatis × 100%</strong></blockquote>
<p>Omakapital on teie saldo pluss või miinus avatud positsioonide ujuv tulemus. Tagatis on avatud positsioonide ja ootel orderite jaoks kõrvale pandud summa. Kui midagi pole avatud, pole ka tagatise taset. Rakendus näitab ka <strong>riskimäära</strong>, mis on sama teave ümberpööratult: tagatis ÷ omakapital × 100%. Tagatise tasemele 50% vastab riskimäär 200%.</p>

<h2>Mis on tagatisnõue?</h2>
<p>Traditsiooniliselt on tagatisnõue (margin call) hoiatus, et tagatise tase on langenud nii madalale, et kaupleja peab raha juurde lisama või positsioone vähendama. Hoiatusmärgid on näha teie konto näitajates. Kui tagatise tase langeb 100%-ni, on vaba tagatis null: uusi positsioone avada ei saa ja iga edasine kahjum viib teid sundsulgemisele lähemale. Käsitlege langevat tagatise taset oma tagatisnõudena ja tegutsege enne, kui platvorm peab seda tegema.</p>

<h2>Mis on sundsulgemine?</h2>
<p>Sundsulgemine (stop-out) on positsioonide automaatne sulgemine, et konto ei kaotaks rohkem, kui sellel on. Sundsulgemise tase on tagatise tase <strong>50%</strong>. Kui tagatise tase on sellel tasemel või madalamal:</p>
<ol>
<li>esmalt suletakse praeguse turuhinnaga suurima ujuva kahjumiga avatud positsioon;</li>
<li>konto hinnatakse uuesti ja kui tagatise tase on endiselt 50% või madalam, suletakse järgmine halvim positsioon ja nii edasi;</li>
<li>kui alles on jäänud ainult ootel orderid ja tase on endiselt saavutatud, need tühistatakse, alustades suurima tagatisega orderist.</li>
</ol>
<p>Positsiooni, mille turg on sel hetkel suletud, ei saa sulgeda enne, kui turg uuesti avaneb.</p>

<h2>Näide</h2>
<p>Teie saldo on 1 000 USD ja avatud positsioonid kasutavad 400 USD tagatist.</p>
<table>
<thead><tr><th>Ujuv tulemus</th><th>Omakapital</th><th>Tagatise tase</th><th>Mida see tähendab</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1 000 USD</td><td>250%</td><td>Mugav varu</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Vaba tagatis on null; uusi positsioone avada ei saa</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Algab sundsulgemine</td></tr>
</tbody>
</table>
<p>Siin käivitab sundsulgemise 800 USD kahjum ehk neli viiendikku saldost. Enne orderi kinnitamist näitab orderi ekraan hinnangulist sundsulgemise hinda, millest on näha, kui kaugele peaks turg teie vastu liikuma.</p>

<h2>Negatiivse saldo kaitse</h2>
<p>Kiirel turul või pärast hinnalõhet võidakse positsioonid sulgeda sundsulgemise tasemest tunduvalt halvemate hindadega ja aeg-ajalt võib kahjum ületada saldo. Negatiivse saldo kaitse korral viiakse teie saldo, kui see langeb positsiooni sulgemise järel alla nulli, tagasi nullini ja puudujäägi kannab maakler, nii et te ei võlgne kunagi rohkem, kui teie kontol oli. See on turvavõrk äärmuslike sündmuste jaoks, mitte strateegia: võite ikkagi kaotada kogu oma saldo.</p>

<h2>Kuidas sundsulgemisest eemale hoida</h2>
<ul>
<li>Kasutage iga positsiooni puhul stop-lossi, et kahjumid suletaks teie tasemel ammu enne sundsulgemist.</li>
<li>Kasutage väiksemaid positsioone ja madalamat võimendust, et tagatis moodustaks teie omakapitalist vaid väikese osa.</li>
<li>Jälgige omavahel seotud positsioone: mitu tehingut, mis sõltuvad samast liikumisest, võivad koos kahjumisse minna.</li>
<li>Pidage meeles, et välja võetud raha ei toeta enam avatud positsioone.</li>
<li>Raha lisamine tõstab tagatise taset, kuid ei paranda tehingut, mis on lihtsalt valesti läinud.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Positsiooni suurus: kui palju riskida ühe tehinguga?',
    desc: 'Muutke „mitte liiga palju“ arvuks: kuidas valida positsiooni suurus stop-lossi ja kindla osa järgi kontost, näiteks 1% tehingu kohta.',
    content: `
<p>Kõige rohkem tähelepanu saab see, millega kaubelda, kuid see, kui suures mahus kaubelda, otsustab tavaliselt, kas konto elab halva perioodi üle. Positsiooni suuruse arvutamine muudab ebamäärase tunde „mitte liiga palju“ arvuks, mida saate enne iga tehingut kontrollida.</p>

<h2>Alustage riskist tehingu kohta</h2>
<p>Paljud kauplejad piiravad ühe tehingu kahjumi väikese kindla osaga kontost, tavaliselt 1%-ga ja harva rohkem kui 2%-ga. 5 000 USD suuruse konto puhul on 1% 50 USD. See ei piira seda, kui kaugele turg võib liikuda; see piirab seda, kui palju kaotate, kui stop-loss käivitub oma tasemel.</p>

<h2>Valem</h2>
<blockquote><strong>Lotid = riskisumma ÷ (stopi kaugus pipides × pipi väärtus loti kohta)</strong></blockquote>
<p>EURUSD ja teiste USA dollarites noteeritud paaride puhul, mille lepingu suurus on 100 000, on üks pip (0,0001) väärt 10 USD loti kohta, 1 USD 0,10 loti kohta ja 0,10 USD 0,01 loti kohta.</p>

<h3>Näide</h3>
<ul>
<li>Konto: 5 000 USD. Risk: 1% ehk 50 USD.</li>
<li>Plaanite osta EURUSD-d hinnaga 1,0850, stop-lossiga 1,0825 juures, 25 pipi kaugusel.</li>
<li>Kahjum loti kohta, kui stop käivitub: 25 × 10 = 250 USD.</li>
<li>Positsiooni suurus: 50 ÷ 250 = <strong>0,20 lotti</strong>.</li>
</ul>
<p>Võimendusega 100 vajab see positsioon 0,20 × 100 000 × 1,0850 ÷ 100 = 217,00 USD tagatist. Pange tähele, et võimendus ei mänginud suuruse valimisel mingit rolli: see määrab ainult selle, kui palju tagatist kõrvale pannakse. Kui arvutus annab ebamugava arvu, ümardage see <em>allapoole</em> instrumendi lotisammuni, näiteks 0,01-ni.</p>
<p>Hinnavahe ja võimalik kauplemistasu lisanduvad ning kiirel turul võidakse stop täita halvema hinnaga, nii et tegelik kahjum võib olla planeeritust veidi suurem.</p>

<h2>Miks väikesed protsendid on olulised</h2>
<table>
<thead><tr><th>Kahjumeid järjest</th><th>Alles 1% riski korral</th><th>Alles 2% riski korral</th><th>Alles 5% riski korral</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1%</td><td>90,4%</td><td>77,4%</td></tr>
<tr><td>10</td><td>90,4%</td><td>81,7%</td><td>59,9%</td></tr>
<tr><td>20</td><td>81,8%</td><td>66,8%</td><td>35,8%</td></tr>
</tbody>
</table>
<p>Kahjumite seeriad tulevad ette ka hoolika lähenemise korral. Lisaks on kahjumit raskem tasa teenida, kui tundub: pärast 20% kahjumit on alguspunkti tagasi jõudmiseks vaja 25% kasumit ja pärast 50% kahjumit 100%.</p>

<h2>Mida veel kontrollida</h2>
<ul>
<li><strong>Muud instrumendid.</strong> See, kui palju hinnaliikumine väärt on, sõltub lepingu suurusest ja noteerimisvaluutast. Kui kulla lepingu suurus on 100 untsi, on 1,00 USD suurune liikumine väärt 100 USD loti kohta. Arvutage see instrumendi andmete põhjal välja ja võrrelge orderi ekraanil oleva hinnanguga.</li>
<li><strong>Koguriskipositsioon.</strong> Kolm positsiooni, mis kõik sõltuvad USA dollari nõrgenemisest, käituvad nagu üks suur positsioon. Liitke kokku koondrisk, mitte ainult iga tehingu oma.</li>
<li><strong>Vaba tagatis.</strong> Hoidke piisavalt varu, et tavalised kõikumised ei viiks teie tagatise taset sundsulgemise taseme lähedale.</li>
<li><strong>Järjekindlus.</strong> Arvutage suurus iga tehingu jaoks uuesti ja ärge kunagi suurendage seda kahjumi tagasi võitmiseks.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Hinnavahe, tasud ning Bid- ja Ask-hinna erinevus',
    desc: 'Miks on igal noteeringul kaks hinda, miks uus positsioon algab väikese miinusega ja milliseid tasusid enne kauplemist arvestada.',
    content: `
<p>Igal noteeringul on kaks hinda. Kui mõistate neid ja kehtivaid tasusid, teate, mida tehing maksma läheb, juba enne, kui turg on üldse liikunud.</p>

<h2>Bid ja Ask</h2>
<ul>
<li><strong>Bid</strong>: hind, millega saate müüa.</li>
<li><strong>Ask</strong>: hind, millega saate osta. See on alati Bid-hinnast kõrgem.</li>
</ul>
<p>Nende vahe on <strong>hinnavahe</strong> (spread). Millist hinda rakendatakse, sõltub sellest, mida teete:</p>
<table>
<thead><tr><th></th><th>Ost (pikk)</th><th>Müük (lühike)</th></tr></thead>
<tbody>
<tr><td>Avatakse hinnaga</td><td>Ask</td><td>Bid</td></tr>
<tr><td>Suletakse hinnaga</td><td>Bid</td><td>Ask</td></tr>
</tbody>
</table>

<h2>Miks uus positsioon algab väikese miinusega</h2>
<p>Oletame näiteks, et EURUSD noteering on Bid 1,08500 ja Ask 1,08512: hinnavahe on 0,00012 ehk 1,2 pipi. Kui ostate 0,10 lotti, avate positsiooni hinnaga 1,08512, kuid positsiooni hinnatakse hinnaga, millega selle saaks sulgeda, ehk Bid-hinnaga 1,08500. Seetõttu näitab see kohe ujuvat kahjumit 0,00012 × 10 000 = 1,20 USD ja Bid-hind peab tõusma hinnavahe võrra, enne kui tehing jõuab nulli. Müügi puhul toimib kõik samamoodi, ainult vastupidi.</p>
<p>Hinnavahe on kõige olulisem siis, kui oodatav liikumine on väike. 10-pipise eesmärgi puhul moodustab 1,2-pipine hinnavahe 12% eesmärgist, 100-pipise eesmärgi puhul 1,2%.</p>

<h2>Mis mõjutab hinnavahet</h2>
<ul>
<li><strong>Likviidsus.</strong> Peamistel valuutapaaridel on hinnavahe tavaliselt väiksem kui vähem kaubeldavatel paaridel, väiksematel aktsiatel või väiksematel krüptorahadel.</li>
<li><strong>Kellaaeg.</strong> Kogu turul on hinnavahed tavaliselt suuremad kohe pärast turu avanemist, igapäevase ülekande (rollover) ajal ja siis, kui peamised kauplemiskeskused on suletud.</li>
<li><strong>Volatiilsus.</strong> Oluliste majandusandmete avaldamise või ootamatute uudiste ajal liiguvad hinnad kiiresti ja hinnavahed võivad suureneda.</li>
</ul>
<p>Enne kauplemist vaadake alati noteeringute ekraanilt praegust Bid- ja Ask-hinda.</p>

<h2>Kauplemistasud</h2>
<p>Lisaks hinnavahele võidakse positsiooni avamisel võtta kauplemistasu. Sõltuvalt platvormi seadetest on see kas fikseeritud summa loti kohta või protsent tagatisest. Ootel orderi puhul võetakse see orderi täitumisel, mitte esitamisel. Orderi ekraanil olev hinnang näitab tasu enne kinnitamist ja iga tasu kajastub teie kontokannetes eraldi kandena. Tasud tuleb maksta olenemata sellest, kas tehing on kasumlik või kahjumlik.</p>

<h2>Raha liigutamise kulud</h2>
<p>Ka raha liigutamisel on omad kulud: plokiahela võrgutasud krüptoülekannete puhul, teie panga või vahendajapankade tasud pangaülekannete puhul ja väljamaksetasu, mida näidatakse vormil enne esitamist. Meie artikkel sisse- ja väljamaksete kohta selgitab igaüht neist.</p>

<h2>Kuidas kulusid kontrolli all hoida</h2>
<ul>
<li>Enne iga tehingut võrrelge hinnavahet stop-lossi ja sihthinna kaugusega.</li>
<li>Eelistage vähem, kuid hästi ettevalmistatud tehinguid: iga tehing maksab hinnavahe ja võimaliku tasu.</li>
<li>Olge ettevaatlik positsioonide avamisega kohe pärast turu avanemist, kui hinnavahed on sageli suuremad.</li>
<li>Kandke kulud oma kauplemispäevikusse, et hinnata oma tulemusi pärast kulusid, mitte enne neid.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Küünlagraafikute lugemine ja ajaraami valimine',
    desc: 'Mida räägib küünla iga osa, kuidas erinevad ajaraamid 1 min kuni 1 p ja kuidas kasutada mitut ajaraami, ilma et neisse liiga palju sisse loeksite.',
    content: `
<p>Küünlagraafik on kõige levinum viis hinna kuvamiseks. Iga küünal võtab kokku hinna ühe perioodi jooksul ja kogu graafik näitab, kuidas ostjad ja müüjad on aja jooksul käitunud.</p>

<h2>Küünla ülesehitus</h2>
<ul>
<li><strong>Avamishind</strong>: perioodi esimene hind.</li>
<li><strong>Sulgemishind</strong>: perioodi viimane hind.</li>
<li><strong>Kõrgeim</strong> ja <strong>madalaim</strong> hind: perioodi jooksul saavutatud kõrgeim ja madalaim hind.</li>
</ul>
<p>Paks osa, <strong>keha</strong>, ulatub avamis- ja sulgemishinna vahel. Peenikesed jooned keha kohal ja all, <strong>tahid</strong> ehk varjud, ulatuvad kõrgeima ja madalaima hinnani. Küünal, mis sulgub avamishinnast kõrgemal, on tõusev (pulli) küünal; küünal, mis sulgub avamishinnast madalamal, on langev (karu) küünal. Värvid on kokkuleppelised ning erinevad piirkonniti ja rakenduseti, seega kontrollige, kuidas teie graafik neid värvib.</p>

<h2>Millele kujundid võivad viidata</h2>
<ul>
<li><strong>Pikk keha lühikeste tahtidega</strong>: hind liikus perioodi jooksul ühtlaselt ühes suunas.</li>
<li><strong>Väike keha pikkade tahtidega</strong>: hind liikus palju, kuid lõpetas alguskoha lähedal – see on otsustamatuse märk.</li>
<li><strong>Pikk alumine taht</strong>: müüjad surusid hinna alla, kuid ostjad tõid selle enne sulgemist tagasi. Pikk ülemine taht tähendab vastupidist.</li>
</ul>
<p>Üksik küünal on iseenesest nõrk tõend. Kujunditel on rohkem tähendust kontekstis, näiteks tasemel, kus turg on varem pöördunud, kuid ka siis kirjeldavad need toimunut, mitte seda, mis juhtub järgmiseks.</p>

<h2>Ajaraamid</h2>
<table>
<thead><tr><th>Periood</th><th>Üks küünal hõlmab</th><th>Sageli kasutatakse</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minut</td><td>Sisenemiste ja väljumiste täpseks ajastamiseks</td></tr>
<tr><td>5 min</td><td>5 minutit</td><td>Lühiajaliseks päevasiseseks kauplemiseks</td></tr>
<tr><td>15 min</td><td>15 minutit</td><td>Päevasisese struktuuri jälgimiseks</td></tr>
<tr><td>30 min</td><td>30 minutit</td><td>Päevasiseste kõikumiste jälgimiseks</td></tr>
<tr><td>1 h</td><td>1 tund</td><td>Päevakauplemiseks ja lühikesteks swing-tehinguteks</td></tr>
<tr><td>1 p</td><td>1 päev</td><td>Üldise trendi ja peamiste tasemete hindamiseks</td></tr>
</tbody>
</table>
<p>Meie graafikute päevaküünlad algavad kell 00:00 UTC, seega ei pruugi päevaküünal kattuda börsi kauplemispäeva ega teie kohaliku kalendripäevaga.</p>

<h2>Mitme ajaraami kasutamine</h2>
<p>Levinud lähenemine liigub ülalt alla: päevagraafik suuna ja peamiste tasemete jaoks, tunnigraafik struktuuri jaoks ja alles seejärel lühike ajaraam sisenemise ajastamiseks. Liikumine, mis näib 1-minutilisel graafikul dramaatiline, võib päevagraafikul olla väike võnge. Lühikesed ajaraamid näitavad ka rohkem müra ja ahvatlevad sagedamini kauplema, kuid iga tehing maksab hinnavahe ja võimaliku tasu.</p>

<h2>Hinnalõhed ja suletud turud</h2>
<p>Kui turg on suletud – aktsiate puhul öösel või valuutaturu puhul nädalavahetusel –, uusi küünlaid ei teki. Kui turg uuesti avaneb, võib esimene hind olla viimasest kaugel, jättes graafikule hinnalõhe. Hinnalõhed on olulised, sest stop-loss ei saa turu suletuse ajal toimida ja see täidetakse pärast avanemist esimese saadaoleva hinnaga.</p>

<h2>Graafikute vastutustundlik lugemine</h2>
<ul>
<li>Otsustage enne graafiku avamist, mida otsite, selle asemel et otsida sealt põhjust kauplemiseks.</li>
<li>Seadke stop-loss sinna, kus graafik näitab, et teie idee osutuks valeks.</li>
<li>Pidage oma tehingutest kuvatõmmistega päevikut. Mustrid teie enda otsustes on sageli kasulikumad kui mustrid küünaldes.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Kauplemissessioonid: millal turud avanevad, sulguvad ja miks',
    desc: 'Valuutaturg kaupleb 24/5, aktsiad ja indeksid järgivad oma börse, krüptoturg ei sulgu. Mida iga ajakava tähendab teie orderitele ja stoppidele.',
    content: `
<p>Hinnad liiguvad ainult siis, kui keegi kaupleb. Iga instrument järgib selle taga oleva turu lahtiolekuaegu, seega avanevad ja sulguvad instrumendid eri aegadel. Ajakava tundmine aitab üllatusi vältida, sest kui turg on suletud, ei saa te sellel positsioone avada ega sulgeda.</p>

<h2>Kauplemisajad varaklasside kaupa</h2>
<table>
<thead><tr><th>Varaklass</th><th>Tavalised kauplemisajad</th><th>Märkused</th></tr></thead>
<tbody>
<tr><td>Valuutaturg (forex)</td><td>Pühapäeval kell 17:00 kuni reedel kell 17:00 New Yorgi aja järgi</td><td>Ööpäev läbi, viis päeva nädalas</td></tr>
<tr><td>Metallid ja energia</td><td>Pühapäeval kell 18:00 kuni reedel kell 17:00 New Yorgi aja järgi</td><td>Igapäevane paus kell 17:00–18:00</td></tr>
<tr><td>Indeksid</td><td>Iga indeksi aluseks oleva börsi või futuurituru kauplemisajad</td><td>Näiteks GER40 08:00–22:00 Berliini aja järgi, UK100 08:00–21:00 Londoni aja järgi; USA indeksid järgivad futuuride peaaegu ööpäevaringseid kauplemisaegu</td></tr>
<tr><td>Aktsiad</td><td>09:30–16:00 New Yorgi aja järgi, esmaspäevast reedeni</td><td>Börsi tavaline kauplemissessioon</td></tr>
<tr><td>Krüptoraha</td><td>Alati avatud</td><td>24 tundi ööpäevas, 7 päeva nädalas</td></tr>
</tbody>
</table>
<p>Ajad on esitatud iga turu kohaliku aja järgi ja järgivad selle suveajale üleminekut, nii et teie ajavööndis võivad need kevadel ja sügisel tunni võrra nihkuda. Rakendus märgib instrumendi juurde „Turg on suletud“ alati, kui sellega ei kaubelda.</p>

<h2>Valuutaturu sessioonid</h2>
<p>Valuutaturul pole keskset börsi: pangad ja muud finantsasutused kauplevad omavahel üle kogu maailma. Kauplemispäev liigub Aasia ja Vaikse ookeani piirkonnast (Sydney ja Tokyo) Euroopasse (London) ning sealt Põhja-Ameerikasse (New York). Aktiivsus on tavaliselt suurim siis, kui Londoni ja New Yorgi sessioonid kattuvad, ning väiksem New Yorgi hilisel pärastlõunal ja igapäevase ülekande (rollover) ajal kell 17:00 New Yorgi aja järgi, mil hinnavahed kogu turul sageli suurenevad.</p>

<h2>Miks turud sulguvad</h2>
<ul>
<li><strong>Börsi lahtiolekuajad.</strong> Aktsiad ja indeksid on seotud kindlate kauplemissessioonidega börsidega; väljaspool neid ametlikku hinda pole.</li>
<li><strong>Nädalavahetused.</strong> Valuutaturu, metallide ja energia taga olev pangandussüsteem on nädalavahetustel suures osas pausil.</li>
<li><strong>Pühad.</strong> Turud on suletud riigipühadel, näiteks esimesel jõulupühal ja uusaastapäeval, ning mõned sulguvad nendega külgnevatel päevadel varem. Kalendrid on riigiti erinevad, seega võib USA püha sulgeda USA aktsiad, samal ajal kui Euroopa indeksitega kaubeldakse tavapäraselt.</li>
<li><strong>Igapäevased pausid.</strong> Mõned turud teevad iga päev pausi, näiteks metallide ja energia tunnipikkune paus.</li>
</ul>
<p>Krüptoturgudel pole sulgemisaega, kuid nädalavahetustel ja öösel võib kauplemine siiski hõredam olla.</p>

<h2>Mida suletud turg teie jaoks tähendab</h2>
<ul>
<li>Uusi ordereid, ei turu- ega ootel ordereid, esitada ei saa ning avatud positsioone ei saa sulgeda.</li>
<li>Stop-loss- ja take-profit-tasemed ei saa käivituda, sest uusi hindu ei teki.</li>
<li>Saate endiselt ootel orderi tühistada ning stop-loss- ja take-profit-taset muuta.</li>
<li>Avatud positsioonid jäävad avatuks ja hoiavad oma tagatist. Kui turg uuesti avaneb, võib esimene hind viimasest erineda (hinnalõhe) ja iga tase, millest see üle hüppab, täidetakse esimese saadaoleva hinnaga.</li>
</ul>

<h2>Kalendriga arvestav planeerimine</h2>
<ul>
<li>Otsustage enne nädalavahetust teadlikult, kas hoiate iga positsiooni nädalavahetuse üle.</li>
<li>Kontrollige pühade ajakavasid aegsasti, eriti aasta lõpus, kui paljudel turgudel on lühendatud kauplemisajad.</li>
<li>Olge ettevaatlik sessioonide avanemise ja kavandatud majandusteadete ajal, kui hinnad võivad järsult liikuda.</li>
<li>Kui kauplete aktsiatega, pidage meeles, et ettevõtted avaldavad tulemusi sageli väljaspool tavalisi kauplemisaegu ja see võib järgmisel avanemisel ilmneda hinnalõhena.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Sisse- ja väljamaksed lahti seletatuna',
    desc: 'Sissemakse USDT, USDC või pangaülekandega, miks mündi võrk peab ühtima, mida tähendab „Külmutatud“ ja kuidas toimivad väljamaksetasud.',
    content: `
<p>Teie kauplemiskonto on USA dollarites. Raha saate sinna kanda krüptorahas, näiteks stabiilsetes müntides USDT ja USDC, või pangaülekandega ning välja võtta lisatud krüptoaadressile või pangakontole. Siin on selgitatud, kuidas iga samm toimib ja kuidas vältida kõige levinumaid vigu.</p>

<h2>Sissemakse krüptorahas</h2>
<ol>
<li>Avage <strong>Sissemakse</strong>, valige <strong>Krüptoraha</strong> ning seejärel münt ja võrk, näiteks USDT võrgus TRC20 või USDT võrgus ERC20.</li>
<li>Kopeerige selle valiku juures näidatud sissemakse aadress. Kleepige see, selle asemel et käsitsi sisestada, ja võrrelge pärast kleepimist esimesi ja viimaseid märke.</li>
<li>Saatke münt oma rahakotist või krüptobörsi kontolt, valides <strong>sama võrgu</strong>.</li>
<li>Sisestage saadetud summa, laadige maksetõendiks üles ülekande kuvatõmmis ja esitage.</li>
</ol>
<p>Pärast kontrolli kantakse sissemakse kontole USD-des selle valiku juures näidatud kursiga.</p>

<h3>Miks võrk on oluline</h3>
<p>Sama münt võib eksisteerida mitmes plokiahelas. USDT võrgus TRC20 (TRON-i võrk) ja USDT võrgus ERC20 (Ethereumi võrk) liiguvad eri võrkudes ning nende aadressid näevad erinevad välja: TRC20-aadressid algavad tähega „T“, ERC20-aadressid märkidega „0x“. <strong>Saatke ainult aadressi juures näidatud münti ja ainult näidatud võrgus.</strong> Teises võrgus tehtud ülekannet või muu mündi ülekannet ei saa kontole kanda ja seda ei pruugi olla võimalik tagasi saada. Võrgutasud maksab saatja; need on võrguti erinevad ja muutuvad koormuse järgi ning teie rahakott näitab tasu enne saatmist.</p>

<h2>Sissemakse pangaülekandega</h2>
<ol>
<li>Valige <strong>Pangaülekanne</strong> ja valuuta ning märkige üles makse saaja konto andmed: panga nimi, konto omanik, kontonumber või IBAN ja SWIFT-kood.</li>
<li>Tehke ülekanne oma pangast ja <strong>lisage makse selgitusse oma UID</strong>. Teie UID on näha teie profiililehel ja selle järgi seotakse makse teie kontoga.</li>
<li>Laadige tõendiks üles pilt ülekande kinnitusest ja esitage.</li>
</ol>
<p>Pangaülekanded võivad võtta ühe või mitu tööpäeva ning teie pank või vahendajapangad võivad tasusid maha arvata. Kontole kantakse tegelikult saabunud summa, mis on ümber arvestatud USD-ks.</p>

<h2>Väljamaksed</h2>
<p>Kõigepealt lisage jaotises <strong>Väljamakse</strong> saaja konto: krüptoaadress võrgus, kus soovite raha vastu võtta, või pangakonto. Kontrollige võrku ja aadressi hoolikalt, sest valele aadressile saadetud makset ei saa tagasi pöörata.</p>

<h3>Kui palju saate välja võtta</h3>
<p>Saadaolev summa on väiksem kahest väärtusest – saldost ja omakapitalist –, millest on lahutatud avatud positsioonide ja ootel orderite hoitav tagatis. Ujuv kasum tuleb enne väljavõtmist positsiooni sulgemisega realiseerida ning ujuv kahjum peab jääma kaetuks.</p>

<h3>Mis juhtub pärast esitamist</h3>
<ul>
<li>Summa lahkub kohe teie saldolt ja seda näidatakse taotluse kontrollimise ajal olekuga <strong>Külmutatud</strong>. Külmutatud raha ei kasutata kauplemiseks ja kauplemistulemused seda ei mõjuta.</li>
<li>Kui väljamakse on tehtud, külmutatud summa nullitakse.</li>
<li>Kui taotlus lükatakse tagasi, naaseb summa teie saldole ja näete põhjust.</li>
</ul>

<h3>Tasud ja kättesaadav summa</h3>
<p>Vorm näitab enne esitamist väljamaksetasu (fikseeritud summa või protsent), vahetuskurssi ja summat, mille kätte saate. Näiteks 1% tasu korral on 200 USD väljamakse tasu 2 USD ning ülejäänud 198 USD arvestatakse ümber näidatud kursiga. Kättesaadav summa ümardatakse sendini allapoole ja igal valuutal on minimaalne väljamakse summa.</p>

<h2>Turvalisus</h2>
<ul>
<li>Kasutage iga kord rakenduses näidatud sissemakse andmeid; need võivad muutuda, seega ärge kasutage uuesti vanu aadresse ega kontonumbreid.</li>
<li>Ärge kunagi jagage oma parooli ega kinnituskoode kellegagi, sealhulgas inimestega, kes väidavad end olevat klienditoe töötajad.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
