/** The seed articles in Turkish. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Risk uyarısı: CFD\'ler ve diğer kaldıraçlı ürünler karmaşıktır ve hızla para kaybetmenize yol açabilir; yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Teminat ve Kaldıraç Nasıl Çalışır: Örnek Hesaplama',
    desc: 'Teminat nedir, kaldıraç onu nasıl değiştirir ve kaldıraç neden ayırdığınız parayı değiştirip kâr veya zararınızın büyüklüğünü değiştirmez?',
    content: `
<p>Kaldıraç, bunun için ayırdığınız paradan çok daha büyük bir pozisyon açmanızı sağlar. Ayrılan bu paraya <strong>teminat</strong> denir. İkisinin birbiriyle ilişkisini anlamak, kaldıraçlı ürünlerle sorumlu bir şekilde işlem yapmanın ilk adımıdır; çünkü kaldıraç bir işlemi açmak için ne kadar paraya ihtiyacınız olduğunu değiştirir, ancak fiyat hareket ettiğinde ne kadar kazanacağınızı veya kaybedeceğinizi değiştirmez.</p>

<h2>Lot ve kontrat büyüklüğü</h2>
<p>Pozisyonların büyüklüğü lot ile belirlenir. Her enstrümanın bir kontrat büyüklüğü vardır: bir lottaki birim sayısı. Çoğu döviz çiftinde bir lot, baz para biriminin 100.000 birimidir; yani 0,10 lot EURUSD 10.000 eurodur. Kontrat büyüklükleri forex, metaller, enerji, endeksler, hisse senetleri ve kripto paralar arasında farklılık gösterir; her enstrümanın kendi kontrat büyüklüğü, enstrüman detaylarında yer alır.</p>

<h2>Teminat nasıl hesaplanır?</h2>
<p>Kaldıraçlı enstrümanlarda formül şöyledir:</p>
<blockquote><strong>Teminat = lot × kontrat büyüklüğü × fiyat ÷ kaldıraç</strong></blockquote>
<p>Örnek hesaplama: 100 kaldıraçla (genellikle 1:100 olarak yazılır) 1,0850 fiyattan 0,10 lot EURUSD alıyorsunuz.</p>
<table>
<thead><tr><th>Adım</th><th>Hesaplama</th><th>Sonuç</th></tr></thead>
<tbody>
<tr><td>Pozisyon büyüklüğü</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>ABD doları cinsinden değer</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>100 kaldıraçta teminat</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Yani pozisyon açık kaldığı sürece hesabınızdaki 108,50 USD ayrılmış olur. 50 kaldıraçla aynı pozisyon 217,00 USD, 200 kaldıraçla ise 54,25 USD gerektirirdi. Bir enstrüman ABD doları dışında bir para biriminde fiyatlanıyorsa teminat güncel kurdan USD'ye çevrilir. Bazı enstrümanlarda bunun yerine lot başına sabit bir teminat uygulanır. Her iki durumda da emir ekranı, onaylamadan önce teminatı gösterir.</p>

<h2>Kaldıraç riski küçültmez</h2>
<p>Kâr ve zarar teminata değil, pozisyonun büyüklüğüne bağlıdır. 0,10 lot EURUSD'de 0,0001'lik (bir pip) her hareket 1 USD değerindedir. 1,0850'den 1,0800'e düşüş 50 piptir: alış pozisyonunda 50 USD zarar, yani 108,50 USD'lik teminatın neredeyse yarısı. Hangi kaldıracı seçmiş olursanız olun sonuç aynıdır. Daha yüksek kaldıraç yalnızca bakiyenizin daha küçük bir kısmının ayrılması anlamına gelir; bu da hesap için fazla büyük pozisyonlar açmayı kolaylaştırır.</p>

<h2>Takip edilmesi gereken hesap değerleri</h2>
<ul>
<li><strong>Bakiye</strong>: para yatırma ve çekme işlemleriniz ile kapatılan pozisyonların sonuçları.</li>
<li><strong>Net değer</strong> (özkaynak): bakiye artı açık pozisyonların anlık kâr veya zararı.</li>
<li><strong>Teminat</strong>: açık pozisyonlar ve bekleyen emirler için ayrılan toplam tutar.</li>
<li><strong>Serbest teminat</strong>: net değer eksi teminat. Yeni bir emir, yalnızca serbest teminat o emrin teminatını, ücretini ve açılıştaki spread'i karşıladığında kabul edilir.</li>
<li><strong>Teminat seviyesi</strong>: net değer ÷ teminat × %100. Ne kadar düşükse hesap stop out'a o kadar yakındır.</li>
</ul>

<h2>Pratik alışkanlıklar</h2>
<ul>
<li>Pozisyon büyüklüğünü kaybetmeyi göze aldığınız tutara göre belirleyin, ardından teminatı kontrol edin; tersini değil.</li>
<li>Normal fiyat dalgalanmalarının teminat seviyenizi stop out seviyesine doğru itmemesi için bol miktarda serbest teminat bulundurun.</li>
<li>Bekleyen emirlerin de, gerçekleşmeden önce bile teminat ayırdığını unutmayın.</li>
<li>Bu rakamlar size tanıdık gelene kadar demo hesapta pratik yapın.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Zarar Durdur ve Kâr Al: Çıkışınızı Planlayın',
    desc: 'Zarar durdur ve kâr al seviyeleri nasıl çalışır, fiyatın hangi tarafına konur ve bir seviye neden garantili bir fiyat değil, bir tetikleyicidir?',
    content: `
<p>Her pozisyon bir yerde sona erer. Zarar durdur ve kâr al, bunun nerede olacağına hızlı bir piyasanın ortasında değil, sakin bir anda önceden karar vermenizi sağlar.</p>

<h2>Ne işe yararlar?</h2>
<ul>
<li><strong>Zarar durdur (Stop Loss, SL)</strong>: zarardaki bir pozisyonun, zararı sınırlamak için otomatik olarak kapatıldığı fiyat.</li>
<li><strong>Kâr al (Take Profit, TP)</strong>: kârdaki bir pozisyonun, kazancı güvenceye almak için otomatik olarak kapatıldığı fiyat.</li>
</ul>
<p>İkisi de isteğe bağlıdır. Emir verirken ya da daha sonra pozisyondaki “Kâr al/Zarar durdur” seçeneğiyle ayarlayabilir, istediğiniz zaman değiştirebilir veya kaldırabilirsiniz. Bir fiyatı boş bırakmak veya 0 girmek onu kaldırır.</p>

<h2>Fiyatın hangi tarafında?</h2>
<table>
<thead><tr><th>Pozisyon</th><th>Zarar durdur</th><th>Kâr al</th><th>Karşılaştırıldığı fiyat</th></tr></thead>
<tbody>
<tr><td>Alış (yükseliş)</td><td>fiyatın altında</td><td>fiyatın üstünde</td><td>bid</td></tr>
<tr><td>Satış (düşüş)</td><td>fiyatın üstünde</td><td>fiyatın altında</td><td>ask</td></tr>
</tbody>
</table>
<p>Seviyeler, pozisyonun kapanacağı fiyatla karşılaştırılır: alış pozisyonu bid fiyatından, satış pozisyonu ask fiyatından kapanır. Satış pozisyonunda ask fiyatı spread'i içerir; bu nedenle fiyata çok yakın konan bir zarar durdur seviyesi, özellikle spread'ler genişken beklediğinizden daha erken tetiklenebilir.</p>

<h2>Seviye bir tetikleyicidir, garantili fiyat değil</h2>
<p>Fiyat seviyenize ulaştığında pozisyon, o anda mevcut olan piyasa fiyatından kapatılır. Sakin bir piyasada bu fiyat seviyenizle aynı ya da ona çok yakındır. Hızlı bir piyasada ya da bir piyasa hafta sonu veya tatil sonrasında çok farklı bir fiyattan yeniden açıldığında (fiyat boşluğu, gap), kapanış seviyenizden daha kötü, bazen de daha iyi olabilir. Bu farka kayma (slippage) denir. Ayrıca piyasa kapalıyken yeni fiyat oluşmadığı için seviyeler tetiklenemez.</p>

<h2>Makul seviyeler seçmek</h2>
<ul>
<li>Zarar durdur seviyesini yuvarlak bir para tutarına değil, işlem fikrinizin yanlış çıkacağı noktaya koyun; örneğin yakın zamandaki bir salınım zirvesinin veya dibinin ötesine.</li>
<li>Normal hareketlere pay bırakın. Zaman diliminizdeki olağan iniş çıkışların içinde kalan bir stop, çoğu zaman piyasa gürültüsüyle tetiklenir.</li>
<li>Ardından pozisyon büyüklüğünü, stop tetiklendiğinde zarar kabul ettiğiniz bir tutar olacak şekilde ayarlayın. Pozisyon büyüklüğüyle ilgili makalemiz bunun nasıl yapılacağını gösteriyor.</li>
<li>Olası kazancı riskle karşılaştırın. Kâr al seviyesi, zarar durdur seviyesinin iki katı uzaklıktaysa tek bir kazançlı işlem iki zararlı işlemi karşılar; ancak hiçbir oran sonucu garanti etmez.</li>
</ul>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Fiyat yaklaştıkça <strong>zarar durdur seviyesini uzaklaştırmak</strong>. Bu, planlanmış küçük bir zararı planlanmamış büyük bir zarara dönüştürür.</li>
<li><strong>Zarar durdur kullanmadan işlem yapmak</strong> ve stop out'a güvenmek. Stop out çok daha sonra, çok daha büyük bir zarardan sonra gerçekleşir ve pozisyonları sizin değil, platformun koşullarıyla kapatır.</li>
<li><strong>Kâr al seviyesini çok yakına koymak</strong>; böylece spread ve ücretler kazancın büyük kısmını yer.</li>
</ul>
<p>İşlem lehinize ilerledikten sonra kârı korumak için zarar durdur seviyesini fiyata <em>yaklaştırmak</em> ise farklıdır: riski azaltır ve birçok yatırımcı bunu adım adım, manuel bir iz süren stop (trailing stop) olarak yapar.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Teminat Tamamlama Çağrısı, Stop Out ve Negatif Bakiye Koruması',
    desc: 'Zararlar teminatınızı eritince ne olur: teminat seviyesi, %50\'de stop out, önce hangi pozisyonların kapandığı ve negatif bakiye koruması.',
    content: `
<p>Kaldıraçlı pozisyonlar hesabınızdaki parayla desteklenir. Bu makale, zararlar bu parayı tüketmeye başladığında ne olduğunu ve bu noktadan nasıl uzak durabileceğinizi açıklıyor.</p>

<h2>Teminat seviyesi: asıl önemli olan rakam</h2>
<blockquote><strong>Teminat seviyesi = net değer ÷ teminat × %100</strong></blockquote>
<p>Net değer, bakiyenize açık pozisyonların anlık sonucunun eklenmesi veya çıkarılmasıyla bulunur. Teminat, açık pozisyonlar ve bekleyen emirler için ayrılan tutardır. Açık bir şey yoksa teminat seviyesi de yoktur. Uygulama ayrıca aynı bilgiyi tersinden ifade eden bir <strong>risk oranı</strong> da gösterir: teminat ÷ net değer × %100. %50'lik bir teminat seviyesi, %200'lük bir risk oranına karşılık gelir.</p>

<h2>Teminat tamamlama çağrısı nedir?</h2>
<p>Geleneksel olarak teminat tamamlama çağrısı (margin call), teminat seviyesinin, yatırımcının para yatırması veya pozisyonlarını azaltması gerekecek kadar düştüğünü bildiren bir uyarıdır. Uyarı işaretleri hesap değerlerinizde görülür. Teminat seviyesi %100'e düştüğünde serbest teminat sıfırdır: yeni pozisyon açamazsınız ve her ek zarar sizi stop out'a yaklaştırır. Düşen bir teminat seviyesini kendi teminat tamamlama çağrınız olarak görün ve platform müdahale etmek zorunda kalmadan önce harekete geçin.</p>

<h2>Stop out nedir?</h2>
<p>Stop out, hesabın içindeki paradan fazlasını kaybetmesini önlemek için pozisyonların otomatik olarak kapatılmasıdır. Stop out seviyesi, <strong>%50</strong> teminat seviyesidir. Teminat seviyesi bu değerde veya altında olduğunda:</p>
<ol>
<li>en büyük anlık zarara sahip açık pozisyon, güncel piyasa fiyatından ilk olarak kapatılır;</li>
<li>hesap yeniden değerlendirilir ve teminat seviyesi hâlâ %50 veya altındaysa bir sonraki en kötü pozisyon kapatılır ve bu böyle devam eder;</li>
<li>yalnızca bekleyen emirler kalmışsa ve seviyeye hâlâ ulaşılmışsa, bu emirler en büyük teminata sahip olandan başlanarak iptal edilir.</li>
</ol>
<p>O anda piyasası kapalı olan bir pozisyon, piyasa yeniden açılana kadar kapatılamaz.</p>

<h2>Örnek hesaplama</h2>
<p>Bakiyeniz 1.000 USD ve açık pozisyonlarınız 400 USD teminat kullanıyor.</p>
<table>
<thead><tr><th>Anlık sonuç</th><th>Net değer</th><th>Teminat seviyesi</th><th>Anlamı</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>%250</td><td>Rahat</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>%100</td><td>Serbest teminat sıfır; yeni pozisyon açılamaz</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>%50</td><td>Stop out başlar</td></tr>
</tbody>
</table>
<p>Burada bakiyenin beşte dördü olan 800 USD'lik bir zarar stop out'u tetikler. Bir emri onaylamadan önce emir ekranı, piyasanın aleyhinize ne kadar hareket etmesi gerektiğini gösteren tahmini bir stop out fiyatı sunar.</p>

<h2>Negatif bakiye koruması</h2>
<p>Hızlı bir piyasada veya bir fiyat boşluğundan sonra pozisyonlar, stop out seviyesinin çok ötesindeki fiyatlardan kapanabilir ve zaman zaman zarar bakiyeyi aşabilir. Negatif bakiye korumasıyla, bir pozisyonun kapatılması bakiyenizi sıfırın altına düşürürse bakiye yeniden sıfıra getirilir ve açığı aracı kurum üstlenir; böylece hesabınızda bulunandan fazlasını asla borçlanmazsınız. Bu, aşırı olaylar için bir güvenlik ağıdır, bir strateji değil: tüm bakiyenizi yine de kaybedebilirsiniz.</p>

<h2>Stop out'tan nasıl uzak durulur?</h2>
<ul>
<li>Her pozisyonda zarar durdur kullanın; böylece zararlar, stop out'tan çok önce sizin belirlediğiniz seviyede kapatılır.</li>
<li>Daha küçük işlem büyüklükleri ve daha düşük kaldıraç kullanın; böylece teminat, net değerinizin küçük bir kısmı olur.</li>
<li>Birbiriyle ilişkili pozisyonlara dikkat edin: aynı harekete bağlı birkaç işlem birlikte zarar edebilir.</li>
<li>Çekilen paranın artık açık pozisyonları desteklemediğini unutmayın.</li>
<li>Para yatırmak teminat seviyesini yükseltir, ancak basitçe ters giden bir işlemi düzeltmez.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Pozisyon Büyüklüğü: İşlem Başına Ne Kadar Risk Almalısınız?',
    desc: '“Çok fazla değil” ifadesini rakama dökün: pozisyonu zarar durdur seviyenize ve hesabın sabit bir payına, örneğin işlem başına %1\'e göre belirleyin.',
    content: `
<p>Neyle işlem yapılacağı seçimi ilgiyi en çok çeken konudur, ancak bir hesabın kötü bir dönemi atlatıp atlatamayacağını genellikle ne büyüklükte işlem yapıldığı belirler. Pozisyon büyüklüğünü belirlemek, belirsiz bir “çok fazla değil” hissini her işlemden önce kontrol edebileceğiniz bir rakama dönüştürür.</p>

<h2>İşlem başına riskle başlayın</h2>
<p>Birçok yatırımcı, tek bir işlemdeki zararı hesabın küçük ve sabit bir payıyla sınırlar; bu pay genellikle %1'dir ve nadiren %2'yi aşar. 5.000 USD'lik bir hesapta %1, 50 USD eder. Bu, piyasanın ne kadar hareket edebileceğini sınırlamaz; zarar durdur seviyeniz tetiklendiğinde ne kadar kaybedeceğinizi sınırlar.</p>

<h2>Formül</h2>
<blockquote><strong>Lot = riske edilen tutar ÷ (pip cinsinden stop mesafesi × lot başına pip değeri)</strong></blockquote>
<p>EURUSD ve kontrat büyüklüğü 100.000 olan, ABD doları cinsinden fiyatlanan diğer çiftlerde bir pip (0,0001) lot başına 10 USD, 0,10 lot için 1 USD ve 0,01 lot için 0,10 USD değerindedir.</p>

<h3>Örnek hesaplama</h3>
<ul>
<li>Hesap: 5.000 USD. Risk: %1, yani 50 USD.</li>
<li>EURUSD'yi 1,0850'den almayı ve zarar durdur seviyesini 25 pip uzaktaki 1,0825'e koymayı planlıyorsunuz.</li>
<li>Stop tetiklenirse lot başına zarar: 25 × 10 = 250 USD.</li>
<li>Pozisyon büyüklüğü: 50 ÷ 250 = <strong>0,20 lot</strong>.</li>
</ul>
<p>100 kaldıraçta bu pozisyon 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD teminat gerektirir. Dikkat edin: kaldıraç, büyüklüğün seçiminde hiçbir rol oynamadı; yalnızca ne kadar teminat ayrılacağını belirler. Hesaplama küsuratlı bir sonuç verirse, enstrümanın lot adımına, örneğin 0,01'e <em>aşağı</em> yuvarlayın.</p>
<p>Spread ve varsa işlem ücreti bunun üzerine eklenir; ayrıca hızlı bir piyasada stop daha kötü bir fiyattan gerçekleşebilir, dolayısıyla gerçek zarar planlanandan biraz daha büyük olabilir.</p>

<h2>Küçük yüzdeler neden önemlidir?</h2>
<table>
<thead><tr><th>Art arda zarar</th><th>%1 riskle kalan</th><th>%2 riskle kalan</th><th>%5 riskle kalan</th></tr></thead>
<tbody>
<tr><td>5</td><td>%95,1</td><td>%90,4</td><td>%77,4</td></tr>
<tr><td>10</td><td>%90,4</td><td>%81,7</td><td>%59,9</td></tr>
<tr><td>20</td><td>%81,8</td><td>%66,8</td><td>%35,8</td></tr>
</tbody>
</table>
<p>Dikkatli bir yaklaşımla bile art arda zararlar yaşanır. Ayrıca zararları telafi etmek göründüğünden daha zordur: %20'lik bir zarardan sonra başlangıç noktanıza dönmek için %25'lik bir kazanç gerekir, %50'lik bir zarardan sonra ise %100'lük.</p>

<h2>Kontrol edilmesi gereken diğer noktalar</h2>
<ul>
<li><strong>Diğer enstrümanlar.</strong> Bir fiyat hareketinin değeri, kontrat büyüklüğüne ve kotasyon para birimine bağlıdır. Altının kontrat büyüklüğü 100 ons ise 1,00 USD'lik bir hareket lot başına 100 USD değerindedir. Bunu enstrümanın detaylarından hesaplayın ve emir ekranındaki tahminle karşılaştırın.</li>
<li><strong>Toplam risk.</strong> Hepsi ABD dolarının zayıflamasına bağlı üç pozisyon, tek bir büyük pozisyon gibi davranır. Yalnızca her işlemin riskini değil, toplam riskinizi hesaplayın.</li>
<li><strong>Serbest teminat.</strong> Normal dalgalanmaların teminat seviyenizi stop out seviyesine yaklaştırmaması için yeterli rezerv tutun.</li>
<li><strong>Tutarlılık.</strong> Her işlem için büyüklüğü yeniden hesaplayın ve bir zararı geri kazanmak için asla artırmayın.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spread, Ücretler ve Bid ile Ask Arasındaki Fark',
    desc: 'Her kotasyonda neden iki fiyat olduğu, yeni bir pozisyonun neden hafif ekside başladığı ve işlemden önce hangi ücretleri hesaba katmanız gerektiği.',
    content: `
<p>Her kotasyonda iki fiyat bulunur. Bu fiyatları ve uygulanan ücretleri anlamak, piyasa daha hiç hareket etmeden bir işlemin size ne kadara mal olduğunu gösterir.</p>

<h2>Bid ve ask</h2>
<ul>
<li><strong>Bid</strong>: satış yapabileceğiniz fiyat.</li>
<li><strong>Ask</strong>: alış yapabileceğiniz fiyat. Her zaman bid fiyatından yüksektir.</li>
</ul>
<p>İkisi arasındaki farka <strong>spread</strong> denir. Hangi fiyatın uygulanacağı ne yaptığınıza bağlıdır:</p>
<table>
<thead><tr><th></th><th>Alış (yükseliş)</th><th>Satış (düşüş)</th></tr></thead>
<tbody>
<tr><td>Açılış fiyatı</td><td>ask</td><td>bid</td></tr>
<tr><td>Kapanış fiyatı</td><td>bid</td><td>ask</td></tr>
</tbody>
</table>

<h2>Yeni bir pozisyon neden hafif ekside başlar?</h2>
<p>Örnek olarak EURUSD'nin 1,08500 bid ve 1,08512 ask fiyatından kote edildiğini varsayalım: spread 0,00012, yani 1,2 pip. 0,10 lot alırsanız pozisyonu 1,08512'den açarsınız, ancak pozisyon kapatılabileceği fiyattan, yani 1,08500 bid fiyatından değerlenir. Bu yüzden hemen 0,00012 × 10.000 = 1,20 USD anlık zarar gösterir ve işlemin başa baş noktasına gelmesi için bid fiyatının spread kadar yükselmesi gerekir. Satış pozisyonu da aynı şekilde, ters yönde işler.</p>
<p>Spread, hedeflediğiniz hareket küçük olduğunda en çok önem taşır. 10 piplik bir hedefte 1,2 piplik spread hedefin %12'sidir; 100 piplik bir hedefte ise %1,2'dir.</p>

<h2>Spread'i neler etkiler?</h2>
<ul>
<li><strong>Likidite.</strong> Majör döviz çiftleri genellikle daha az işlem gören çiftlerden, küçük hisse senetlerinden veya küçük kripto paralardan daha dar spread'lerle işlem görür.</li>
<li><strong>Günün saati.</strong> Piyasa genelinde spread'ler bir piyasanın açılışından hemen sonra, günlük rollover saati civarında ve ana finans merkezleri kapalıyken genişleme eğilimindedir.</li>
<li><strong>Volatilite.</strong> Önemli ekonomik veri açıklamaları veya beklenmedik haberler sırasında fiyatlar hızla hareket eder ve spread'ler genişleyebilir.</li>
</ul>
<p>İşlem yapmadan önce her zaman fiyat ekranındaki canlı bid ve ask fiyatlarına bakın.</p>

<h2>İşlem ücretleri</h2>
<p>Spread'e ek olarak, bir pozisyon açıldığında işlem ücreti uygulanabilir. Platformun ayarlarına bağlı olarak bu ücret ya lot başına sabit bir tutar ya da teminatın belirli bir yüzdesidir. Bekleyen emirlerde ücret, emri verdiğinizde değil, emir gerçekleştiğinde alınır. Emir ekranındaki tahmin, onaylamadan önce ücreti gösterir ve her ücret hesap kayıtlarınızda ayrı bir kalem olarak yer alır. Ücretler, işlem kâr da etse zarar da etse ödenir.</p>

<h2>Para transferi maliyetleri</h2>
<p>Para transferinin de kendine ait maliyetleri vardır: coin transferlerinde blokzincir ağ ücretleri, banka havalelerinde bankanızın veya aracı bankaların kestiği masraflar ve göndermeden önce formda gösterilen para çekme ücreti. Para yatırma ve çekme hakkındaki makalemiz bunların her birini açıklıyor.</p>

<h2>Maliyetleri kontrol altında tutmak</h2>
<ul>
<li>Her işlemden önce spread'i zarar durdur ve hedef mesafelerinizle karşılaştırın.</li>
<li>Daha az sayıda, iyi hazırlanmış işlemi tercih edin: her işlem spread'i ve varsa ücreti öder.</li>
<li>Spread'lerin sıklıkla daha geniş olduğu piyasa açılışlarının hemen ardından pozisyon açarken dikkatli olun.</li>
<li>Maliyetleri işlem günlüğünüze kaydedin; böylece sonuçlarınızı maliyetler öncesine göre değil, maliyetler sonrasına göre değerlendirirsiniz.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Mum Grafiklerini Okumak ve Zaman Dilimi Seçmek',
    desc: 'Mumun her parçası ne anlatır, 1 dk ile 1 gün arasındaki zaman dilimleri nasıl farklıdır ve birkaç zaman dilimi aşırı yorum yapmadan nasıl kullanılır?',
    content: `
<p>Mum grafiği, fiyatı göstermenin en yaygın yoludur. Her mum bir dönemdeki fiyatı özetler; grafiğin tamamı ise alıcıların ve satıcıların zaman içinde nasıl davrandığını gösterir.</p>

<h2>Bir mumun anatomisi</h2>
<ul>
<li><strong>Açılış</strong>: dönemin ilk fiyatı.</li>
<li><strong>Kapanış</strong>: dönemin son fiyatı.</li>
<li><strong>En yüksek</strong> ve <strong>en düşük</strong>: dönem içinde ulaşılan en yüksek ve en düşük fiyatlar.</li>
</ul>
<p>Kalın kısım olan <strong>gövde</strong>, açılış ile kapanış arasını kapsar. Üstteki ve alttaki ince çizgiler, yani <strong>fitiller</strong> ya da gölgeler, en yüksek ve en düşük fiyata kadar uzanır. Açılışının üzerinde kapanan mum yükselen (boğa) mumu, açılışının altında kapanan mum ise düşen (ayı) mumudur. Renkler bir gelenektir ve bölgeden bölgeye, uygulamadan uygulamaya değişir; bu yüzden grafiğinizin mumları nasıl renklendirdiğini kontrol edin.</p>

<h2>Şekiller neye işaret edebilir?</h2>
<ul>
<li><strong>Kısa fitilli uzun gövde</strong>: fiyat dönem boyunca istikrarlı biçimde tek yönde hareket etmiştir.</li>
<li><strong>Uzun fitilli küçük gövde</strong>: fiyat çok yol katetmiş ama başladığı yere yakın kapanmıştır; bu, kararsızlığın bir işaretidir.</li>
<li><strong>Uzun alt fitil</strong>: satıcılar fiyatı aşağı itmiş, ancak alıcılar kapanıştan önce fiyatı yeniden yukarı taşımıştır. Uzun üst fitil bunun tersidir.</li>
</ul>
<p>Tek bir mum kendi başına zayıf bir kanıttır. Şekiller bağlam içinde, örneğin piyasanın daha önce döndüğü bir seviyenin yakınında daha fazla anlam taşır; o zaman bile ne olacağını değil, ne olduğunu anlatır.</p>

<h2>Zaman dilimleri</h2>
<table>
<thead><tr><th>Periyot</th><th>Bir mumun kapsadığı süre</th><th>Sık kullanım amacı</th></tr></thead>
<tbody>
<tr><td>1 dk</td><td>1 dakika</td><td>Giriş ve çıkışların hassas zamanlaması</td></tr>
<tr><td>5 dk</td><td>5 dakika</td><td>Kısa vadeli gün içi işlemler</td></tr>
<tr><td>15 dk</td><td>15 dakika</td><td>Gün içi yapı</td></tr>
<tr><td>30 dk</td><td>30 dakika</td><td>Gün içi dalgalanmalar</td></tr>
<tr><td>1 sa</td><td>1 saat</td><td>Günlük al-sat ve kısa vadeli salınım işlemleri</td></tr>
<tr><td>1 gün</td><td>1 gün</td><td>Genel trend ve önemli seviyeler</td></tr>
</tbody>
</table>
<p>Grafiklerimizde günlük mumlar 00:00 UTC'de başlar; bu nedenle bir günlük mum, bir borsanın işlem günüyle veya yerel takvim gününüzle örtüşmeyebilir.</p>

<h2>Birden fazla zaman dilimi kullanmak</h2>
<p>Yaygın bir yaklaşım yukarıdan aşağıya doğru çalışır: yön ve önemli seviyeler için günlük grafik, yapı için saatlik grafik ve ancak ondan sonra girişin zamanlaması için kısa bir zaman dilimi. 1 dakikalık grafikte çarpıcı görünen bir hareket, günlük grafikte küçük bir kıpırdanma olabilir. Kısa zaman dilimleri ayrıca daha fazla gürültü gösterir ve daha sık işlem yapmaya teşvik eder; her işlem de spread'i ve varsa ücreti öder.</p>

<h2>Fiyat boşlukları ve kapalı piyasalar</h2>
<p>Bir piyasa kapalıyken, yani hisse senetlerinde gece boyunca veya forex'te hafta sonları, yeni mum oluşmaz. Piyasa yeniden açıldığında ilk fiyat sonuncusundan çok uzak olabilir ve grafikte bir boşluk (gap) bırakabilir. Boşluklar önemlidir, çünkü piyasa kapalıyken zarar durdur devreye giremez ve açılıştan sonraki ilk uygun fiyattan gerçekleşir.</p>

<h2>Grafikleri sorumlu bir şekilde okumak</h2>
<ul>
<li>İşlem yapmak için bir neden aramak üzere grafiği taramak yerine, grafiği açmadan önce ne aradığınıza karar verin.</li>
<li>Zarar durdur seviyenizi, grafiğin fikrinizin yanlış olacağını gösterdiği yere koyun.</li>
<li>İşlemlerinizin ekran görüntülerini içeren bir günlük tutun. Kendi kararlarınızdaki kalıplar çoğu zaman mumlardaki kalıplardan daha faydalıdır.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'İşlem Seansları: Piyasalar Ne Zaman Açılır, Kapanır ve Neden?',
    desc: 'Forex 24/5 açıktır, hisseler ve endeksler borsalarını izler, kripto hiç kapanmaz. Her takvimin emirleriniz ve stop seviyeleriniz için anlamı.',
    content: `
<p>Fiyatlar yalnızca biri işlem yaparken hareket eder. Her enstrüman arkasındaki piyasanın çalışma saatlerini izler; bu yüzden enstrümanlar farklı saatlerde açılıp kapanır. Takvimi bilmek sürprizleri önler, çünkü bir piyasa kapalıyken o piyasada pozisyon açamaz veya kapatamazsınız.</p>

<h2>Varlık sınıfına göre işlem saatleri</h2>
<table>
<thead><tr><th>Varlık sınıfı</th><th>Olağan saatler</th><th>Notlar</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Pazar 17:00'den cuma 17:00'ye, New York saatiyle</td><td>Haftada beş gün kesintisiz</td></tr>
<tr><td>Metaller ve enerji</td><td>Pazar 18:00'den cuma 17:00'ye, New York saatiyle</td><td>Her gün 17:00–18:00 arası ara</td></tr>
<tr><td>Endeksler</td><td>Her endeksin bağlı olduğu borsanın veya vadeli işlem piyasasının saatleri</td><td>Örneğin GER40 Berlin saatiyle 08:00–22:00, UK100 Londra saatiyle 08:00–21:00; ABD endeksleri neredeyse 24 saat açık olan vadeli işlem saatlerini izler</td></tr>
<tr><td>Hisse senetleri</td><td>New York saatiyle 09:30–16:00, pazartesiden cumaya</td><td>Olağan borsa seansı</td></tr>
<tr><td>Kripto</td><td>Her zaman açık</td><td>Günde 24 saat, haftada 7 gün</td></tr>
</tbody>
</table>
<p>Saatler her piyasanın yerel saatidir ve o piyasanın yaz saati uygulamasını izler; bu nedenle kendi saat diliminizde ilkbahar ve sonbaharda bir saat kayabilir. Uygulama, işlem görmediği her an bir enstrümanı “Piyasa kapalı” olarak işaretler.</p>

<h2>Forex seansları</h2>
<p>Forex'in merkezi bir borsası yoktur: bankalar ve diğer kurumlar dünya genelinde birbirleriyle işlem yapar. İşlem günü Asya-Pasifik'ten (Sidney ve Tokyo) Avrupa'ya (Londra), oradan Kuzey Amerika'ya (New York) geçer. Hareketlilik genellikle Londra ve New York seanslarının çakıştığı saatlerde en yüksek, New York'ta öğleden sonranın geç saatlerinde ve New York saatiyle 17:00'deki günlük rollover civarında ise daha düşüktür; bu saatlerde piyasa genelinde spread'ler sıklıkla genişler.</p>

<h2>Piyasalar neden kapanır?</h2>
<ul>
<li><strong>Borsa saatleri.</strong> Hisse senetleri ve endeksler, sabit seansları olan borsalara bağlıdır; bu seansların dışında resmî bir fiyat yoktur.</li>
<li><strong>Hafta sonları.</strong> Forex, metaller ve enerjinin arkasındaki bankacılık sistemi hafta sonları büyük ölçüde durur.</li>
<li><strong>Tatiller.</strong> Piyasalar Noel ve yılbaşı gibi resmî tatillerde kapanır, bazıları da bu günlerin çevresinde erken kapanır. Takvimler ülkeden ülkeye farklıdır; bu nedenle bir ABD tatilinde ABD hisseleri kapalıyken Avrupa endeksleri normal şekilde işlem görebilir.</li>
<li><strong>Günlük aralar.</strong> Bazı piyasalar, metaller ve enerjideki bir saatlik ara gibi, her gün kısa bir süre durur.</li>
</ul>
<p>Kripto piyasalarının kapanış saati yoktur, ancak işlem hacmi hafta sonları ve gece saatlerinde yine de daha düşük olabilir.</p>

<h2>Kapalı bir piyasa sizin için ne anlama gelir?</h2>
<ul>
<li>Piyasa emri veya bekleyen emir olarak yeni emir verilemez ve açık pozisyonlar kapatılamaz.</li>
<li>Yeni fiyat oluşmadığı için zarar durdur ve kâr al seviyeleri tetiklenemez.</li>
<li>Yine de bekleyen bir emri iptal edebilir, zarar durdur ve kâr al seviyelerini değiştirebilirsiniz.</li>
<li>Açık pozisyonlar açık kalır ve teminatlarını korur. Piyasa yeniden açıldığında ilk fiyat sonuncusundan farklı olabilir (fiyat boşluğu) ve bu sırada aşılan her seviye ilk uygun fiyattan gerçekleşir.</li>
</ul>

<h2>Takvime göre plan yapmak</h2>
<ul>
<li>Hafta sonundan önce, her pozisyonu hafta sonu boyunca taşıyıp taşımayacağınıza bilinçli olarak karar verin.</li>
<li>Tatil takvimlerini, özellikle birçok piyasanın kısaltılmış saatlerle çalıştığı yıl sonunda, önceden kontrol edin.</li>
<li>Fiyatların sert hareket edebildiği seans açılışları ve planlanmış ekonomik açıklamalar civarında temkinli olun.</li>
<li>Hisse senedi işlemi yapıyorsanız, şirket sonuçlarının genellikle olağan saatler dışında açıklandığını ve bir sonraki açılışta fiyat boşluğu olarak görülebileceğini unutmayın.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Para Yatırma ve Çekme İşlemleri Hakkında Her Şey',
    desc: 'USDT, USDC veya banka havalesiyle para yatırma, coin ağının neden eşleşmesi gerektiği, “bloke” tutarın anlamı ve para çekme ücretlerinin işleyişi.',
    content: `
<p>İşlem hesabınız ABD doları cinsinden tutulur. Hesabınıza USDT ve USDC gibi stablecoin'lerle, yani dijital parayla ya da banka havalesiyle para yatırabilir, eklediğiniz bir coin adresine veya banka hesabına para çekebilirsiniz. Her adımın nasıl işlediğini ve en sık yapılan hatalardan nasıl kaçınacağınızı aşağıda bulabilirsiniz.</p>

<h2>Dijital parayla para yatırma</h2>
<ol>
<li><strong>Para yatırma</strong> ekranını açın, <strong>Dijital para</strong> seçeneğini seçin ve coin ile ağı belirleyin; örneğin TRC20 üzerinde USDT veya ERC20 üzerinde USDT.</li>
<li>Bu seçenek için gösterilen yatırma adresini kopyalayın. Adresi elle yazmak yerine yapıştırın ve yapıştırdıktan sonra ilk ve son karakterleri karşılaştırın.</li>
<li>Coin'i cüzdanınızdan veya borsa hesabınızdan gönderirken <strong>aynı ağı</strong> seçin.</li>
<li>Gönderdiğiniz tutarı girin, ödeme belgesi olarak transferin ekran görüntüsünü yükleyin ve talebi gönderin.</li>
</ol>
<p>Yatırma işlemi kontrol edildikten sonra, o seçenek için gösterilen kurdan USD olarak hesabınıza geçirilir.</p>

<h3>Ağ neden önemlidir?</h3>
<p>Aynı coin birden fazla blokzincirde bulunabilir. TRC20 üzerindeki USDT (TRON ağı) ile ERC20 üzerindeki USDT (Ethereum ağı) ayrı ağlarda dolaşır ve adresleri farklı görünür: TRC20 adresleri “T” ile, ERC20 adresleri “0x” ile başlar. <strong>Yalnızca adresle birlikte gösterilen coin'i, gösterilen ağ üzerinden gönderin.</strong> Başka bir ağ üzerinden veya başka bir coin ile yapılan transfer hesaba geçirilemez ve geri alınması imkânsız olabilir. Ağ ücretlerini gönderen öder; bu ücretler ağdan ağa değişir ve talebe göre dalgalanır, cüzdanınız da göndermeden önce ücreti gösterir.</p>

<h2>Banka havalesiyle para yatırma</h2>
<ol>
<li><strong>Banka havalesi</strong> seçeneğini ve para birimini seçin, ardından tahsilat hesabının bilgilerini not edin: banka adı, hesap sahibi, hesap numarası veya IBAN ve SWIFT kodu.</li>
<li>Transferi bankanızdan yapın ve <strong>havale açıklamasına UID'nizi yazın</strong>. UID'niz profil sayfanızda gösterilir ve ödeme hesabınızla bu sayede eşleştirilir.</li>
<li>Transfer onayının bir görüntüsünü belge olarak yükleyin ve talebi gönderin.</li>
</ol>
<p>Banka havaleleri bir veya birkaç iş günü sürebilir; bankanız veya aracı bankalar masraf kesebilir. Hesabınıza geçirilen tutar, fiilen ulaşan ve USD'ye çevrilen tutardır.</p>

<h2>Para çekme</h2>
<p>Önce <strong>Para çekme</strong> bölümünde bir alıcı hesap ekleyin: almak istediğiniz ağ için bir coin adresi veya bir banka hesabı. Ağı ve adresi dikkatle kontrol edin, çünkü yanlış adrese gönderilen bir ödeme geri alınamaz.</p>

<h3>Ne kadar çekebilirsiniz?</h3>
<p>Çekilebilir tutar, bakiyeniz ile net değeriniz arasından küçük olanından, açık pozisyonlar ve bekleyen emirler için ayrılan teminatın düşülmesiyle bulunur. Anlık kârın çekilebilmesi için önce pozisyon kapatılarak kârın gerçekleştirilmesi gerekir; anlık zararlar ise karşılanmış olarak kalmalıdır.</p>

<h3>Talebi gönderdikten sonra ne olur?</h3>
<ul>
<li>Tutar hemen bakiyenizden düşülür ve talep incelenirken <strong>Bloke</strong> olarak gösterilir. Bloke para işlemlerde kullanılmaz ve işlem sonuçlarından etkilenmez.</li>
<li>Para çekme ödendiğinde bloke tutar kapatılır.</li>
<li>Talep reddedilirse tutar bakiyenize geri döner ve reddin nedenini görebilirsiniz.</li>
</ul>

<h3>Ücretler ve alacağınız tutar</h3>
<p>Form, göndermeden önce para çekme ücretini (sabit bir tutar veya bir yüzde), döviz kurunu ve alacağınız tutarı gösterir. Örneğin %1 ücretle 200 USD'lik bir çekimin ücreti 2 USD'dir ve kalan 198 USD gösterilen kurdan çevrilir. Alınan tutar sente aşağı yuvarlanır ve her para biriminin bir minimum çekim tutarı vardır.</p>

<h2>Güvende kalın</h2>
<ul>
<li>Her seferinde uygulamada gösterilen yatırma bilgilerini kullanın; bu bilgiler değişebilir, bu yüzden eski adresleri veya hesap numaralarını yeniden kullanmayın.</li>
<li>Şifrenizi veya doğrulama kodlarınızı, destek personeli olduğunu iddia edenler de dahil olmak üzere hiç kimseyle paylaşmayın.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
