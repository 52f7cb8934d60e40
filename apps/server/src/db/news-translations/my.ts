/** The seed articles in Malay. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Amaran risiko: CFD dan produk berleveraj lain adalah kompleks dan boleh menyebabkan kerugian dengan cepat; berdagang hanya dengan wang yang anda mampu untuk kehilangan.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Cara Margin dan Leveraj Berfungsi: Contoh Pengiraan',
    desc: 'Apakah margin, bagaimana leveraj mengubahnya, dan mengapa leveraj mengubah wang yang diketepikan tetapi bukan saiz keuntungan atau kerugian anda.',
    content: `
<p>Leveraj membolehkan anda membuka posisi yang jauh lebih besar daripada wang yang anda ketepikan untuknya. Wang yang diketepikan itu dipanggil <strong>margin</strong>. Memahami hubungan antara kedua-duanya ialah langkah pertama untuk berdagang produk berleveraj secara bertanggungjawab, kerana leveraj mengubah jumlah yang anda perlukan untuk membuka dagangan, tetapi tidak mengubah jumlah keuntungan atau kerugian anda apabila harga bergerak.</p>

<h2>Lot dan saiz kontrak</h2>
<p>Saiz posisi dinyatakan dalam lot. Setiap instrumen mempunyai saiz kontrak: bilangan unit dalam satu lot. Bagi kebanyakan pasangan mata wang, satu lot ialah 100,000 unit mata wang asas, jadi 0.10 lot EURUSD bersamaan dengan 10,000 euro. Saiz kontrak berbeza antara forex, logam, tenaga, indeks, saham dan kripto, dan butiran setiap instrumen menunjukkan saiz kontraknya sendiri.</p>

<h2>Cara margin dikira</h2>
<p>Bagi instrumen dengan leveraj, formulanya ialah:</p>
<blockquote><strong>Margin = lot × saiz kontrak × harga ÷ leveraj</strong></blockquote>
<p>Contoh pengiraan: anda membeli 0.10 lot EURUSD pada 1.0850 dengan leveraj 100 (selalunya ditulis 1:100).</p>
<table>
<thead><tr><th>Langkah</th><th>Pengiraan</th><th>Hasil</th></tr></thead>
<tbody>
<tr><td>Saiz posisi</td><td>0.10 × 100,000</td><td>10,000 EUR</td></tr>
<tr><td>Nilai dalam dolar AS</td><td>10,000 × 1.0850</td><td>10,850.00 USD</td></tr>
<tr><td>Margin pada leveraj 100</td><td>10,850 ÷ 100</td><td>108.50 USD</td></tr>
</tbody>
</table>
<p>Jadi, 108.50 USD daripada akaun anda diketepikan selagi posisi itu terbuka. Dengan leveraj 50, posisi yang sama memerlukan 217.00 USD; dengan leveraj 200, 54.25 USD. Apabila sesuatu instrumen disebut harga dalam mata wang selain dolar AS, margin ditukar kepada USD pada kadar semasa. Sesetengah instrumen pula menggunakan margin tetap bagi setiap lot. Walau apa pun caranya, skrin pesanan menunjukkan margin sebelum anda mengesahkan.</p>

<h2>Leveraj tidak mengecilkan risiko</h2>
<p>Keuntungan dan kerugian bergantung pada saiz posisi, bukan pada margin. Bagi 0.10 lot EURUSD, setiap pergerakan 0.0001 (satu pip) bernilai 1 USD. Penurunan daripada 1.0850 kepada 1.0800 ialah 50 pip: kerugian 50 USD bagi belian, iaitu hampir separuh daripada margin 108.50 USD. Hasilnya sama, tidak kira leveraj mana yang anda pilih. Leveraj yang lebih tinggi hanya bermakna bahagian baki yang diketepikan lebih kecil, dan ini memudahkan anda membuka posisi yang terlalu besar untuk akaun anda.</p>

<h2>Angka akaun yang perlu dipantau</h2>
<ul>
<li><strong>Baki</strong>: deposit, pengeluaran dan hasil posisi yang telah ditutup.</li>
<li><strong>Ekuiti</strong> (nilai bersih): baki ditambah untung atau rugi terapung posisi terbuka.</li>
<li><strong>Margin</strong>: jumlah yang diketepikan untuk posisi terbuka dan pesanan tertangguh.</li>
<li><strong>Margin bebas</strong>: ekuiti tolak margin. Pesanan baharu hanya diterima apabila margin bebas mencukupi untuk marginnya, yurannya dan sebaran semasa ia dibuka.</li>
<li><strong>Tahap margin</strong>: ekuiti ÷ margin × 100%. Semakin rendah tahap ini, semakin hampir akaun kepada tutup paksa.</li>
</ul>

<h2>Tabiat praktikal</h2>
<ul>
<li>Pilih saiz posisi berdasarkan jumlah yang sanggup anda rugikan, kemudian semak margin, bukan sebaliknya.</li>
<li>Kekalkan margin bebas yang mencukupi, supaya turun naik harga yang biasa tidak menolak tahap margin anda ke arah tahap tutup paksa.</li>
<li>Ingat bahawa pesanan tertangguh juga menempah margin, walaupun sebelum ia dilaksanakan.</li>
<li>Berlatih dengan akaun demo sehingga anda biasa dengan angka-angka ini.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Henti Rugi dan Ambil Untung: Merancang Jalan Keluar Anda',
    desc: 'Cara paras henti rugi dan ambil untung berfungsi, di sebelah mana harga ia diletakkan, dan mengapa paras ialah pencetus, bukan harga yang dijamin.',
    content: `
<p>Setiap posisi akan berakhir di suatu tempat. Henti rugi dan ambil untung membolehkan anda menentukan tempat itu lebih awal, ketika anda tenang, dan bukan di tengah-tengah pasaran yang bergerak pantas.</p>

<h2>Fungsinya</h2>
<ul>
<li><strong>Henti rugi (SL)</strong>: harga di mana posisi yang rugi ditutup secara automatik untuk mengehadkan kerugian.</li>
<li><strong>Ambil untung (TP)</strong>: harga di mana posisi yang untung ditutup secara automatik untuk mengunci keuntungan.</li>
</ul>
<p>Kedua-duanya adalah pilihan. Anda boleh menetapkannya semasa membuat pesanan atau kemudian melalui Tetapkan TP/SL pada posisi, dan mengubah atau membuangnya pada bila-bila masa. Membiarkan harga kosong atau memasukkan 0 akan membuangnya.</p>

<h2>Di sebelah mana harga?</h2>
<table>
<thead><tr><th>Posisi</th><th>Henti rugi</th><th>Ambil untung</th><th>Dibandingkan dengan</th></tr></thead>
<tbody>
<tr><td>Beli (naik)</td><td>di bawah harga</td><td>di atas harga</td><td>harga bida</td></tr>
<tr><td>Jual (turun)</td><td>di atas harga</td><td>di bawah harga</td><td>harga tawaran</td></tr>
</tbody>
</table>
<p>Paras dibandingkan dengan harga penutupan posisi: belian ditutup pada harga bida dan jualan ditutup pada harga tawaran. Bagi jualan, harga tawaran merangkumi sebaran, jadi henti rugi yang diletakkan terlalu dekat dengan harga boleh dicapai lebih awal daripada jangkaan anda, terutamanya apabila sebaran lebar.</p>

<h2>Paras ialah pencetus, bukan harga yang dijamin</h2>
<p>Apabila harga mencapai paras anda, posisi ditutup pada harga pasaran yang tersedia pada saat itu. Dalam pasaran yang tenang, harga itu sama atau sangat hampir dengan paras anda. Dalam pasaran yang pantas, atau apabila pasaran dibuka semula selepas hujung minggu atau cuti pada harga yang jauh berbeza (jurang harga), penutupan boleh menjadi lebih buruk daripada paras anda, atau sekali-sekala lebih baik. Perbezaan ini dipanggil gelinciran harga (slippage). Paras juga tidak boleh dicetuskan semasa pasaran ditutup, kerana tiada harga baharu.</p>

<h2>Memilih paras yang munasabah</h2>
<ul>
<li>Letakkan henti rugi di tempat idea dagangan anda terbukti salah, contohnya di luar paras tertinggi atau terendah ayunan terkini, dan bukan pada jumlah wang yang bulat.</li>
<li>Beri ruang untuk pergerakan biasa. Henti rugi yang terletak dalam lingkungan turun naik biasa bagi jangka masa anda sering tercetus oleh pergerakan rawak.</li>
<li>Kemudian tentukan saiz posisi supaya, jika henti rugi dicapai, kerugiannya ialah jumlah yang anda sanggup terima. Artikel kami tentang saiz posisi menunjukkan caranya.</li>
<li>Bandingkan potensi ganjaran dengan risiko. Dengan ambil untung yang jaraknya dua kali ganda jarak henti rugi, satu dagangan yang menang menampung dua dagangan yang kalah, tetapi tiada nisbah yang menjamin hasil.</li>
</ul>

<h2>Kesilapan biasa</h2>
<ul>
<li><strong>Mengalihkan henti rugi lebih jauh</strong> apabila harga menghampirinya. Ini mengubah kerugian kecil yang dirancang menjadi kerugian besar yang tidak dirancang.</li>
<li><strong>Berdagang tanpa henti rugi</strong> dan bergantung pada tutup paksa. Tutup paksa berlaku jauh lebih lewat, selepas kerugian yang jauh lebih besar, dan menutup posisi mengikut syarat platform, bukan syarat anda.</li>
<li><strong>Menetapkan ambil untung terlalu dekat</strong>, sehingga sebaran dan yuran menghabiskan sebahagian besar keuntungan.</li>
</ul>
<p>Mengalihkan henti rugi <em>lebih dekat</em> untuk melindungi keuntungan setelah dagangan bergerak memihak kepada anda adalah berbeza: ia mengurangkan risiko, dan ramai pedagang melakukannya langkah demi langkah sebagai henti susul (trailing stop) secara manual.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Panggilan Margin, Tutup Paksa dan Perlindungan Baki Negatif',
    desc: 'Apa yang berlaku apabila kerugian menghakis margin anda: tahap margin, tutup paksa pada 50%, posisi mana ditutup dahulu dan perlindungan baki negatif.',
    content: `
<p>Posisi berleveraj disokong oleh wang dalam akaun anda. Artikel ini menerangkan apa yang berlaku apabila kerugian mula menghakis wang tersebut, dan cara untuk kekal jauh daripada titik itu.</p>

<h2>Tahap margin, angka yang paling penting</h2>
<blockquote><strong>Tahap margin = ekuiti ÷ margin × 100%</strong></blockquote>
<p>Ekuiti ialah baki anda ditambah atau ditolak hasil terapung posisi terbuka. Margin ialah jumlah yang diketepikan untuk posisi terbuka dan pesanan tertangguh. Jika tiada apa-apa yang terbuka, tiada tahap margin. Aplikasi ini juga menunjukkan <strong>kadar risiko</strong>, iaitu maklumat yang sama dari arah sebaliknya: margin ÷ ekuiti × 100%. Tahap margin 50% bersamaan dengan kadar risiko 200%.</p>

<h2>Apakah panggilan margin?</h2>
<p>Secara tradisinya, panggilan margin ialah amaran bahawa tahap margin telah jatuh terlalu rendah sehingga pedagang perlu menambah dana atau mengurangkan posisi. Tanda-tanda amarannya kelihatan dalam angka akaun anda. Apabila tahap margin jatuh kepada 100%, margin bebas menjadi sifar: anda tidak boleh membuka posisi baharu, dan sebarang kerugian tambahan membawa anda lebih dekat kepada tutup paksa. Anggaplah tahap margin yang menurun sebagai panggilan margin anda sendiri dan bertindaklah sebelum platform terpaksa bertindak.</p>

<h2>Apakah tutup paksa?</h2>
<p>Tutup paksa (stop-out) ialah penutupan posisi secara automatik untuk menghalang akaun daripada rugi lebih daripada jumlah yang ada di dalamnya. Tahap tutup paksa ialah tahap margin <strong>50%</strong>. Apabila tahap margin berada pada atau di bawah tahap itu:</p>
<ol>
<li>posisi terbuka dengan kerugian terapung terbesar ditutup dahulu, pada harga pasaran semasa;</li>
<li>akaun dinilai semula, dan jika tahap margin masih pada atau di bawah 50%, posisi terburuk seterusnya ditutup, dan begitulah seterusnya;</li>
<li>jika hanya pesanan tertangguh yang tinggal dan tahap itu masih dicapai, pesanan tersebut dibatalkan, bermula dengan pesanan yang marginnya terbesar.</li>
</ol>
<p>Posisi yang pasarannya ditutup pada ketika itu tidak boleh ditutup sehingga pasaran dibuka semula.</p>

<h2>Contoh pengiraan</h2>
<p>Anda mempunyai baki 1,000 USD dan posisi terbuka yang menggunakan margin 400 USD.</p>
<table>
<thead><tr><th>Hasil terapung</th><th>Ekuiti</th><th>Tahap margin</th><th>Maksudnya</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1,000 USD</td><td>250%</td><td>Selesa</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Margin bebas sifar; tiada posisi baharu</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Tutup paksa bermula</td></tr>
</tbody>
</table>
<p>Di sini, kerugian 800 USD, iaitu empat perlima daripada baki, mencetuskan tutup paksa. Sebelum anda mengesahkan pesanan, skrin pesanan menganggarkan harga tutup paksa, yang menunjukkan sejauh mana pasaran perlu bergerak menentang anda.</p>

<h2>Perlindungan baki negatif</h2>
<p>Dalam pasaran yang pantas atau selepas jurang harga, posisi boleh ditutup pada harga yang jauh melepasi tahap tutup paksa, dan sekali-sekala kerugian boleh melebihi baki. Dengan perlindungan baki negatif, jika penutupan posisi menyebabkan baki anda di bawah sifar, baki itu dikembalikan kepada sifar dan kekurangannya ditanggung oleh broker, jadi anda tidak akan berhutang lebih daripada jumlah dalam akaun anda. Ia ialah jaring keselamatan untuk peristiwa ekstrem, bukan strategi: anda masih boleh kehilangan seluruh baki anda.</p>

<h2>Cara kekal jauh daripada tutup paksa</h2>
<ul>
<li>Gunakan henti rugi pada setiap posisi, supaya kerugian ditutup pada paras anda jauh sebelum tutup paksa.</li>
<li>Gunakan saiz yang lebih kecil dan leveraj yang lebih rendah, supaya margin hanya sebahagian kecil daripada ekuiti anda.</li>
<li>Pantau posisi yang berkaitan: beberapa dagangan yang bergantung pada pergerakan yang sama boleh rugi serentak.</li>
<li>Ingat bahawa wang yang dikeluarkan tidak lagi menyokong posisi terbuka.</li>
<li>Menambah dana menaikkan tahap margin, tetapi tidak membetulkan dagangan yang memang sudah tersasar.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Saiz Posisi: Berapa Banyak Risiko bagi Setiap Dagangan?',
    desc: 'Tukar “jangan terlalu banyak” kepada angka: cara menentukan saiz posisi daripada henti rugi dan bahagian tetap akaun anda, seperti 1% setiap dagangan.',
    content: `
<p>Memilih apa yang hendak didagangkan mendapat paling banyak perhatian, tetapi berapa banyak yang didagangkan biasanya menentukan sama ada akaun dapat bertahan melalui siri keputusan buruk. Penentuan saiz posisi mengubah perasaan samar “jangan terlalu banyak” kepada angka yang boleh anda semak sebelum setiap dagangan.</p>

<h2>Mulakan dengan risiko bagi setiap dagangan</h2>
<p>Ramai pedagang mengehadkan kerugian bagi mana-mana satu dagangan kepada bahagian kecil yang tetap daripada akaun, lazimnya 1% dan jarang melebihi 2%. Dengan akaun 5,000 USD, 1% ialah 50 USD. Ini tidak mengehadkan sejauh mana pasaran boleh bergerak; ia mengehadkan berapa banyak anda rugi jika henti rugi anda dicapai pada parasnya.</p>

<h2>Formulanya</h2>
<blockquote><strong>Lot = jumlah yang dipertaruhkan ÷ (jarak henti rugi dalam pip × nilai pip bagi setiap lot)</strong></blockquote>
<p>Bagi EURUSD dan pasangan lain yang disebut harga dalam dolar AS dengan saiz kontrak 100,000, satu pip (0.0001) bernilai 10 USD bagi setiap lot, 1 USD bagi 0.10 lot dan 0.10 USD bagi 0.01 lot.</p>

<h3>Contoh pengiraan</h3>
<ul>
<li>Akaun: 5,000 USD. Risiko: 1%, iaitu 50 USD.</li>
<li>Anda merancang untuk membeli EURUSD pada 1.0850 dengan henti rugi pada 1.0825, iaitu 25 pip jauhnya.</li>
<li>Kerugian bagi setiap lot jika henti rugi dicapai: 25 × 10 = 250 USD.</li>
<li>Saiz posisi: 50 ÷ 250 = <strong>0.20 lot</strong>.</li>
</ul>
<p>Pada leveraj 100, posisi ini memerlukan margin 0.20 × 100,000 × 1.0850 ÷ 100 = 217.00 USD. Perhatikan bahawa leveraj langsung tidak memainkan peranan dalam memilih saiz: ia hanya menentukan berapa banyak margin yang diketepikan. Jika pengiraan memberikan angka yang janggal, bundarkan <em>ke bawah</em> mengikut langkah lot instrumen itu, contohnya 0.01.</p>
<p>Sebaran dan sebarang yuran dagangan perlu ditambah, dan henti rugi boleh dilaksanakan pada harga yang lebih buruk dalam pasaran yang pantas, jadi kerugian sebenar boleh menjadi sedikit lebih besar daripada yang dirancang.</p>

<h2>Mengapa peratusan kecil penting</h2>
<table>
<thead><tr><th>Kerugian berturut-turut</th><th>Baki pada risiko 1%</th><th>Baki pada risiko 2%</th><th>Baki pada risiko 5%</th></tr></thead>
<tbody>
<tr><td>5</td><td>95.1%</td><td>90.4%</td><td>77.4%</td></tr>
<tr><td>10</td><td>90.4%</td><td>81.7%</td><td>59.9%</td></tr>
<tr><td>20</td><td>81.8%</td><td>66.8%</td><td>35.8%</td></tr>
</tbody>
</table>
<p>Siri kerugian tetap berlaku walaupun dengan pendekatan yang berhati-hati. Kerugian juga lebih sukar dipulihkan daripada yang disangka: selepas rugi 20%, anda memerlukan untung 25% untuk kembali ke tempat permulaan, dan selepas rugi 50%, anda memerlukan 100%.</p>

<h2>Perkara lain yang perlu disemak</h2>
<ul>
<li><strong>Instrumen lain.</strong> Nilai sesuatu pergerakan harga bergantung pada saiz kontrak dan mata wang sebut harga. Jika emas mempunyai saiz kontrak 100 auns, pergerakan 1.00 USD bernilai 100 USD bagi setiap lot. Kiralah berdasarkan butiran instrumen dan bandingkan dengan anggaran pada skrin pesanan.</li>
<li><strong>Jumlah pendedahan.</strong> Tiga posisi yang semuanya bergantung pada kelemahan dolar AS berkelakuan seperti satu posisi besar. Jumlahkan risiko gabungan anda, bukan hanya risiko setiap dagangan.</li>
<li><strong>Margin bebas.</strong> Simpan rizab yang mencukupi supaya turun naik biasa tidak membawa tahap margin anda hampir ke tahap tutup paksa.</li>
<li><strong>Konsistensi.</strong> Kira semula saiz bagi setiap dagangan, dan jangan sekali-kali menaikkannya untuk menebus kerugian.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Sebaran, Yuran dan Perbezaan antara Harga Bida dan Tawaran',
    desc: 'Mengapa setiap sebut harga mempunyai dua harga, mengapa posisi baharu bermula sedikit negatif, dan yuran yang perlu dikira sebelum anda berdagang.',
    content: `
<p>Setiap sebut harga mempunyai dua harga. Dengan memahami kedua-duanya, serta yuran yang dikenakan, anda tahu kos sesuatu dagangan sebelum pasaran bergerak sedikit pun.</p>

<h2>Bida dan tawaran</h2>
<ul>
<li><strong>Bida</strong>: harga apabila anda menjual.</li>
<li><strong>Tawaran</strong>: harga apabila anda membeli. Harga ini sentiasa lebih tinggi daripada bida.</li>
</ul>
<p>Perbezaan antara kedua-duanya ialah <strong>sebaran</strong> (spread). Harga yang digunakan bergantung pada tindakan anda:</p>
<table>
<thead><tr><th></th><th>Beli (naik)</th><th>Jual (turun)</th></tr></thead>
<tbody>
<tr><td>Dibuka pada</td><td>harga tawaran</td><td>harga bida</td></tr>
<tr><td>Ditutup pada</td><td>harga bida</td><td>harga tawaran</td></tr>
</tbody>
</table>

<h2>Mengapa posisi baharu bermula sedikit negatif</h2>
<p>Sebagai contoh, andaikan EURUSD disebut harga pada 1.08500 bida dan 1.08512 tawaran: sebaran sebanyak 0.00012, atau 1.2 pip. Jika anda membeli 0.10 lot, anda membuka pada 1.08512, tetapi posisi dinilai pada harga ia boleh ditutup, iaitu bida 1.08500. Oleh itu, posisi terus menunjukkan kerugian terapung sebanyak 0.00012 × 10,000 = 1.20 USD, dan harga bida perlu naik sebanyak sebaran sebelum dagangan mencapai pulang modal. Jualan berfungsi dengan cara yang sama tetapi secara terbalik.</p>
<p>Sebaran paling penting apabila pergerakan yang anda sasarkan kecil. Bagi sasaran 10 pip, sebaran 1.2 pip ialah 12% daripada sasaran; bagi sasaran 100 pip, ia hanya 1.2%.</p>

<h2>Faktor yang mempengaruhi sebaran</h2>
<ul>
<li><strong>Kecairan.</strong> Pasangan mata wang utama biasanya didagangkan dengan sebaran yang lebih sempit berbanding pasangan yang kurang didagangkan, saham yang lebih kecil atau mata wang kripto yang lebih kecil.</li>
<li><strong>Masa.</strong> Di seluruh pasaran, sebaran cenderung lebih lebar sejurus selepas pasaran dibuka, sekitar pertukaran hari dagangan (rollover), dan apabila pusat dagangan utama ditutup.</li>
<li><strong>Kemeruapan.</strong> Sekitar pengumuman data ekonomi utama atau berita yang tidak dijangka, harga bergerak pantas dan sebaran boleh melebar.</li>
</ul>
<p>Sentiasa lihat harga bida dan tawaran langsung pada skrin sebut harga sebelum anda berdagang.</p>

<h2>Yuran dagangan</h2>
<p>Selain sebaran, yuran dagangan mungkin dikenakan apabila posisi dibuka. Bergantung pada tetapan platform, yuran ini sama ada jumlah tetap bagi setiap lot atau peratusan daripada margin. Bagi pesanan tertangguh, yuran dikenakan apabila pesanan dilaksanakan, bukan semasa anda membuatnya. Anggaran pada skrin pesanan menunjukkan yuran sebelum anda mengesahkan, dan setiap yuran dipaparkan sebagai entri tersendiri dalam rekod akaun anda. Yuran dibayar sama ada dagangan untung atau rugi.</p>

<h2>Kos pemindahan dana</h2>
<p>Memindahkan wang juga ada kosnya: yuran rangkaian rantaian blok untuk pindahan koin, caj daripada bank anda atau bank perantara untuk pindahan bank, dan yuran pengeluaran, yang ditunjukkan pada borang sebelum anda menghantarnya. Artikel kami tentang deposit dan pengeluaran menerangkan setiap satunya.</p>

<h2>Mengawal kos</h2>
<ul>
<li>Bandingkan sebaran dengan jarak henti rugi dan sasaran anda sebelum setiap dagangan.</li>
<li>Utamakan dagangan yang lebih sedikit tetapi disediakan dengan baik: setiap dagangan membayar sebaran dan sebarang yuran.</li>
<li>Berhati-hati apabila membuka posisi sejurus selepas pasaran dibuka, ketika sebaran selalunya lebih lebar.</li>
<li>Catat kos dalam jurnal dagangan anda, supaya anda menilai keputusan anda selepas kos, bukan sebelum kos.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Membaca Carta Lilin dan Memilih Jangka Masa',
    desc: 'Maksud setiap bahagian lilin, perbezaan antara jangka masa 1M hingga 1D, dan cara menggunakan beberapa jangka masa tanpa mentafsirnya secara berlebihan.',
    content: `
<p>Carta lilin (candlestick) ialah cara paling biasa untuk memaparkan harga. Setiap lilin meringkaskan harga dalam satu tempoh, dan keseluruhan carta menunjukkan tingkah laku pembeli dan penjual dari semasa ke semasa.</p>

<h2>Anatomi sebatang lilin</h2>
<ul>
<li><strong>Buka</strong>: harga pertama dalam tempoh tersebut.</li>
<li><strong>Tutup</strong>: harga terakhir dalam tempoh tersebut.</li>
<li><strong>Tinggi</strong> dan <strong>Rendah</strong>: harga tertinggi dan terendah yang dicapai dalam tempoh itu.</li>
</ul>
<p>Bahagian yang tebal, iaitu <strong>badan</strong>, merentang antara harga buka dan harga tutup. Garis nipis di atas dan di bawahnya, iaitu <strong>sumbu</strong> atau bayang, mencapai harga tertinggi dan terendah. Lilin yang ditutup di atas harga bukanya ialah lilin menaik (bullish); lilin yang ditutup di bawah harga bukanya ialah lilin menurun (bearish). Warna hanyalah konvensyen dan berbeza antara rantau dan aplikasi, jadi semak cara carta anda mewarnakannya.</p>

<h2>Apa yang mungkin ditunjukkan oleh bentuknya</h2>
<ul>
<li><strong>Badan panjang dengan sumbu pendek</strong>: harga bergerak secara konsisten ke satu arah sepanjang tempoh itu.</li>
<li><strong>Badan kecil dengan sumbu panjang</strong>: harga bergerak jauh tetapi berakhir berhampiran titik permulaannya, tanda keraguan.</li>
<li><strong>Sumbu bawah yang panjang</strong>: penjual menolak harga ke bawah, tetapi pembeli membawanya naik semula sebelum penutupan. Sumbu atas yang panjang adalah sebaliknya.</li>
</ul>
<p>Sebatang lilin sahaja merupakan bukti yang lemah. Bentuk lebih bermakna dalam konteks, contohnya berhampiran paras di mana pasaran pernah berbalik arah, dan walaupun begitu, bentuk hanya menggambarkan apa yang telah berlaku, bukan apa yang akan berlaku seterusnya.</p>

<h2>Jangka masa</h2>
<table>
<thead><tr><th>Tempoh</th><th>Satu lilin merangkumi</th><th>Selalu digunakan untuk</th></tr></thead>
<tbody>
<tr><td>1M</td><td>1 minit</td><td>Menentukan masa masuk dan keluar dengan tepat</td></tr>
<tr><td>5M</td><td>5 minit</td><td>Dagangan intrahari jangka pendek</td></tr>
<tr><td>15M</td><td>15 minit</td><td>Struktur intrahari</td></tr>
<tr><td>30M</td><td>30 minit</td><td>Ayunan intrahari</td></tr>
<tr><td>1H</td><td>1 jam</td><td>Dagangan harian dan dagangan ayunan jangka pendek</td></tr>
<tr><td>1D</td><td>1 hari</td><td>Arah aliran keseluruhan dan paras utama</td></tr>
</tbody>
</table>
<p>Lilin harian pada carta kami bermula pada 00:00 UTC, jadi lilin harian mungkin tidak sepadan dengan hari dagangan bursa atau hari kalendar tempatan anda.</p>

<h2>Menggunakan lebih daripada satu jangka masa</h2>
<p>Pendekatan yang biasa bermula dari atas ke bawah: carta harian untuk arah dan paras utama, carta sejam untuk struktur, dan hanya selepas itu jangka masa pendek untuk menentukan masa masuk. Pergerakan yang kelihatan dramatik pada carta 1 minit mungkin hanya goyangan kecil pada carta harian. Jangka masa pendek juga menunjukkan lebih banyak pergerakan rawak dan menggoda anda untuk lebih kerap berdagang, sedangkan setiap dagangan membayar sebaran dan sebarang yuran.</p>

<h2>Jurang harga dan pasaran yang ditutup</h2>
<p>Semasa pasaran ditutup, pada waktu malam bagi saham atau pada hujung minggu bagi forex, tiada lilin baharu terbentuk. Apabila pasaran dibuka semula, harga pertama boleh jauh daripada harga terakhir, lalu meninggalkan jurang (gap) pada carta. Jurang harga penting kerana henti rugi tidak boleh bertindak semasa pasaran ditutup dan dilaksanakan pada harga pertama yang tersedia selepas itu.</p>

<h2>Membaca carta secara bertanggungjawab</h2>
<ul>
<li>Tentukan apa yang anda cari sebelum membuka carta, dan bukannya mencari-cari alasan untuk berdagang di dalamnya.</li>
<li>Tandakan henti rugi anda di tempat carta menunjukkan idea anda salah.</li>
<li>Simpan jurnal dengan tangkapan skrin dagangan anda. Corak dalam keputusan anda sendiri selalunya lebih berguna daripada corak pada lilin.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sesi Dagangan: Bila Pasaran Dibuka, Ditutup dan Mengapa',
    desc: 'Forex didagangkan 24/5, saham dan indeks mengikut bursanya, kripto tidak pernah tutup. Maksud setiap jadual bagi pesanan dan henti rugi anda.',
    content: `
<p>Harga hanya bergerak apabila ada pihak yang berdagang. Setiap instrumen mengikut waktu pasaran di sebaliknya, jadi instrumen dibuka dan ditutup pada masa yang berbeza. Mengetahui jadualnya mengelakkan kejutan, kerana semasa pasaran ditutup, anda tidak boleh membuka atau menutup posisi di dalamnya.</p>

<h2>Waktu mengikut kelas aset</h2>
<table>
<thead><tr><th>Kelas aset</th><th>Waktu biasa</th><th>Catatan</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Ahad 17:00 hingga Jumaat 17:00, waktu New York</td><td>Sepanjang masa, lima hari seminggu</td></tr>
<tr><td>Logam dan tenaga</td><td>Ahad 18:00 hingga Jumaat 17:00, waktu New York</td><td>Rehat harian dari 17:00 hingga 18:00</td></tr>
<tr><td>Indeks</td><td>Waktu bursa atau pasaran niaga hadapan di sebalik setiap indeks</td><td>Contohnya GER40 08:00–22:00 waktu Berlin, UK100 08:00–21:00 waktu London; indeks AS mengikut waktu niaga hadapan yang hampir 24 jam</td></tr>
<tr><td>Saham</td><td>09:30–16:00 waktu New York, Isnin hingga Jumaat</td><td>Sesi biasa bursa</td></tr>
<tr><td>Kripto</td><td>Sentiasa dibuka</td><td>24 jam sehari, 7 hari seminggu</td></tr>
</tbody>
</table>
<p>Waktu ini ialah waktu tempatan bagi setiap pasaran dan mengikut perubahan waktu musim panasnya, jadi dalam zon waktu anda, ia boleh beralih sejam pada musim bunga dan musim luruh. Aplikasi menandakan instrumen sebagai “Pasaran ditutup” apabila ia tidak didagangkan.</p>

<h2>Sesi forex</h2>
<p>Forex tidak mempunyai bursa pusat: bank dan institusi lain berdagang sesama mereka di seluruh dunia. Hari dagangan bergerak dari Asia-Pasifik (Sydney dan Tokyo) ke Eropah (London) dan ke Amerika Utara (New York). Aktiviti biasanya paling tinggi semasa sesi London dan New York bertindih, dan lebih rendah pada lewat petang di New York serta sekitar pertukaran hari dagangan pada 17:00 waktu New York, apabila sebaran di seluruh pasaran sering melebar.</p>

<h2>Mengapa pasaran ditutup</h2>
<ul>
<li><strong>Waktu bursa.</strong> Saham dan indeks terikat pada bursa dengan sesi yang tetap; di luar sesi itu tiada harga rasmi.</li>
<li><strong>Hujung minggu.</strong> Sistem perbankan di sebalik forex, logam dan tenaga sebahagian besarnya berhenti pada hujung minggu.</li>
<li><strong>Cuti umum.</strong> Pasaran ditutup pada cuti umum seperti Hari Krismas dan Hari Tahun Baharu, dan sesetengahnya ditutup awal pada hari-hari sekitarnya. Kalendar berbeza mengikut negara, jadi cuti di AS boleh menutup saham AS sementara indeks Eropah didagangkan seperti biasa.</li>
<li><strong>Rehat harian.</strong> Sesetengah pasaran berhenti seketika setiap hari, seperti rehat sejam bagi logam dan tenaga.</li>
</ul>
<p>Pasaran kripto tidak mempunyai waktu tutup, tetapi dagangan masih boleh menjadi lebih lembap pada hujung minggu dan waktu malam.</p>

<h2>Maksud pasaran ditutup bagi anda</h2>
<ul>
<li>Pesanan baharu, sama ada pesanan pasaran atau tertangguh, tidak boleh dibuat, dan posisi terbuka tidak boleh ditutup.</li>
<li>Paras henti rugi dan ambil untung tidak boleh dicetuskan, kerana tiada harga baharu.</li>
<li>Anda masih boleh membatalkan pesanan tertangguh dan melaraskan paras henti rugi dan ambil untung.</li>
<li>Posisi terbuka kekal terbuka dan mengekalkan marginnya. Apabila pasaran dibuka semula, harga pertama mungkin berbeza daripada harga terakhir (jurang harga), dan sebarang paras yang dilepasinya dilaksanakan pada harga pertama yang tersedia.</li>
</ul>

<h2>Merancang mengikut kalendar</h2>
<ul>
<li>Sebelum hujung minggu, putuskan dengan teliti sama ada untuk memegang setiap posisi melepasi hujung minggu.</li>
<li>Semak jadual cuti lebih awal, terutamanya pada hujung tahun, apabila banyak pasaran memendekkan waktu dagangan.</li>
<li>Berhati-hati sekitar pembukaan sesi dan pengumuman ekonomi yang dijadualkan, apabila harga boleh bergerak dengan mendadak.</li>
<li>Jika anda berdagang saham, ingat bahawa keputusan kewangan syarikat sering diterbitkan di luar waktu biasa dan boleh muncul sebagai jurang harga pada pembukaan seterusnya.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Penjelasan tentang Deposit dan Pengeluaran',
    desc: 'Deposit dengan USDT, USDC atau pindahan bank, mengapa rangkaian koin mesti sepadan, maksud “dibekukan” dan cara yuran pengeluaran berfungsi.',
    content: `
<p>Akaun dagangan anda dipegang dalam dolar AS. Anda boleh membiayainya dengan mata wang digital, seperti stablecoin USDT dan USDC, atau melalui pindahan bank, dan membuat pengeluaran ke alamat koin atau akaun bank yang telah anda tambah. Berikut ialah cara setiap langkah berfungsi dan cara mengelakkan kesilapan yang paling biasa.</p>

<h2>Mendeposit mata wang digital</h2>
<ol>
<li>Buka <strong>Deposit</strong>, pilih <strong>Mata wang digital</strong> dan pilih koin serta rangkaian, contohnya USDT pada TRC20 atau USDT pada ERC20.</li>
<li>Salin alamat deposit yang ditunjukkan untuk pilihan itu. Tampalkan alamat dan bukannya menaipnya, kemudian bandingkan aksara pertama dan terakhir selepas menampal.</li>
<li>Hantar koin dari dompet atau akaun bursa kripto anda, dengan memilih <strong>rangkaian yang sama</strong>.</li>
<li>Masukkan jumlah yang anda hantar, muat naik tangkapan skrin pindahan sebagai bukti pembayaran, dan hantar.</li>
</ol>
<p>Selepas deposit disemak, ia dikreditkan dalam USD pada kadar yang ditunjukkan untuk pilihan itu.</p>

<h3>Mengapa rangkaian penting</h3>
<p>Koin yang sama boleh wujud pada beberapa rantaian blok. USDT pada TRC20 (rangkaian TRON) dan USDT pada ERC20 (rangkaian Ethereum) bergerak pada rangkaian yang berasingan, dan alamatnya kelihatan berbeza: alamat TRC20 bermula dengan “T”, manakala alamat ERC20 bermula dengan “0x”. <strong>Hantar hanya koin dan rangkaian yang ditunjukkan bersama alamat itu.</strong> Pindahan pada rangkaian lain, atau koin lain, tidak dapat dikreditkan dan mungkin mustahil untuk dipulihkan. Yuran rangkaian dibayar oleh pengirim; ia berbeza antara rangkaian dan berubah mengikut permintaan, dan dompet anda menunjukkan yuran itu sebelum anda menghantar.</p>

<h2>Mendeposit melalui pindahan bank</h2>
<ol>
<li>Pilih <strong>Pindahan bank</strong> dan mata wang, kemudian catat akaun penerima: nama bank, pemegang akaun, nombor akaun atau IBAN, dan kod SWIFT.</li>
<li>Buat pindahan dari bank anda dan <strong>masukkan UID anda dalam rujukan pindahan</strong>. UID anda ditunjukkan pada halaman profil anda, dan dengan UID inilah bayaran dipadankan dengan akaun anda.</li>
<li>Muat naik gambar pengesahan pindahan sebagai bukti, dan hantar.</li>
</ol>
<p>Pindahan bank boleh mengambil masa satu hari bekerja atau lebih, dan bank anda atau bank perantara mungkin memotong caj. Jumlah yang dikreditkan ialah jumlah yang benar-benar diterima, ditukar kepada USD.</p>

<h2>Pengeluaran</h2>
<p>Mula-mula, tambah akaun penerima di bawah <strong>Pengeluaran</strong>: alamat koin bagi rangkaian yang anda mahu gunakan untuk menerima dana, atau akaun bank. Semak rangkaian dan alamat dengan teliti, kerana bayaran yang dihantar ke alamat yang salah tidak boleh dibatalkan.</p>

<h3>Berapa banyak yang boleh anda keluarkan</h3>
<p>Jumlah yang tersedia ialah nilai yang lebih kecil antara baki dan ekuiti anda, ditolak margin yang dipegang oleh posisi terbuka dan pesanan tertangguh. Keuntungan terapung perlu direalisasikan dengan menutup posisi sebelum ia boleh dikeluarkan, dan kerugian terapung mesti sentiasa dilindungi.</p>

<h3>Apa yang berlaku selepas anda menghantar</h3>
<ul>
<li>Jumlah itu serta-merta ditolak daripada baki anda dan ditunjukkan sebagai <strong>Dibekukan</strong> semasa permintaan disemak. Wang yang dibekukan tidak digunakan untuk berdagang dan tidak terjejas oleh keputusan dagangan.</li>
<li>Apabila pengeluaran dibayar, jumlah yang dibekukan dikosongkan.</li>
<li>Jika ia ditolak, jumlah itu dikembalikan ke baki anda dan anda boleh melihat sebabnya.</li>
</ul>

<h3>Yuran dan jumlah yang anda terima</h3>
<p>Sebelum anda menghantar, borang menunjukkan yuran pengeluaran (jumlah tetap atau peratusan), kadar pertukaran dan jumlah yang akan anda terima. Contohnya, dengan yuran 1%, pengeluaran 200 USD dikenakan yuran 2 USD, dan baki 198 USD ditukar pada kadar yang ditunjukkan. Jumlah yang diterima dibundarkan ke bawah kepada sen, dan setiap mata wang mempunyai jumlah pengeluaran minimum.</p>

<h2>Kekal selamat</h2>
<ul>
<li>Gunakan butiran deposit yang ditunjukkan dalam aplikasi setiap kali; butiran ini boleh berubah, jadi jangan gunakan semula alamat atau nombor akaun lama.</li>
<li>Jangan sekali-kali berkongsi kata laluan atau kod pengesahan anda dengan sesiapa pun, termasuk orang yang mengaku sebagai kakitangan khidmat pelanggan.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
