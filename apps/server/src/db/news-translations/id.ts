/** The seed articles in Indonesian. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Peringatan risiko: CFD dan produk lain yang menggunakan leverage bersifat kompleks dan dapat menimbulkan kerugian dengan cepat; bertransaksilah hanya dengan dana yang sanggup Anda tanggung jika hilang.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Cara Kerja Margin dan Leverage: Contoh Perhitungan',
    desc: 'Apa itu margin, bagaimana leverage mengubahnya, dan mengapa leverage mengubah dana yang disisihkan, tetapi bukan besar laba atau rugi Anda.',
    content: `
<p>Leverage memungkinkan Anda membuka posisi yang jauh lebih besar daripada dana yang Anda sisihkan untuknya. Dana yang disisihkan itu disebut <strong>margin</strong>. Memahami hubungan keduanya adalah langkah pertama untuk bertransaksi produk dengan leverage secara bertanggung jawab, karena leverage mengubah berapa banyak dana yang Anda perlukan untuk membuka transaksi, tetapi tidak mengubah berapa besar laba atau rugi Anda saat harga bergerak.</p>

<h2>Lot dan ukuran kontrak</h2>
<p>Ukuran posisi dinyatakan dalam lot. Setiap instrumen memiliki ukuran kontrak: jumlah unit dalam satu lot. Untuk sebagian besar pasangan mata uang, satu lot adalah 100.000 unit mata uang dasar, jadi 0,10 lot EURUSD sama dengan 10.000 euro. Ukuran kontrak berbeda-beda antara forex, logam, energi, indeks, saham, dan kripto, dan rincian setiap instrumen menampilkan ukuran kontraknya sendiri.</p>

<h2>Cara menghitung margin</h2>
<p>Untuk instrumen dengan leverage, rumusnya adalah:</p>
<blockquote><strong>Margin = lot × ukuran kontrak × harga ÷ leverage</strong></blockquote>
<p>Contoh perhitungan: Anda membeli 0,10 lot EURUSD di harga 1,0850 dengan leverage 100 (sering ditulis 1:100).</p>
<table>
<thead><tr><th>Langkah</th><th>Perhitungan</th><th>Hasil</th></tr></thead>
<tbody>
<tr><td>Ukuran posisi</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Nilai dalam dolar AS</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Margin dengan leverage 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Jadi, 108,50 USD dari akun Anda disisihkan selama posisi terbuka. Dengan leverage 50, posisi yang sama memerlukan 217,00 USD; dengan leverage 200, 54,25 USD. Jika suatu instrumen dikuotasikan dalam mata uang selain dolar AS, margin dikonversi ke USD dengan kurs saat ini. Sebagian instrumen justru memakai margin tetap per lot. Apa pun caranya, layar order menampilkan margin sebelum Anda mengonfirmasi.</p>

<h2>Leverage tidak memperkecil risiko</h2>
<p>Laba dan rugi bergantung pada ukuran posisi, bukan pada margin. Untuk 0,10 lot EURUSD, setiap pergerakan 0,0001 (satu pip) bernilai 1 USD. Penurunan dari 1,0850 ke 1,0800 adalah 50 pip: rugi 50 USD pada posisi beli, hampir separuh dari margin 108,50 USD. Hasilnya sama, berapa pun leverage yang Anda pilih. Leverage yang lebih tinggi hanya berarti bagian saldo yang disisihkan lebih kecil, sehingga lebih mudah membuka posisi yang terlalu besar untuk akun Anda.</p>

<h2>Angka akun yang perlu dipantau</h2>
<ul>
<li><strong>Saldo</strong>: deposit, penarikan, dan hasil posisi yang sudah ditutup.</li>
<li><strong>Ekuitas</strong> (nilai bersih): saldo ditambah laba atau rugi mengambang dari posisi terbuka.</li>
<li><strong>Margin</strong>: total dana yang disisihkan untuk posisi terbuka dan order tertunda.</li>
<li><strong>Margin bebas</strong>: ekuitas dikurangi margin. Order baru hanya diterima jika margin bebas cukup untuk menutup margin order tersebut, biayanya, dan spread saat order dibuka.</li>
<li><strong>Level margin</strong>: ekuitas ÷ margin × 100%. Makin rendah angkanya, makin dekat akun dengan stop out.</li>
</ul>

<h2>Kebiasaan praktis</h2>
<ul>
<li>Tentukan ukuran posisi dari jumlah kerugian yang siap Anda tanggung, lalu periksa marginnya, bukan sebaliknya.</li>
<li>Sisakan margin bebas yang cukup, agar fluktuasi harga yang wajar tidak mendorong level margin Anda ke arah level stop out.</li>
<li>Ingat bahwa order tertunda juga mencadangkan margin, bahkan sebelum tereksekusi.</li>
<li>Berlatihlah di akun demo sampai angka-angka ini terasa akrab.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop Loss dan Take Profit: Merencanakan Titik Keluar',
    desc: 'Cara kerja level stop loss dan take profit, di sisi harga mana keduanya dipasang, dan mengapa level adalah pemicu, bukan harga yang dijamin.',
    content: `
<p>Setiap posisi pasti berakhir di suatu titik. Stop loss dan take profit memungkinkan Anda menentukan titik itu sejak awal, selagi Anda tenang, bukan di tengah pasar yang bergerak cepat.</p>

<h2>Fungsinya</h2>
<ul>
<li><strong>Stop loss (SL)</strong>: harga tempat posisi yang merugi ditutup otomatis untuk membatasi kerugian.</li>
<li><strong>Take profit (TP)</strong>: harga tempat posisi yang untung ditutup otomatis untuk mengamankan laba.</li>
</ul>
<p>Keduanya opsional. Anda dapat memasangnya saat memasang order atau belakangan melalui Atur TP/SL pada posisi, serta mengubah atau menghapusnya kapan saja. Mengosongkan harga atau mengisi 0 akan menghapusnya.</p>

<h2>Di sisi harga yang mana?</h2>
<table>
<thead><tr><th>Posisi</th><th>Stop loss</th><th>Take profit</th><th>Dibandingkan dengan</th></tr></thead>
<tbody>
<tr><td>Beli (naik)</td><td>di bawah harga</td><td>di atas harga</td><td>harga bid</td></tr>
<tr><td>Jual (turun)</td><td>di atas harga</td><td>di bawah harga</td><td>harga ask</td></tr>
</tbody>
</table>
<p>Level dibandingkan dengan harga penutupan posisi: posisi beli ditutup di harga bid, dan posisi jual ditutup di harga ask. Untuk posisi jual, harga ask sudah mencakup spread, sehingga stop loss yang dipasang sangat dekat dengan harga bisa tersentuh lebih cepat dari perkiraan, terutama saat spread lebar.</p>

<h2>Level adalah pemicu, bukan harga yang dijamin</h2>
<p>Saat harga mencapai level Anda, posisi ditutup pada harga pasar yang tersedia saat itu. Di pasar yang tenang, harganya sama atau sangat dekat dengan level Anda. Di pasar yang bergerak cepat, atau saat pasar dibuka kembali setelah akhir pekan atau hari libur pada harga yang jauh berbeda (gap), penutupan bisa lebih buruk daripada level Anda, atau sesekali lebih baik. Selisih ini disebut slippage. Level juga tidak dapat terpicu selama pasar tutup, karena tidak ada harga baru.</p>

<h2>Memilih level yang masuk akal</h2>
<ul>
<li>Pasang stop loss di titik yang membuktikan bahwa ide transaksi Anda keliru, misalnya di luar titik tertinggi atau terendah ayunan terakhir, bukan pada jumlah uang yang bulat.</li>
<li>Beri ruang bagi pergerakan normal. Stop yang berada di dalam naik-turun harga yang biasa pada kerangka waktu Anda sering tersentuh oleh gerakan acak.</li>
<li>Lalu tentukan ukuran posisi sehingga, jika stop tersentuh, kerugiannya adalah jumlah yang dapat Anda terima. Artikel kami tentang ukuran posisi menjelaskan caranya.</li>
<li>Bandingkan potensi imbalan dengan risikonya. Dengan take profit yang jaraknya dua kali jarak stop loss, satu transaksi yang untung menutup dua transaksi yang rugi, tetapi tidak ada rasio yang menjamin hasil.</li>
</ul>

<h2>Kesalahan umum</h2>
<ul>
<li><strong>Menggeser stop loss menjauh</strong> ketika harga mendekatinya. Ini mengubah kerugian kecil yang direncanakan menjadi kerugian besar yang tidak direncanakan.</li>
<li><strong>Bertransaksi tanpa stop loss</strong> dan mengandalkan stop out. Stop out terjadi jauh lebih lambat, setelah kerugian yang jauh lebih besar, dan menutup posisi menurut ketentuan platform, bukan ketentuan Anda.</li>
<li><strong>Memasang take profit terlalu dekat</strong>, sehingga spread dan biaya menghabiskan sebagian besar laba.</li>
</ul>
<p>Menggeser stop loss <em>lebih dekat</em> untuk melindungi laba setelah transaksi bergerak sesuai harapan adalah hal yang berbeda: ini mengurangi risiko, dan banyak trader melakukannya selangkah demi selangkah sebagai trailing stop manual.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Margin Call, Stop Out, dan Perlindungan Saldo Negatif',
    desc: 'Apa yang terjadi saat kerugian menggerus margin: level margin, stop out pada 50%, posisi mana yang ditutup lebih dulu, dan perlindungan saldo negatif.',
    content: `
<p>Posisi dengan leverage ditopang oleh dana di akun Anda. Artikel ini menjelaskan apa yang terjadi ketika kerugian mulai menggerus dana tersebut, dan cara menjaga jarak yang aman dari titik itu.</p>

<h2>Level margin, angka yang paling penting</h2>
<blockquote><strong>Level margin = ekuitas ÷ margin × 100%</strong></blockquote>
<p>Ekuitas adalah saldo Anda ditambah atau dikurangi hasil mengambang dari posisi terbuka. Margin adalah jumlah yang disisihkan untuk posisi terbuka dan order tertunda. Jika tidak ada yang terbuka, tidak ada level margin. Aplikasi juga menampilkan <strong>tingkat risiko</strong>, yaitu informasi yang sama dari arah sebaliknya: margin ÷ ekuitas × 100%. Level margin 50% sama dengan tingkat risiko 200%.</p>

<h2>Apa itu margin call?</h2>
<p>Secara tradisional, margin call adalah peringatan bahwa level margin sudah turun begitu rendah sehingga trader harus menambah dana atau mengurangi posisi. Tanda-tanda peringatannya terlihat pada angka-angka akun Anda. Saat level margin turun ke 100%, margin bebas menjadi nol: Anda tidak dapat membuka posisi baru, dan setiap kerugian tambahan membawa Anda lebih dekat ke stop out. Anggaplah level margin yang terus turun sebagai margin call Anda sendiri, dan bertindaklah sebelum platform terpaksa bertindak.</p>

<h2>Apa itu stop out?</h2>
<p>Stop out adalah penutupan posisi secara otomatis agar akun tidak merugi melebihi dana yang dimilikinya. Level stop out adalah level margin <strong>50%</strong>. Ketika level margin berada di level tersebut atau di bawahnya:</p>
<ol>
<li>posisi terbuka dengan kerugian mengambang terbesar ditutup lebih dulu, pada harga pasar saat itu;</li>
<li>akun dinilai ulang, dan jika level margin masih 50% atau lebih rendah, posisi terburuk berikutnya ditutup, dan seterusnya;</li>
<li>jika hanya tersisa order tertunda dan level tersebut masih tercapai, order tersebut dibatalkan, dimulai dari yang marginnya terbesar.</li>
</ol>
<p>Posisi yang pasarnya sedang tutup pada saat itu tidak dapat ditutup sampai pasar dibuka kembali.</p>

<h2>Contoh perhitungan</h2>
<p>Saldo Anda 1.000 USD dan posisi terbuka Anda menggunakan margin sebesar 400 USD.</p>
<table>
<thead><tr><th>Hasil mengambang</th><th>Ekuitas</th><th>Level margin</th><th>Artinya</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>250%</td><td>Aman</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Margin bebas nol; tidak bisa membuka posisi baru</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Stop out dimulai</td></tr>
</tbody>
</table>
<p>Di sini, kerugian 800 USD, yaitu empat perlima saldo, memicu stop out. Sebelum Anda mengonfirmasi order, layar order memperkirakan harga stop out, yang menunjukkan seberapa jauh pasar harus bergerak melawan posisi Anda.</p>

<h2>Perlindungan saldo negatif</h2>
<p>Di pasar yang bergerak cepat atau setelah gap harga, posisi bisa ditutup pada harga yang jauh melewati level stop out, dan sesekali kerugian bisa melebihi saldo. Dengan perlindungan saldo negatif, jika penutupan posisi membuat saldo Anda di bawah nol, saldo dikembalikan ke nol dan kekurangannya ditanggung oleh broker, sehingga Anda tidak pernah berutang lebih dari dana yang ada di akun Anda. Ini adalah jaring pengaman untuk peristiwa ekstrem, bukan strategi: Anda tetap dapat kehilangan seluruh saldo.</p>

<h2>Cara menjauh dari stop out</h2>
<ul>
<li>Gunakan stop loss pada setiap posisi, agar kerugian ditutup di level Anda jauh sebelum stop out.</li>
<li>Gunakan ukuran posisi yang lebih kecil dan leverage yang lebih rendah, agar margin hanya sebagian kecil dari ekuitas Anda.</li>
<li>Pantau posisi yang saling terkait: beberapa transaksi yang bergantung pada pergerakan yang sama bisa merugi bersamaan.</li>
<li>Ingat bahwa dana yang ditarik tidak lagi menopang posisi terbuka.</li>
<li>Menambah dana menaikkan level margin, tetapi tidak memperbaiki transaksi yang memang sudah salah arah.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Ukuran Posisi: Berapa Besar Risiko per Transaksi?',
    desc: 'Ubah “jangan terlalu banyak” menjadi angka: cara menentukan ukuran posisi dari stop loss dan porsi tetap akun Anda, misalnya 1% per transaksi.',
    content: `
<p>Memilih apa yang akan ditransaksikan mendapat perhatian paling banyak, tetapi seberapa besar transaksinya biasanya menentukan apakah akun bertahan melewati rentetan hasil buruk. Penentuan ukuran posisi mengubah perasaan samar “jangan terlalu banyak” menjadi angka yang dapat Anda periksa sebelum setiap transaksi.</p>

<h2>Mulailah dari risiko per transaksi</h2>
<p>Banyak trader membatasi kerugian pada satu transaksi pada porsi kecil yang tetap dari akun, umumnya 1% dan jarang lebih dari 2%. Dengan akun 5.000 USD, 1% adalah 50 USD. Ini tidak membatasi seberapa jauh pasar dapat bergerak; ini membatasi berapa banyak kerugian Anda jika stop loss tersentuh tepat di levelnya.</p>

<h2>Rumusnya</h2>
<blockquote><strong>Lot = jumlah yang dipertaruhkan ÷ (jarak stop dalam pip × nilai pip per lot)</strong></blockquote>
<p>Untuk EURUSD dan pasangan lain yang dikuotasikan dalam dolar AS dengan ukuran kontrak 100.000, satu pip (0,0001) bernilai 10 USD per lot, 1 USD per 0,10 lot, dan 0,10 USD per 0,01 lot.</p>

<h3>Contoh perhitungan</h3>
<ul>
<li>Akun: 5.000 USD. Risiko: 1%, yaitu 50 USD.</li>
<li>Anda berencana membeli EURUSD di 1,0850 dengan stop loss di 1,0825, berjarak 25 pip.</li>
<li>Kerugian per lot jika stop tersentuh: 25 × 10 = 250 USD.</li>
<li>Ukuran posisi: 50 ÷ 250 = <strong>0,20 lot</strong>.</li>
</ul>
<p>Dengan leverage 100, posisi ini memerlukan margin 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD. Perhatikan bahwa leverage sama sekali tidak berperan dalam menentukan ukuran posisi: leverage hanya menentukan berapa margin yang disisihkan. Jika perhitungan menghasilkan angka yang tidak bulat, bulatkan <em>ke bawah</em> ke kelipatan lot instrumen tersebut, misalnya 0,01.</p>
<p>Spread dan biaya transaksi (jika ada) masih harus ditambahkan, dan stop bisa tereksekusi pada harga yang lebih buruk di pasar yang bergerak cepat, sehingga kerugian sebenarnya bisa sedikit lebih besar dari rencana.</p>

<h2>Mengapa persentase kecil itu penting</h2>
<table>
<thead><tr><th>Kerugian beruntun</th><th>Sisa dengan risiko 1%</th><th>Sisa dengan risiko 2%</th><th>Sisa dengan risiko 5%</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1%</td><td>90,4%</td><td>77,4%</td></tr>
<tr><td>10</td><td>90,4%</td><td>81,7%</td><td>59,9%</td></tr>
<tr><td>20</td><td>81,8%</td><td>66,8%</td><td>35,8%</td></tr>
</tbody>
</table>
<p>Rentetan kerugian tetap terjadi bahkan dengan pendekatan yang cermat. Kerugian juga lebih sulit dipulihkan daripada kelihatannya: setelah rugi 20%, Anda perlu untung 25% untuk kembali ke titik awal, dan setelah rugi 50%, Anda perlu untung 100%.</p>

<h2>Hal lain yang perlu diperiksa</h2>
<ul>
<li><strong>Instrumen lain.</strong> Nilai suatu pergerakan harga bergantung pada ukuran kontrak dan mata uang kuotasi. Jika emas memiliki ukuran kontrak 100 ons, pergerakan 1,00 USD bernilai 100 USD per lot. Hitunglah dari rincian instrumen dan bandingkan dengan estimasi di layar order.</li>
<li><strong>Eksposur total.</strong> Tiga posisi yang semuanya bergantung pada melemahnya dolar AS berperilaku seperti satu posisi besar. Jumlahkan risiko gabungan Anda, bukan hanya risiko setiap transaksi.</li>
<li><strong>Margin bebas.</strong> Sisakan cadangan yang cukup agar fluktuasi normal tidak membawa level margin Anda mendekati level stop out.</li>
<li><strong>Konsistensi.</strong> Hitung ulang ukuran untuk setiap transaksi, dan jangan pernah menaikkannya untuk menutup kerugian.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spread, Biaya, dan Perbedaan Harga Bid dan Ask',
    desc: 'Mengapa setiap kuotasi punya dua harga, mengapa posisi baru dimulai sedikit negatif, dan biaya apa saja yang perlu dihitung sebelum bertransaksi.',
    content: `
<p>Setiap kuotasi memiliki dua harga. Dengan memahami keduanya, serta biaya yang berlaku, Anda tahu berapa biaya suatu transaksi bahkan sebelum pasar bergerak sedikit pun.</p>

<h2>Bid dan ask</h2>
<ul>
<li><strong>Bid</strong>: harga yang berlaku saat Anda menjual.</li>
<li><strong>Ask</strong>: harga yang berlaku saat Anda membeli. Harga ini selalu lebih tinggi daripada bid.</li>
</ul>
<p>Selisih keduanya disebut <strong>spread</strong>. Harga mana yang berlaku bergantung pada tindakan Anda:</p>
<table>
<thead><tr><th></th><th>Beli (naik)</th><th>Jual (turun)</th></tr></thead>
<tbody>
<tr><td>Dibuka di</td><td>harga ask</td><td>harga bid</td></tr>
<tr><td>Ditutup di</td><td>harga bid</td><td>harga ask</td></tr>
</tbody>
</table>

<h2>Mengapa posisi baru dimulai sedikit negatif</h2>
<p>Sebagai ilustrasi, misalkan EURUSD dikuotasikan 1,08500 bid dan 1,08512 ask: spread sebesar 0,00012, atau 1,2 pip. Jika Anda membeli 0,10 lot, posisi dibuka di 1,08512, tetapi dinilai pada harga penutupannya, yaitu bid 1,08500. Karena itu posisi langsung menunjukkan kerugian mengambang sebesar 0,00012 × 10.000 = 1,20 USD, dan bid harus naik sebesar spread sebelum transaksi mencapai titik impas. Posisi jual bekerja dengan cara yang sama, hanya arahnya terbalik.</p>
<p>Spread paling berpengaruh ketika pergerakan yang Anda incar kecil. Untuk target 10 pip, spread 1,2 pip adalah 12% dari target; untuk target 100 pip, hanya 1,2%.</p>

<h2>Apa yang memengaruhi spread</h2>
<ul>
<li><strong>Likuiditas.</strong> Pasangan mata uang utama biasanya memiliki spread yang lebih sempit daripada pasangan yang jarang ditransaksikan, saham yang lebih kecil, atau kripto yang lebih kecil.</li>
<li><strong>Waktu.</strong> Di seluruh pasar, spread cenderung lebih lebar sesaat setelah pasar dibuka, di sekitar pergantian hari (rollover), dan ketika pusat-pusat perdagangan utama tutup.</li>
<li><strong>Volatilitas.</strong> Di sekitar rilis data ekonomi penting atau berita tak terduga, harga bergerak cepat dan spread dapat melebar.</li>
</ul>
<p>Selalu periksa harga bid dan ask terkini di layar kuotasi sebelum Anda bertransaksi.</p>

<h2>Biaya transaksi</h2>
<p>Selain spread, biaya transaksi dapat dikenakan saat posisi dibuka. Tergantung pengaturan platform, biaya ini berupa jumlah tetap per lot atau persentase dari margin. Untuk order tertunda, biaya dikenakan saat order tereksekusi, bukan saat dipasang. Estimasi di layar order menampilkan biaya sebelum Anda mengonfirmasi, dan setiap biaya tercatat sebagai entri tersendiri di catatan akun Anda. Biaya tetap dibayar, baik transaksi untung maupun rugi.</p>

<h2>Biaya pendanaan</h2>
<p>Memindahkan dana juga ada biayanya: biaya jaringan blockchain untuk transfer koin, biaya dari bank Anda atau bank perantara untuk transfer bank, dan biaya penarikan, yang ditampilkan di formulir sebelum Anda mengajukannya. Artikel kami tentang deposit dan penarikan menjelaskan masing-masing biaya tersebut.</p>

<h2>Mengendalikan biaya</h2>
<ul>
<li>Bandingkan spread dengan jarak stop loss dan target Anda sebelum setiap transaksi.</li>
<li>Utamakan transaksi yang lebih sedikit namun dipersiapkan dengan baik: setiap transaksi membayar spread dan biaya (jika ada).</li>
<li>Berhati-hatilah membuka posisi sesaat setelah pasar dibuka, ketika spread sering lebih lebar.</li>
<li>Catat biaya dalam jurnal transaksi Anda, agar Anda menilai hasil setelah biaya, bukan sebelum biaya.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Membaca Grafik Candlestick dan Memilih Kerangka Waktu',
    desc: 'Arti setiap bagian candle, perbedaan kerangka waktu 1M hingga 1D, dan cara memakai beberapa kerangka waktu tanpa menafsirkannya secara berlebihan.',
    content: `
<p>Grafik candlestick adalah cara paling umum untuk menampilkan harga. Setiap candle merangkum harga selama satu periode, dan keseluruhan grafik menunjukkan bagaimana pembeli dan penjual berperilaku dari waktu ke waktu.</p>

<h2>Anatomi sebuah candle</h2>
<ul>
<li><strong>Buka</strong>: harga pertama dalam periode tersebut.</li>
<li><strong>Tutup</strong>: harga terakhir dalam periode tersebut.</li>
<li><strong>Tertinggi</strong> dan <strong>Terendah</strong>: harga tertinggi dan terendah yang dicapai selama periode itu.</li>
</ul>
<p>Bagian yang tebal, yaitu <strong>badan</strong>, membentang antara harga buka dan harga tutup. Garis tipis di atas dan di bawahnya, yaitu <strong>sumbu</strong> atau bayangan, menjangkau harga tertinggi dan terendah. Candle yang ditutup di atas harga bukanya adalah candle naik (bullish); candle yang ditutup di bawah harga bukanya adalah candle turun (bearish). Warna hanyalah konvensi dan berbeda-beda antarwilayah dan antaraplikasi, jadi periksalah bagaimana grafik Anda mewarnainya.</p>

<h2>Apa yang dapat diisyaratkan oleh bentuknya</h2>
<ul>
<li><strong>Badan panjang dengan sumbu pendek</strong>: harga bergerak mantap ke satu arah selama periode tersebut.</li>
<li><strong>Badan kecil dengan sumbu panjang</strong>: harga bergerak jauh tetapi berakhir dekat titik awalnya, tanda keraguan.</li>
<li><strong>Sumbu bawah yang panjang</strong>: penjual menekan harga turun, tetapi pembeli mengangkatnya kembali sebelum penutupan. Sumbu atas yang panjang adalah kebalikannya.</li>
</ul>
<p>Satu candle saja merupakan bukti yang lemah. Bentuk candle lebih bermakna dalam konteks, misalnya di dekat level tempat pasar pernah berbalik, dan bahkan saat itu pun bentuk hanya menggambarkan apa yang sudah terjadi, bukan apa yang akan terjadi berikutnya.</p>

<h2>Kerangka waktu</h2>
<table>
<thead><tr><th>Periode</th><th>Satu candle mencakup</th><th>Sering digunakan untuk</th></tr></thead>
<tbody>
<tr><td>1M</td><td>1 menit</td><td>Menentukan waktu masuk dan keluar secara presisi</td></tr>
<tr><td>5M</td><td>5 menit</td><td>Transaksi intrahari jangka pendek</td></tr>
<tr><td>15M</td><td>15 menit</td><td>Struktur intrahari</td></tr>
<tr><td>30M</td><td>30 menit</td><td>Ayunan intrahari</td></tr>
<tr><td>1H</td><td>1 jam</td><td>Transaksi harian dan swing trading jangka pendek</td></tr>
<tr><td>1D</td><td>1 hari</td><td>Tren keseluruhan dan level-level utama</td></tr>
</tbody>
</table>
<p>Candle harian pada grafik kami dimulai pukul 00.00 UTC, sehingga candle harian mungkin tidak sama dengan hari perdagangan bursa atau hari kalender di tempat Anda.</p>

<h2>Menggunakan lebih dari satu kerangka waktu</h2>
<p>Pendekatan yang umum bekerja dari atas ke bawah: grafik harian untuk arah dan level-level utama, grafik per jam untuk struktur, dan baru kemudian kerangka waktu pendek untuk menentukan waktu masuk. Pergerakan yang terlihat dramatis pada grafik 1 menit bisa jadi hanya goyangan kecil pada grafik harian. Kerangka waktu pendek juga menampilkan lebih banyak gerakan acak dan menggoda Anda untuk lebih sering bertransaksi, padahal setiap transaksi membayar spread dan biaya (jika ada).</p>

<h2>Gap dan pasar yang tutup</h2>
<p>Selama pasar tutup, pada malam hari untuk saham atau akhir pekan untuk forex, tidak ada candle baru yang terbentuk. Saat pasar dibuka kembali, harga pertama bisa jauh dari harga terakhir, sehingga meninggalkan celah (gap) pada grafik. Gap penting karena stop loss tidak dapat bekerja selama pasar tutup dan baru dieksekusi pada harga pertama yang tersedia sesudahnya.</p>

<h2>Membaca grafik secara bertanggung jawab</h2>
<ul>
<li>Tentukan apa yang Anda cari sebelum membuka grafik, alih-alih mencari-cari alasan untuk bertransaksi di dalamnya.</li>
<li>Tandai stop loss Anda di titik yang menurut grafik membuktikan ide Anda keliru.</li>
<li>Buat jurnal berisi tangkapan layar transaksi Anda. Pola dalam keputusan Anda sendiri sering kali lebih berguna daripada pola pada candle.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sesi Perdagangan: Kapan Pasar Buka, Tutup, dan Mengapa',
    desc: 'Forex buka 24/5, saham dan indeks mengikuti bursanya, kripto tidak pernah tutup. Apa arti setiap jadwal bagi order dan stop Anda.',
    content: `
<p>Harga hanya bergerak selama ada yang bertransaksi. Setiap instrumen mengikuti jam pasar yang mendasarinya, sehingga instrumen dibuka dan ditutup pada waktu yang berbeda-beda. Mengetahui jadwalnya mencegah kejutan, karena selama pasar tutup Anda tidak dapat membuka atau menutup posisi di pasar tersebut.</p>

<h2>Jam perdagangan per kelas aset</h2>
<table>
<thead><tr><th>Kelas aset</th><th>Jam biasa</th><th>Catatan</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Minggu 17.00 hingga Jumat 17.00, waktu New York</td><td>Sepanjang hari, lima hari seminggu</td></tr>
<tr><td>Logam dan energi</td><td>Minggu 18.00 hingga Jumat 17.00, waktu New York</td><td>Jeda harian pukul 17.00–18.00</td></tr>
<tr><td>Indeks</td><td>Jam bursa atau pasar berjangka yang mendasari setiap indeks</td><td>Misalnya GER40 08.00–22.00 waktu Berlin, UK100 08.00–21.00 waktu London; indeks AS mengikuti jam pasar berjangka yang hampir 24 jam</td></tr>
<tr><td>Saham</td><td>09.30–16.00 waktu New York, Senin hingga Jumat</td><td>Sesi reguler bursa</td></tr>
<tr><td>Kripto</td><td>Selalu buka</td><td>24 jam sehari, 7 hari seminggu</td></tr>
</tbody>
</table>
<p>Waktu tersebut adalah waktu setempat masing-masing pasar dan mengikuti pergantian waktu musim panas di sana, sehingga di zona waktu Anda jamnya bisa bergeser satu jam pada musim semi dan musim gugur. Aplikasi menandai instrumen dengan “Pasar tutup” setiap kali instrumen tersebut tidak diperdagangkan.</p>

<h2>Sesi forex</h2>
<p>Forex tidak memiliki bursa pusat: bank dan lembaga lain bertransaksi satu sama lain di seluruh dunia. Hari perdagangan berpindah dari Asia-Pasifik (Sydney dan Tokyo) ke Eropa (London) lalu ke Amerika Utara (New York). Aktivitas biasanya paling tinggi saat sesi London dan New York tumpang tindih, dan lebih rendah menjelang sore di New York serta di sekitar pergantian hari pukul 17.00 waktu New York, ketika spread di seluruh pasar sering melebar.</p>

<h2>Mengapa pasar tutup</h2>
<ul>
<li><strong>Jam bursa.</strong> Saham dan indeks terikat pada bursa dengan sesi yang tetap; di luar sesi itu tidak ada harga resmi.</li>
<li><strong>Akhir pekan.</strong> Sistem perbankan di balik forex, logam, dan energi sebagian besar berhenti pada akhir pekan.</li>
<li><strong>Hari libur.</strong> Pasar tutup pada hari libur resmi seperti Hari Natal dan Tahun Baru, dan sebagian tutup lebih awal pada hari-hari di sekitarnya. Kalender berbeda di setiap negara, sehingga hari libur AS dapat menutup saham AS sementara indeks Eropa diperdagangkan seperti biasa.</li>
<li><strong>Jeda harian.</strong> Beberapa pasar berhenti sejenak setiap hari, seperti jeda satu jam untuk logam dan energi.</li>
</ul>
<p>Pasar kripto tidak memiliki jam tutup, tetapi perdagangan tetap bisa lebih sepi pada akhir pekan dan malam hari.</p>

<h2>Arti pasar tutup bagi Anda</h2>
<ul>
<li>Order baru, baik order pasar maupun order tertunda, tidak dapat dipasang, dan posisi terbuka tidak dapat ditutup.</li>
<li>Level stop loss dan take profit tidak dapat terpicu, karena tidak ada harga baru.</li>
<li>Anda tetap dapat membatalkan order tertunda serta menyesuaikan level stop loss dan take profit.</li>
<li>Posisi terbuka tetap terbuka dan tetap memakai marginnya. Saat pasar dibuka kembali, harga pertama bisa berbeda dari harga terakhir (gap), dan setiap level yang terlewati dieksekusi pada harga pertama yang tersedia.</li>
</ul>

<h2>Merencanakan sesuai kalender</h2>
<ul>
<li>Sebelum akhir pekan, putuskan dengan sadar apakah setiap posisi akan Anda tahan melewatinya.</li>
<li>Periksa jadwal hari libur jauh-jauh hari, terutama pada akhir tahun, ketika banyak pasar memperpendek jam perdagangannya.</li>
<li>Berhati-hatilah di sekitar pembukaan sesi dan pengumuman ekonomi terjadwal, ketika harga dapat bergerak tajam.</li>
<li>Jika Anda bertransaksi saham, ingat bahwa laporan keuangan perusahaan sering diterbitkan di luar jam reguler dan dapat muncul sebagai gap pada pembukaan berikutnya.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Penjelasan Deposit dan Penarikan',
    desc: 'Deposit dengan USDT, USDC, atau transfer bank, mengapa jaringan koin harus sama, apa arti “dibekukan”, dan cara kerja biaya penarikan.',
    content: `
<p>Akun transaksi Anda dicatat dalam dolar AS. Anda dapat mengisinya dengan mata uang digital, seperti stablecoin USDT dan USDC, atau melalui transfer bank, dan menarik dana ke alamat koin atau rekening bank yang telah Anda tambahkan. Berikut cara kerja setiap langkah dan cara menghindari kesalahan yang paling umum.</p>

<h2>Deposit mata uang digital</h2>
<ol>
<li>Buka <strong>Deposit</strong>, pilih <strong>Mata uang digital</strong>, lalu pilih koin dan jaringan, misalnya USDT di TRC20 atau USDT di ERC20.</li>
<li>Salin alamat deposit yang ditampilkan untuk opsi tersebut. Tempelkan alamatnya, jangan mengetiknya, lalu bandingkan karakter pertama dan terakhir setelah menempelkannya.</li>
<li>Kirim koin dari dompet atau akun bursa kripto Anda, dengan memilih <strong>jaringan yang sama</strong>.</li>
<li>Masukkan jumlah yang Anda kirim, unggah tangkapan layar transfer sebagai bukti pembayaran, lalu ajukan.</li>
</ol>
<p>Setelah deposit diperiksa, dana dikreditkan dalam USD dengan kurs yang ditampilkan untuk opsi tersebut.</p>

<h3>Mengapa jaringan itu penting</h3>
<p>Koin yang sama dapat berada di beberapa blockchain. USDT di TRC20 (jaringan TRON) dan USDT di ERC20 (jaringan Ethereum) berjalan di jaringan yang terpisah, dan alamatnya terlihat berbeda: alamat TRC20 diawali dengan “T”, alamat ERC20 dengan “0x”. <strong>Kirim hanya koin dan jaringan yang ditampilkan bersama alamat tersebut.</strong> Transfer melalui jaringan lain, atau dengan koin lain, tidak dapat dikreditkan dan mungkin tidak dapat dipulihkan. Biaya jaringan dibayar oleh pengirim; besarnya berbeda antarjaringan dan berubah sesuai permintaan, dan dompet Anda menampilkan biayanya sebelum Anda mengirim.</p>

<h2>Deposit melalui transfer bank</h2>
<ol>
<li>Pilih <strong>Transfer bank</strong> dan mata uangnya, lalu catat rekening penerima: nama bank, nama pemilik rekening, nomor rekening atau IBAN, dan kode SWIFT.</li>
<li>Lakukan transfer dari bank Anda dan <strong>cantumkan UID Anda di berita transfer</strong>. UID Anda ditampilkan di halaman profil, dan UID inilah yang digunakan untuk mencocokkan pembayaran dengan akun Anda.</li>
<li>Unggah gambar konfirmasi transfer sebagai bukti, lalu ajukan.</li>
</ol>
<p>Transfer bank dapat memakan waktu satu hari kerja atau lebih, dan bank Anda atau bank perantara dapat memotong biaya. Jumlah yang dikreditkan adalah jumlah yang benar-benar diterima, dikonversi ke USD.</p>

<h2>Penarikan</h2>
<p>Pertama, tambahkan rekening penerima di <strong>Tarik dana</strong>: alamat koin untuk jaringan tempat Anda ingin menerima dana, atau rekening bank. Periksa jaringan dan alamat dengan teliti, karena pembayaran yang dikirim ke alamat yang salah tidak dapat dibatalkan.</p>

<h3>Berapa banyak yang dapat Anda tarik</h3>
<p>Jumlah yang tersedia adalah nilai yang lebih kecil antara saldo dan ekuitas Anda, dikurangi margin yang dipakai oleh posisi terbuka dan order tertunda. Laba mengambang harus direalisasikan dengan menutup posisi sebelum dapat ditarik, dan kerugian mengambang harus tetap tertutupi.</p>

<h3>Apa yang terjadi setelah Anda mengajukan</h3>
<ul>
<li>Jumlah tersebut langsung keluar dari saldo Anda dan ditampilkan sebagai <strong>Dibekukan</strong> selama permintaan ditinjau. Dana yang dibekukan tidak digunakan untuk bertransaksi dan tidak terpengaruh oleh hasil transaksi.</li>
<li>Setelah penarikan dibayarkan, jumlah yang dibekukan dihapus.</li>
<li>Jika ditolak, jumlah tersebut kembali ke saldo Anda dan Anda dapat melihat alasannya.</li>
</ul>

<h3>Biaya dan jumlah yang Anda terima</h3>
<p>Sebelum Anda mengajukan, formulir menampilkan biaya penarikan (jumlah tetap atau persentase), kurs, dan jumlah yang akan Anda terima. Misalnya, dengan biaya 1%, penarikan 200 USD dikenai biaya 2 USD, dan sisanya sebesar 198 USD dikonversi dengan kurs yang ditampilkan. Jumlah yang diterima dibulatkan ke bawah hingga sen, dan setiap mata uang memiliki jumlah penarikan minimum.</p>

<h2>Tetap aman</h2>
<ul>
<li>Setiap kali, gunakan detail deposit yang ditampilkan di aplikasi; detail tersebut dapat berubah, jadi jangan memakai ulang alamat atau nomor rekening lama.</li>
<li>Jangan pernah memberikan kata sandi atau kode verifikasi Anda kepada siapa pun, termasuk orang yang mengaku sebagai staf layanan pelanggan.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
