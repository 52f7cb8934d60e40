/** The seed articles in Finnish. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Riskivaroitus: CFD:t ja muut vivutetut tuotteet ovat monimutkaisia, ja niillä voi menettää rahaa nopeasti; käy kauppaa vain varoilla, joiden menettämiseen sinulla on varaa.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Näin vakuus ja vipu toimivat: laskuesimerkki',
    desc: 'Mitä vakuus on, miten vipu vaikuttaa siihen ja miksi vipu muuttaa sivuun varattavaa rahaa mutta ei voittojesi tai tappioidesi suuruutta.',
    content: `
<p>Vivun avulla voit avata position, joka on paljon suurempi kuin sitä varten sivuun varaamasi raha. Sivuun varattua rahaa kutsutaan <strong>vakuudeksi</strong> (margin). Näiden kahden suhteen ymmärtäminen on ensimmäinen askel vastuulliseen kaupankäyntiin vivutetuilla tuotteilla, sillä vipu muuttaa sitä, paljonko tarvitset kaupan avaamiseen, mutta ei sitä, paljonko voitat tai häviät hinnan liikkuessa.</p>

<h2>Lotit ja sopimuskoko</h2>
<p>Positioiden koko ilmoitetaan lotteina. Jokaisella instrumentilla on sopimuskoko eli yhden lotin sisältämien yksiköiden määrä. Useimmissa valuuttapareissa yksi lotti on 100 000 yksikköä perusvaluuttaa, joten 0,10 lottia EURUSD:tä on 10 000 euroa. Sopimuskoot vaihtelevat valuuttojen, metallien, energian, indeksien, osakkeiden ja kryptovaluuttojen välillä, ja kunkin instrumentin tiedoissa näkyy sen oma sopimuskoko.</p>

<h2>Näin vakuus lasketaan</h2>
<p>Vivutetuissa instrumenteissa kaava on:</p>
<blockquote><strong>Vakuus = lotit × sopimuskoko × hinta ÷ vipu</strong></blockquote>
<p>Laskuesimerkki: ostat 0,10 lottia EURUSD:tä hintaan 1,0850 vivulla 100 (kirjoitetaan usein 1:100).</p>
<table>
<thead><tr><th>Vaihe</th><th>Laskutoimitus</th><th>Tulos</th></tr></thead>
<tbody>
<tr><td>Position koko</td><td>0,10 × 100 000</td><td>10 000 EUR</td></tr>
<tr><td>Arvo Yhdysvaltain dollareina</td><td>10 000 × 1,0850</td><td>10 850,00 USD</td></tr>
<tr><td>Vakuus vivulla 100</td><td>10 850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Tililtäsi varataan siis 108,50 USD niin kauan kuin positio on auki. Vivulla 50 sama positio vaatisi 217,00 USD ja vivulla 200 puolestaan 54,25 USD. Kun instrumentti noteerataan muussa valuutassa kuin Yhdysvaltain dollarissa, vakuus muunnetaan dollareiksi voimassa olevalla kurssilla. Joissakin instrumenteissa käytetään sen sijaan kiinteää vakuutta lottia kohden. Kummassakin tapauksessa toimeksiantonäkymä näyttää vakuuden ennen kuin vahvistat toimeksiannon.</p>

<h2>Vipu ei pienennä riskiä</h2>
<p>Voitto ja tappio riippuvat position koosta, eivät vakuudesta. Kun positio on 0,10 lottia EURUSD:tä, jokainen 0,0001:n liike (yksi piste eli pip) on 1 USD:n arvoinen. Lasku 1,0850:stä 1,0800:aan on 50 pistettä: ostopositiossa se tarkoittaa 50 USD:n tappiota, mikä on lähes puolet 108,50 USD:n vakuudesta. Tulos on sama, valitsitpa minkä vivun tahansa. Suurempi vipu tarkoittaa vain, että saldostasi varataan pienempi osa, mikä helpottaa tilille liian suurten positioiden avaamista.</p>

<h2>Seurattavat tilin luvut</h2>
<ul>
<li><strong>Saldo</strong>: talletuksesi, nostosi ja suljettujen positioiden tulokset.</li>
<li><strong>Nettoarvo</strong> (oma pääoma): saldo lisättynä avoimien positioiden avoimella voitolla tai tappiolla.</li>
<li><strong>Vakuus</strong>: avoimille positioille ja odottaville toimeksiannoille varattu kokonaismäärä.</li>
<li><strong>Vapaa vakuus</strong>: nettoarvo miinus vakuus. Uusi toimeksianto hyväksytään vain, jos vapaa vakuus kattaa sen vakuuden, palkkion ja hintaeron, jolla positio avautuu.</li>
<li><strong>Vakuustaso</strong>: nettoarvo ÷ vakuus × 100 %. Mitä matalampi se on, sitä lähempänä tili on pakkosulkua.</li>
</ul>

<h2>Käytännön tottumuksia</h2>
<ul>
<li>Valitse position koko sen mukaan, kuinka paljon olet valmis häviämään, ja tarkista vasta sitten vakuus – älä toisin päin.</li>
<li>Pidä vapaata vakuutta runsaasti, jotta tavalliset hintaheilahtelut eivät painaisi vakuustasoasi kohti pakkosulkutasoa.</li>
<li>Muista, että myös odottavat toimeksiannot varaavat vakuutta jo ennen toteutumistaan.</li>
<li>Harjoittele demotilillä, kunnes nämä luvut tuntuvat tutuilta.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss ja take-profit: suunnittele poistumisesi',
    desc: 'Miten stop-loss- ja take-profit-tasot toimivat, kummalle puolelle hintaa ne asetetaan ja miksi taso on laukaisin eikä taattu hinta.',
    content: `
<p>Jokainen positio päättyy jossakin vaiheessa. Stop-lossin ja take-profitin avulla voit päättää kohdan etukäteen ja rauhassa sen sijaan, että joutuisit tekemään päätöksen nopeasti liikkuvan markkinan keskellä.</p>

<h2>Mitä ne tekevät</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: hinta, jossa tappiollinen positio suljetaan automaattisesti tappion rajoittamiseksi.</li>
<li><strong>Take-profit (TP)</strong>: hinta, jossa voitollinen positio suljetaan automaattisesti voiton varmistamiseksi.</li>
</ul>
<p>Molemmat ovat valinnaisia. Voit asettaa ne toimeksiantoa tehdessäsi tai myöhemmin position Aseta TP/SL -toiminnolla sekä muuttaa tai poistaa ne milloin tahansa. Hinta poistetaan jättämällä kenttä tyhjäksi tai antamalla arvoksi 0.</p>

<h2>Kummalle puolelle hintaa?</h2>
<table>
<thead><tr><th>Positio</th><th>Stop-loss</th><th>Take-profit</th><th>Verrataan</th></tr></thead>
<tbody>
<tr><td>Osto (nousuun)</td><td>hinnan alapuolelle</td><td>hinnan yläpuolelle</td><td>bid-hintaan</td></tr>
<tr><td>Myynti (laskuun)</td><td>hinnan yläpuolelle</td><td>hinnan alapuolelle</td><td>ask-hintaan</td></tr>
</tbody>
</table>
<p>Tasoja verrataan hintaan, jolla positio suljettaisiin: osto suljetaan bid-hintaan ja myynti ask-hintaan. Myynnissä ask-hinta sisältää hintaeron, joten hyvin lähelle hintaa asetettu stop-loss voi laueta odotettua aiemmin, etenkin kun hintaerot ovat suuria.</p>

<h2>Taso on laukaisin, ei taattu hinta</h2>
<p>Kun hinta saavuttaa asettamasi tason, positio suljetaan sillä hetkellä saatavilla olevaan markkinahintaan. Rauhallisella markkinalla se on tasollasi tai hyvin lähellä sitä. Nopeasti liikkuvalla markkinalla tai kun markkina avautuu viikonlopun tai pyhäpäivän jälkeen aivan eri hinnasta (hintakuilu eli gap), sulkeminen voi tapahtua tasoasi huonompaan, joskus myös parempaan hintaan. Tätä eroa kutsutaan lipsumaksi (slippage). Tasot eivät myöskään voi laueta markkinan ollessa suljettuna, koska uusia hintoja ei synny.</p>

<h2>Järkevien tasojen valinta</h2>
<ul>
<li>Aseta stop-loss kohtaan, jossa kauppa-ajatuksesi osoittautuisi vääräksi, esimerkiksi viimeisimmän heilahduksen huipun tai pohjan taakse, äläkä pyöreän rahasumman kohdalle.</li>
<li>Jätä tilaa normaalille liikkeelle. Stop, joka on aikavälisi tavanomaisen edestakaisen heilunnan sisällä, laukeaa usein pelkästä kohinasta.</li>
<li>Mitoita sitten positio niin, että jos stop laukeaa, tappio on summa, jonka hyväksyt. Position mitoitusta käsittelevä artikkelimme näyttää, miten se tehdään.</li>
<li>Vertaa mahdollista tuottoa riskiin. Kun take-profit on kaksi kertaa niin kaukana kuin stop-loss, yksi voitollinen kauppa kattaa kaksi tappiollista, mutta mikään suhde ei takaa tulosta.</li>
</ul>

<h2>Yleisiä virheitä</h2>
<ul>
<li><strong>Stop-lossin siirtäminen kauemmas</strong> hinnan lähestyessä sitä. Näin suunniteltu pieni tappio muuttuu suunnittelemattomaksi suureksi tappioksi.</li>
<li><strong>Kaupankäynti ilman stop-lossia</strong> pakkosulkuun luottaen. Pakkosulku tapahtuu paljon myöhemmin, paljon suuremman tappion jälkeen, ja se sulkee positiot alustan ehdoilla eikä sinun.</li>
<li><strong>Take-profitin asettaminen liian lähelle</strong>, jolloin hintaero ja palkkiot syövät suurimman osan voitosta.</li>
</ul>
<p>Stop-lossin siirtäminen <em>lähemmäs</em> voiton suojaamiseksi, kun kauppa on edennyt eduksesi, on eri asia: se pienentää riskiä, ja monet kaupankävijät tekevät sitä askel kerrallaan käsin, eräänlaisena seuraavana stop-lossina (trailing stop).</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Lisävakuusvaatimus, pakkosulku ja negatiivisen saldon suoja',
    desc: 'Mitä tapahtuu, kun tappiot syövät vakuuttasi: vakuustaso, pakkosulku 50 %:ssa, mitkä positiot suljetaan ensin ja negatiivisen saldon suoja.',
    content: `
<p>Vivutettujen positioiden tukena ovat tililläsi olevat varat. Tässä artikkelissa kerrotaan, mitä tapahtuu, kun tappiot alkavat kuluttaa noita varoja, ja miten pysyt kaukana siitä pisteestä.</p>

<h2>Vakuustaso – luku, jolla on merkitystä</h2>
<blockquote><strong>Vakuustaso = nettoarvo ÷ vakuus × 100 %</strong></blockquote>
<p>Nettoarvo on saldosi lisättynä avoimien positioiden avoimella tuloksella tai vähennettynä sillä. Vakuus on avoimille positioille ja odottaville toimeksiannoille varattu summa. Jos mitään ei ole auki, vakuustasoa ei ole. Sovellus näyttää myös <strong>riskiasteen</strong>, joka on sama tieto toisin päin: vakuus ÷ nettoarvo × 100 %. Vakuustaso 50 % vastaa riskiastetta 200 %.</p>

<h2>Mikä on lisävakuusvaatimus?</h2>
<p>Perinteisesti lisävakuusvaatimus (margin call) on varoitus siitä, että vakuustaso on laskenut niin alas, että kaupankävijän on talletettava lisää varoja tai pienennettävä positioitaan. Varoitusmerkit näkyvät tilisi luvuissa. Kun vakuustaso laskee 100 %:iin, vapaa vakuus on nolla: et voi avata uusia positioita, ja jokainen lisätappio vie sinua kohti pakkosulkua. Pidä laskevaa vakuustasoa omana lisävakuusvaatimuksenasi ja toimi ennen kuin alustan on pakko toimia.</p>

<h2>Mikä on pakkosulku?</h2>
<p>Pakkosulku (stop-out) tarkoittaa positioiden automaattista sulkemista, jotta tili ei menettäisi enempää kuin sillä on varoja. Pakkosulkutaso on <strong>50 %:n</strong> vakuustaso. Kun vakuustaso on tällä tasolla tai sen alla:</p>
<ol>
<li>avoin positio, jolla on suurin avoin tappio, suljetaan ensin senhetkiseen markkinahintaan;</li>
<li>tili arvostetaan uudelleen, ja jos vakuustaso on yhä 50 % tai alle, seuraavaksi huonoin positio suljetaan ja niin edelleen;</li>
<li>jos jäljellä on vain odottavia toimeksiantoja ja taso saavutetaan yhä, ne perutaan suurimman vakuuden toimeksiannosta alkaen.</li>
</ol>
<p>Positiota, jonka markkina on sillä hetkellä suljettu, ei voida sulkea ennen kuin markkina avautuu uudelleen.</p>

<h2>Laskuesimerkki</h2>
<p>Saldosi on 1 000 USD, ja avoimet positiosi käyttävät vakuutta 400 USD.</p>
<table>
<thead><tr><th>Avoin tulos</th><th>Nettoarvo</th><th>Vakuustaso</th><th>Mitä se tarkoittaa</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1 000 USD</td><td>250 %</td><td>Turvallinen</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100 %</td><td>Vapaa vakuus on nolla; ei uusia positioita</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50 %</td><td>Pakkosulku alkaa</td></tr>
</tbody>
</table>
<p>Tässä 800 USD:n tappio, neljä viidesosaa saldosta, laukaisee pakkosulun. Ennen kuin vahvistat toimeksiannon, toimeksiantonäkymä arvioi pakkosulkuhinnan, josta näet, kuinka paljon markkinan pitäisi liikkua sinua vastaan.</p>

<h2>Negatiivisen saldon suoja</h2>
<p>Nopeasti liikkuvalla markkinalla tai hintakuilun jälkeen positioita voidaan sulkea hintoihin, jotka ovat selvästi pakkosulkutason toisella puolella, ja joskus tappio voi ylittää saldon. Negatiivisen saldon suojan ansiosta saldosi palautetaan nollaan, jos position sulkeminen painaa sen miinukselle, ja välittäjä kantaa vajeen, joten et ole koskaan velkaa enempää kuin tililläsi oli. Suoja on turvaverkko äärimmäisiä tilanteita varten, ei strategia: voit silti menettää koko saldosi.</p>

<h2>Näin pysyt kaukana pakkosulusta</h2>
<ul>
<li>Käytä stop-lossia jokaisessa positiossa, jotta tappiot suljetaan asettamallasi tasolla hyvissä ajoin ennen pakkosulkua.</li>
<li>Käytä pienempiä positiokokoja ja pienempää vipua, jotta vakuus on vain pieni osa nettoarvostasi.</li>
<li>Seuraa toisiinsa liittyviä positioita: useat samasta liikkeestä riippuvat kaupat voivat tuottaa tappiota yhtä aikaa.</li>
<li>Muista, että nostetut varat eivät enää tue avoimia positioita.</li>
<li>Lisävarojen tallettaminen nostaa vakuustasoa, mutta se ei korjaa kauppaa, joka on yksinkertaisesti mennyt pieleen.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Position mitoitus: kuinka paljon riskeerata kauppaa kohden?',
    desc: 'Muuta ”ei liikaa” luvuksi: näin mitoitat position stop-lossin ja tilisi kiinteän osuuden, kuten 1 %:n kauppaa kohden, perusteella.',
    content: `
<p>Eniten huomiota saa se, millä käydään kauppaa, mutta kaupan koko ratkaisee yleensä, selviääkö tili huonosta jaksosta. Position mitoitus muuttaa epämääräisen ”ei liikaa” -tunteen luvuksi, jonka voit tarkistaa ennen jokaista kauppaa.</p>

<h2>Aloita kauppakohtaisesta riskistä</h2>
<p>Monet kaupankävijät rajaavat yksittäisen kaupan tappion pieneen, kiinteään osuuteen tilistä, yleensä 1 %:iin ja harvoin yli 2 %:iin. 5 000 USD:n tilillä 1 % on 50 USD. Tämä ei rajoita sitä, kuinka pitkälle markkina voi liikkua; se rajoittaa sitä, paljonko häviät, jos stop-loss laukeaa omalla tasollaan.</p>

<h2>Kaava</h2>
<blockquote><strong>Lotit = riskisumma ÷ (stopin etäisyys pisteinä × pisteen arvo lottia kohden)</strong></blockquote>
<p>EURUSD:ssä ja muissa Yhdysvaltain dollareissa noteeratuissa pareissa, joiden sopimuskoko on 100 000, yksi piste (0,0001) on 10 USD:n arvoinen lottia kohden, 1 USD:n arvoinen 0,10 lotilla ja 0,10 USD:n arvoinen 0,01 lotilla.</p>

<h3>Laskuesimerkki</h3>
<ul>
<li>Tili: 5 000 USD. Riski: 1 % eli 50 USD.</li>
<li>Aiot ostaa EURUSD:tä hintaan 1,0850, ja stop-loss on tasolla 1,0825, 25 pisteen päässä.</li>
<li>Tappio lottia kohden, jos stop laukeaa: 25 × 10 = 250 USD.</li>
<li>Position koko: 50 ÷ 250 = <strong>0,20 lottia</strong>.</li>
</ul>
<p>Vivulla 100 tämä positio vaatii vakuutta 0,20 × 100 000 × 1,0850 ÷ 100 = 217,00 USD. Huomaa, ettei vivulla ollut mitään osuutta koon valinnassa: se ratkaisee vain, paljonko vakuutta varataan. Jos laskelma antaa hankalan luvun, pyöristä <em>alaspäin</em> instrumentin lottiaskeleeseen, esimerkiksi 0,01:een.</p>
<p>Hintaero ja mahdollinen kaupankäyntipalkkio tulevat lisäksi, ja nopealla markkinalla stop voi toteutua huonompaan hintaan, joten todellinen tappio voi olla hieman suunniteltua suurempi.</p>

<h2>Miksi pienillä prosenteilla on väliä</h2>
<table>
<thead><tr><th>Tappioita peräkkäin</th><th>Jäljellä 1 %:n riskillä</th><th>Jäljellä 2 %:n riskillä</th><th>Jäljellä 5 %:n riskillä</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1 %</td><td>90,4 %</td><td>77,4 %</td></tr>
<tr><td>10</td><td>90,4 %</td><td>81,7 %</td><td>59,9 %</td></tr>
<tr><td>20</td><td>81,8 %</td><td>66,8 %</td><td>35,8 %</td></tr>
</tbody>
</table>
<p>Tappioputkia tulee huolellisellakin lähestymistavalla. Tappioista on myös vaikeampi toipua kuin miltä näyttää: 20 %:n tappion jälkeen tarvitset 25 %:n voiton päästäksesi takaisin lähtötasolle, ja 50 %:n tappion jälkeen tarvitset 100 %.</p>

<h2>Muuta tarkistettavaa</h2>
<ul>
<li><strong>Muut instrumentit.</strong> Hintaliikkeen arvo riippuu sopimuskoosta ja noteerausvaluutasta. Jos kullan sopimuskoko on 100 unssia, 1,00 USD:n liike on 100 USD:n arvoinen lottia kohden. Laske arvo instrumentin tiedoista ja vertaa sitä toimeksiantonäkymän arvioon.</li>
<li><strong>Kokonaisriski.</strong> Kolme positiota, jotka kaikki riippuvat Yhdysvaltain dollarin heikkenemisestä, käyttäytyvät kuin yksi suuri positio. Laske yhteen kokonaisriskisi, älä pelkästään kunkin kaupan riskiä.</li>
<li><strong>Vapaa vakuus.</strong> Pidä varaa sen verran, etteivät tavalliset heilahtelut vie vakuustasoasi lähelle pakkosulkutasoa.</li>
<li><strong>Johdonmukaisuus.</strong> Laske koko uudelleen jokaiselle kaupalle, äläkä koskaan kasvata sitä voittaaksesi tappion takaisin.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Hintaerot, palkkiot sekä bid- ja ask-hinnan ero',
    desc: 'Miksi jokaisessa noteerauksessa on kaksi hintaa, miksi uusi positio alkaa hieman miinukselta ja mitkä palkkiot kannattaa laskea ennen kauppaa.',
    content: `
<p>Jokaisessa noteerauksessa on kaksi hintaa. Kun ymmärrät ne ja sovellettavat palkkiot, tiedät, mitä kauppa maksaa jo ennen kuin markkina on liikkunut lainkaan.</p>

<h2>Bid ja ask</h2>
<ul>
<li><strong>Bid</strong>: hinta, jolla voit myydä.</li>
<li><strong>Ask</strong>: hinta, jolla voit ostaa. Se on aina bid-hintaa korkeampi.</li>
</ul>
<p>Niiden välinen ero on <strong>hintaero</strong> (spread). Se, kumpi hinta on voimassa, riippuu siitä, mitä teet:</p>
<table>
<thead><tr><th></th><th>Osto (nousuun)</th><th>Myynti (laskuun)</th></tr></thead>
<tbody>
<tr><td>Avataan</td><td>ask-hintaan</td><td>bid-hintaan</td></tr>
<tr><td>Suljetaan</td><td>bid-hintaan</td><td>ask-hintaan</td></tr>
</tbody>
</table>

<h2>Miksi uusi positio alkaa hieman miinukselta</h2>
<p>Oletetaan esimerkin vuoksi, että EURUSD:n bid-hinta on 1,08500 ja ask-hinta 1,08512: hintaero on 0,00012 eli 1,2 pistettä. Jos ostat 0,10 lottia, positio avataan hintaan 1,08512, mutta se arvostetaan hintaan, jolla sen voisi sulkea, eli bid-hintaan 1,08500. Siksi positio näyttää heti 0,00012 × 10 000 = 1,20 USD:n avointa tappiota, ja bid-hinnan on noustava hintaeron verran ennen kuin kauppa pääsee omilleen. Myynti toimii samoin mutta päinvastoin.</p>
<p>Hintaerolla on eniten merkitystä, kun tavoittelemasi liike on pieni. 10 pisteen tavoitteessa 1,2 pisteen hintaero on 12 % tavoitteesta; 100 pisteen tavoitteessa se on 1,2 %.</p>

<h2>Mikä vaikuttaa hintaeroihin</h2>
<ul>
<li><strong>Likviditeetti.</strong> Päävaluuttapareilla on yleensä kapeammat hintaerot kuin vähemmän vaihdetuilla pareilla, pienemmillä osakkeilla tai pienemmillä kryptovaluutoilla.</li>
<li><strong>Vuorokaudenaika.</strong> Koko markkinalla hintaerot ovat yleensä leveämpiä heti markkinan avautumisen jälkeen, päivänvaihteen (rollover) tienoilla ja silloin, kun tärkeimmät kaupankäyntikeskukset ovat kiinni.</li>
<li><strong>Volatiliteetti.</strong> Merkittävien talousjulkistusten tai odottamattomien uutisten aikaan hinnat liikkuvat nopeasti ja hintaerot voivat levetä.</li>
</ul>
<p>Tarkista aina reaaliaikaiset bid- ja ask-hinnat kurssinäkymästä ennen kuin käyt kauppaa.</p>

<h2>Kaupankäyntipalkkiot</h2>
<p>Hintaeron lisäksi position avaamisesta voidaan periä kaupankäyntipalkkio. Alustan asetuksista riippuen se on joko kiinteä summa lottia kohden tai prosenttiosuus vakuudesta. Odottavasta toimeksiannosta palkkio peritään, kun toimeksianto toteutuu, ei silloin, kun teet sen. Toimeksiantonäkymän arvio näyttää palkkion ennen vahvistamista, ja jokainen palkkio näkyy omana rivinään tilitapahtumissasi. Palkkiot maksetaan, oli kauppa voitollinen tai tappiollinen.</p>

<h2>Talletusten ja nostojen kulut</h2>
<p>Rahan siirtämiseen liittyy omia kulujaan: lohkoketjun verkkomaksut kryptosiirroissa, oman pankkisi tai välittävien pankkien kulut pankkisiirroissa sekä nostopalkkio, joka näytetään lomakkeella ennen lähettämistä. Talletuksia ja nostoja käsittelevä artikkelimme selittää jokaisen niistä.</p>

<h2>Kulut hallintaan</h2>
<ul>
<li>Vertaa hintaeroa stop-lossin ja tavoitteen etäisyyksiin ennen jokaista kauppaa.</li>
<li>Suosi harvempia, hyvin valmisteltuja kauppoja: jokaisesta kaupasta maksetaan hintaero ja mahdollinen palkkio.</li>
<li>Ole varovainen avatessasi positioita heti markkinan avautumisen jälkeen, jolloin hintaerot ovat usein leveämpiä.</li>
<li>Kirjaa kulut kaupankäyntipäiväkirjaasi, jotta arvioit tuloksiasi kulujen jälkeen etkä ennen niitä.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Kynttiläkaavioiden lukeminen ja aikavälin valinta',
    desc: 'Mitä kynttilän kukin osa kertoo, miten aikavälit 1 min – 1 pv eroavat toisistaan ja miten käytät useita aikavälejä ylitulkitsematta niitä.',
    content: `
<p>Kynttiläkaavio on yleisin tapa esittää hintaa. Jokainen kynttilä tiivistää hinnan kehityksen yhden jakson ajalta, ja koko kaavio näyttää, miten ostajat ja myyjät ovat toimineet ajan mittaan.</p>

<h2>Kynttilän rakenne</h2>
<ul>
<li><strong>Avaus</strong>: jakson ensimmäinen hinta.</li>
<li><strong>Päätös</strong>: jakson viimeinen hinta.</li>
<li><strong>Ylin</strong> ja <strong>Alin</strong>: jakson aikana saavutetut korkein ja matalin hinta.</li>
</ul>
<p>Paksu osa eli <strong>runko</strong> ulottuu avaushinnasta päätöshintaan. Ylä- ja alapuolen ohuet viivat eli <strong>sydämet</strong> tai varjot ulottuvat ylimpään ja alimpaan hintaan. Kynttilä, joka päättyy avaustaan korkeammalle, on nouseva kynttilä; avaustaan alemmas päättyvä on laskeva kynttilä. Värit ovat sopimuskysymys ja vaihtelevat alueittain ja sovelluksittain, joten tarkista, miten oma kaaviosi ne värittää.</p>

<h2>Mihin muodot voivat viitata</h2>
<ul>
<li><strong>Pitkä runko ja lyhyet sydämet</strong>: hinta liikkui jakson aikana tasaisesti yhteen suuntaan.</li>
<li><strong>Pieni runko ja pitkät sydämet</strong>: hinta liikkui paljon mutta päätyi lähelle lähtökohtaansa – merkki epäröinnistä.</li>
<li><strong>Pitkä alasydän</strong>: myyjät painoivat hintaa alas, mutta ostajat nostivat sen takaisin ennen jakson päättymistä. Pitkä yläsydän on päinvastainen tilanne.</li>
</ul>
<p>Yksittäinen kynttilä on yksinään heikko todiste. Muodot kertovat enemmän asiayhteydessään, esimerkiksi lähellä tasoa, jolta markkina on aiemmin kääntynyt, ja silloinkin ne kuvaavat sitä, mitä tapahtui, eivät sitä, mitä tapahtuu seuraavaksi.</p>

<h2>Aikavälit</h2>
<table>
<thead><tr><th>Jakso</th><th>Yksi kynttilä kattaa</th><th>Käytetään usein</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minuutin</td><td>Sisään- ja ulostulojen tarkkaan ajoitukseen</td></tr>
<tr><td>5 min</td><td>5 minuuttia</td><td>Lyhytaikaiseen päivänsisäiseen kaupankäyntiin</td></tr>
<tr><td>15 min</td><td>15 minuuttia</td><td>Päivänsisäisen rakenteen hahmottamiseen</td></tr>
<tr><td>30 min</td><td>30 minuuttia</td><td>Päivänsisäisiin heilahteluihin</td></tr>
<tr><td>1 t</td><td>1 tunnin</td><td>Päiväkaupankäyntiin ja lyhyisiin swing-kauppoihin</td></tr>
<tr><td>1 pv</td><td>1 päivän</td><td>Yleisen trendin ja tärkeiden tasojen seuraamiseen</td></tr>
</tbody>
</table>
<p>Kaavioidemme päiväkynttilät alkavat klo 00.00 UTC, joten päiväkynttilä ei välttämättä vastaa pörssin kaupankäyntipäivää tai paikallista kalenteripäivääsi.</p>

<h2>Useamman aikavälin käyttö</h2>
<p>Yleinen tapa on edetä ylhäältä alas: päiväkaaviosta suunta ja tärkeät tasot, tuntikaaviosta rakenne ja vasta sitten lyhyeltä aikaväliltä sisääntulon ajoitus. Liike, joka näyttää dramaattiselta 1 minuutin kaaviossa, voi olla päiväkaaviossa pelkkä pieni värähdys. Lyhyillä aikaväleillä näkyy myös enemmän kohinaa, ja ne houkuttelevat käymään kauppaa useammin, vaikka jokaisesta kaupasta maksetaan hintaero ja mahdollinen palkkio.</p>

<h2>Hintakuilut ja suljetut markkinat</h2>
<p>Kun markkina on kiinni – osakkeilla yön yli, valuutoilla viikonloppuisin – uusia kynttilöitä ei muodostu. Kun markkina avautuu uudelleen, ensimmäinen hinta voi olla kaukana viimeisestä, jolloin kaavioon jää hintakuilu (gap). Hintakuiluilla on merkitystä, koska stop-loss ei voi toimia markkinan ollessa kiinni, vaan se toteutetaan ensimmäiseen saatavilla olevaan hintaan sen jälkeen.</p>

<h2>Kaavioiden vastuullinen lukeminen</h2>
<ul>
<li>Päätä, mitä etsit, ennen kuin avaat kaavion, sen sijaan että etsisit siitä syytä käydä kauppaa.</li>
<li>Merkitse stop-lossisi kohtaan, jossa kaavion perusteella ajatuksesi osoittautuisi vääräksi.</li>
<li>Pidä kaupoistasi päiväkirjaa kuvakaappauksineen. Omien päätöstesi toistuvat kaavat ovat usein hyödyllisempiä kuin kynttilöiden kuviot.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Kaupankäyntiajat: milloin markkinat aukeavat ja sulkeutuvat – ja miksi',
    desc: 'Valuutat 24/5, osakkeet ja indeksit pörssinsä mukaan, krypto ei sulkeudu koskaan. Mitä kukin aikataulu tarkoittaa toimeksiannoillesi ja stopeillesi.',
    content: `
<p>Hinnat liikkuvat vain, kun joku käy kauppaa. Jokainen instrumentti noudattaa taustalla olevan markkinansa aukioloaikoja, joten instrumentit avautuvat ja sulkeutuvat eri aikoina. Aikataulun tunteminen säästää yllätyksiltä, sillä kun markkina on kiinni, et voi avata tai sulkea siinä positioita.</p>

<h2>Aukioloajat omaisuusluokittain</h2>
<table>
<thead><tr><th>Omaisuusluokka</th><th>Tavalliset aukioloajat</th><th>Huomioita</th></tr></thead>
<tbody>
<tr><td>Valuutat</td><td>Sunnuntaista klo 17.00 perjantaihin klo 17.00 New Yorkin aikaa</td><td>Ympäri vuorokauden viitenä päivänä viikossa</td></tr>
<tr><td>Metallit ja energia</td><td>Sunnuntaista klo 18.00 perjantaihin klo 17.00 New Yorkin aikaa</td><td>Päivittäinen tauko klo 17.00–18.00</td></tr>
<tr><td>Indeksit</td><td>Kunkin indeksin taustalla olevan pörssin tai futuurimarkkinan aukioloajat</td><td>Esimerkiksi GER40 klo 08.00–22.00 Berliinin aikaa, UK100 klo 08.00–21.00 Lontoon aikaa; Yhdysvaltain indeksit noudattavat futuurien lähes 24 tunnin kaupankäyntiaikoja</td></tr>
<tr><td>Osakkeet</td><td>Klo 09.30–16.00 New Yorkin aikaa maanantaista perjantaihin</td><td>Pörssin tavallinen kaupankäyntijakso</td></tr>
<tr><td>Krypto</td><td>Aina auki</td><td>24 tuntia vuorokaudessa, 7 päivää viikossa</td></tr>
</tbody>
</table>
<p>Ajat ovat kunkin markkinan paikallisia aikoja ja seuraavat sen kesäaikasiirtymiä, joten omalla aikavyöhykkeelläsi ne voivat siirtyä tunnilla keväällä ja syksyllä. Sovellus merkitsee instrumentin tilaksi ”Markkina suljettu” aina, kun sillä ei käydä kauppaa.</p>

<h2>Valuuttamarkkinan kaupankäyntijaksot</h2>
<p>Valuuttamarkkinalla ei ole keskitettyä pörssiä: pankit ja muut instituutiot käyvät kauppaa keskenään ympäri maailmaa. Kaupankäyntipäivä siirtyy Aasian ja Tyynenmeren alueelta (Sydney ja Tokio) Eurooppaan (Lontoo) ja edelleen Pohjois-Amerikkaan (New York). Aktiivisuus on yleensä suurinta, kun Lontoon ja New Yorkin kaupankäyntijaksot ovat päällekkäin, ja pienempää myöhään New Yorkin iltapäivällä sekä päivänvaihteen tienoilla klo 17.00 New Yorkin aikaa, jolloin hintaerot koko markkinalla usein levenevät.</p>

<h2>Miksi markkinat sulkeutuvat</h2>
<ul>
<li><strong>Pörssien aukioloajat.</strong> Osakkeet ja indeksit ovat sidoksissa pörsseihin, joilla on kiinteät kaupankäyntijaksot; niiden ulkopuolella virallista hintaa ei ole.</li>
<li><strong>Viikonloput.</strong> Valuuttojen, metallien ja energian taustalla oleva pankkijärjestelmä on viikonloppuisin pääosin tauolla.</li>
<li><strong>Pyhäpäivät.</strong> Markkinat ovat kiinni yleisinä vapaapäivinä, kuten joulupäivänä ja uudenvuodenpäivänä, ja osa sulkeutuu tavallista aiemmin niiden ympärillä olevina päivinä. Kalenterit vaihtelevat maittain, joten Yhdysvaltain vapaapäivä voi sulkea Yhdysvaltain osakkeet, vaikka eurooppalaisilla indekseillä käydään kauppaa normaalisti.</li>
<li><strong>Päivittäiset tauot.</strong> Jotkin markkinat pitävät tauon joka päivä, kuten metallien ja energian tunnin tauko.</li>
</ul>
<p>Kryptomarkkinoilla ei ole sulkemisaikaa, mutta kaupankäynti voi silti olla ohuempaa viikonloppuisin ja öisin.</p>

<h2>Mitä suljettu markkina tarkoittaa sinulle</h2>
<ul>
<li>Uusia toimeksiantoja, markkina- tai odottavia, ei voi tehdä, eikä avoimia positioita voi sulkea.</li>
<li>Stop-loss- ja take-profit-tasot eivät voi laueta, koska uusia hintoja ei synny.</li>
<li>Voit silti perua odottavan toimeksiannon ja muuttaa stop-loss- ja take-profit-tasoja.</li>
<li>Avoimet positiot pysyvät auki ja säilyttävät vakuutensa. Kun markkina avautuu uudelleen, ensimmäinen hinta voi poiketa viimeisestä (hintakuilu), ja jokainen taso, jonka ohi hinta hyppää, toteutetaan ensimmäiseen saatavilla olevaan hintaan.</li>
</ul>

<h2>Suunnittele kalenterin mukaan</h2>
<ul>
<li>Päätä ennen viikonloppua harkiten, pidätkö kunkin position auki viikonlopun yli.</li>
<li>Tarkista pyhäpäivien aukioloajat etukäteen, etenkin vuodenvaihteessa, jolloin monien markkinoiden aukioloaikoja lyhennetään.</li>
<li>Ole varovainen kaupankäyntijaksojen avautuessa ja ennalta ilmoitettujen talousjulkistusten aikaan, jolloin hinnat voivat liikkua jyrkästi.</li>
<li>Jos käyt kauppaa osakkeilla, muista, että yhtiöiden tulokset julkaistaan usein tavallisten aukioloaikojen ulkopuolella, ja ne voivat näkyä hintakuiluna seuraavassa avauksessa.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Talletukset ja nostot selitettynä',
    desc: 'Talletus USDT:llä, USDC:llä tai pankkisiirrolla, miksi kryptoverkon on täsmättävä, mitä ”jäädytetty” tarkoittaa ja miten nostopalkkiot toimivat.',
    content: `
<p>Kaupankäyntitilisi on Yhdysvaltain dollareissa. Voit tallettaa sille kryptovaluuttaa, kuten vakaakolikoita USDT ja USDC, tai käyttää pankkisiirtoa, ja nostaa varoja lisäämääsi krypto-osoitteeseen tai pankkitilille. Näin kukin vaihe toimii ja näin vältät yleisimmät virheet.</p>

<h2>Kryptovaluutan tallettaminen</h2>
<ol>
<li>Avaa <strong>Talletus</strong>, valitse <strong>Kryptovaluutta</strong> ja valitse valuutta ja verkko, esimerkiksi USDT TRC20-verkossa tai USDT ERC20-verkossa.</li>
<li>Kopioi kyseiselle vaihtoehdolle näytetty talletusosoite. Liitä osoite kirjoittamisen sijaan ja vertaa liittämisen jälkeen sen ensimmäisiä ja viimeisiä merkkejä.</li>
<li>Lähetä kryptovaluutta lompakostasi tai kryptopörssitililtäsi ja valitse <strong>sama verkko</strong>.</li>
<li>Anna lähettämäsi määrä, lataa kuvakaappaus siirrosta maksutositteeksi ja lähetä.</li>
</ol>
<p>Kun talletus on tarkistettu, se hyvitetään dollareina (USD) kyseiselle vaihtoehdolle näytetyllä kurssilla.</p>

<h3>Miksi verkolla on väliä</h3>
<p>Sama kryptovaluutta voi olla olemassa useassa lohkoketjussa. TRC20-verkon USDT (TRON-verkko) ja ERC20-verkon USDT (Ethereum-verkko) kulkevat eri verkoissa, ja niiden osoitteet näyttävät erilaisilta: TRC20-osoitteet alkavat merkillä ”T”, ERC20-osoitteet merkeillä ”0x”. <strong>Lähetä vain sitä valuuttaa ja sitä verkkoa, jotka näytetään osoitteen yhteydessä.</strong> Muussa verkossa tehtyä tai muun valuutan siirtoa ei voida hyvittää, eikä sitä välttämättä saada enää takaisin. Verkkomaksut maksaa lähettäjä; ne vaihtelevat verkoittain ja kysynnän mukaan, ja lompakkosi näyttää maksun ennen lähettämistä.</p>

<h2>Talletus pankkisiirrolla</h2>
<ol>
<li>Valitse <strong>Pankkisiirto</strong> ja valuutta ja ota sitten ylös vastaanottotilin tiedot: pankin nimi, tilinomistaja, tilinumero tai IBAN sekä SWIFT-koodi.</li>
<li>Tee siirto pankistasi ja <strong>kirjoita UID-tunnuksesi siirron viestikenttään</strong>. UID-tunnuksesi näkyy profiilisivullasi, ja sen avulla maksu yhdistetään tiliisi.</li>
<li>Lataa kuva siirron vahvistuksesta tositteeksi ja lähetä.</li>
</ol>
<p>Pankkisiirrot voivat kestää yhden tai useamman pankkipäivän, ja oma pankkisi tai välittävät pankit voivat periä kuluja. Hyvitettävä summa on se, joka todella saapuu, dollareiksi muunnettuna.</p>

<h2>Nostot</h2>
<p>Lisää ensin vastaanottotili kohdassa <strong>Nosto</strong>: krypto-osoite sille verkolle, jossa haluat vastaanottaa varat, tai pankkitili. Tarkista verkko ja osoite huolellisesti, sillä väärään osoitteeseen lähetettyä maksua ei voi peruuttaa.</p>

<h3>Kuinka paljon voit nostaa</h3>
<p>Käytettävissä oleva summa on saldosi ja nettoarvosi pienempi, vähennettynä avoimien positioiden ja odottavien toimeksiantojen varaamalla vakuudella. Avoin voitto on realisoitava sulkemalla positio ennen kuin sen voi nostaa, ja avointen tappioiden on pysyttävä katettuina.</p>

<h3>Mitä tapahtuu lähettämisen jälkeen</h3>
<ul>
<li>Summa poistuu saldostasi heti ja näkyy kohdassa <strong>Jäädytetty</strong> pyynnön käsittelyn ajan. Jäädytettyä rahaa ei käytetä kaupankäyntiin, eivätkä kaupankäynnin tulokset vaikuta siihen.</li>
<li>Kun nosto on maksettu, jäädytetty summa poistuu.</li>
<li>Jos nosto hylätään, summa palaa saldoosi ja näet hylkäyksen syyn.</li>
</ul>

<h3>Palkkiot ja saamasi summa</h3>
<p>Lomake näyttää ennen lähettämistä nostopalkkion (kiinteä summa tai prosenttiosuus), vaihtokurssin ja summan, jonka saat. Esimerkiksi 1 %:n palkkiolla 200 USD:n noston palkkio on 2 USD, ja jäljelle jäävä 198 USD muunnetaan näytetyllä kurssilla. Saatava summa pyöristetään alaspäin sentin tarkkuudella, ja jokaisella valuutalla on vähimmäisnostosumma.</p>

<h2>Pysy turvassa</h2>
<ul>
<li>Käytä joka kerta sovelluksessa näytettyjä talletustietoja; ne voivat muuttua, joten älä käytä uudelleen vanhoja osoitteita tai tilinumeroita.</li>
<li>Älä koskaan kerro salasanaasi tai vahvistuskoodeja kenellekään, et myöskään henkilöille, jotka väittävät olevansa asiakastuen työntekijöitä.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
