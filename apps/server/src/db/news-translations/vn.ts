/** The seed articles in Vietnamese. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING =
  '<p><em>Cảnh báo rủi ro: CFD và các sản phẩm có đòn bẩy khác rất phức tạp và có thể khiến bạn mất tiền nhanh chóng; chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Ký quỹ và đòn bẩy hoạt động thế nào: Ví dụ tính toán cụ thể',
    desc: 'Ký quỹ là gì, đòn bẩy thay đổi nó ra sao, và vì sao đòn bẩy thay đổi số tiền bạn phải dành ra chứ không thay đổi mức lãi hay lỗ của bạn.',
    content: `
<p>Đòn bẩy cho phép bạn mở một vị thế lớn hơn nhiều so với số tiền bạn dành ra cho nó. Số tiền được dành ra đó gọi là <strong>ký quỹ</strong>. Hiểu mối liên hệ giữa hai khái niệm này là bước đầu tiên để giao dịch sản phẩm có đòn bẩy một cách có trách nhiệm, bởi đòn bẩy thay đổi số tiền bạn cần để mở lệnh, nhưng không thay đổi số tiền bạn lãi hay lỗ khi giá biến động.</p>

<h2>Lot và kích thước hợp đồng</h2>
<p>Khối lượng vị thế được tính bằng lot. Mỗi sản phẩm có một kích thước hợp đồng: số đơn vị trong một lot. Với hầu hết các cặp tiền tệ, một lot là 100.000 đơn vị đồng tiền cơ sở, vì vậy 0,10 lot EURUSD tương đương 10.000 euro. Kích thước hợp đồng khác nhau giữa ngoại hối, kim loại, năng lượng, chỉ số, cổ phiếu và tiền mã hóa, và phần thông tin chi tiết của mỗi sản phẩm đều ghi rõ kích thước của nó.</p>

<h2>Cách tính ký quỹ</h2>
<p>Với các sản phẩm có đòn bẩy, công thức là:</p>
<blockquote><strong>Ký quỹ = số lot × kích thước hợp đồng × giá ÷ đòn bẩy</strong></blockquote>
<p>Ví dụ: bạn mua 0,10 lot EURUSD ở giá 1,0850 với đòn bẩy 100 (thường viết là 1:100).</p>
<table>
<thead><tr><th>Bước</th><th>Phép tính</th><th>Kết quả</th></tr></thead>
<tbody>
<tr><td>Khối lượng vị thế</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Giá trị tính bằng đô la Mỹ</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Ký quỹ với đòn bẩy 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Như vậy, 108,50 USD trong tài khoản của bạn được dành ra chừng nào vị thế còn mở. Với đòn bẩy 50, cùng vị thế đó cần 217,00 USD; với đòn bẩy 200, cần 54,25 USD. Khi một sản phẩm được niêm yết giá bằng đồng tiền khác đô la Mỹ, ký quỹ được quy đổi sang USD theo tỷ giá hiện tại. Một số sản phẩm lại dùng mức ký quỹ cố định cho mỗi lot. Dù theo cách nào, màn hình đặt lệnh cũng hiển thị ký quỹ trước khi bạn xác nhận.</p>

<h2>Đòn bẩy không làm rủi ro nhỏ đi</h2>
<p>Lãi và lỗ phụ thuộc vào khối lượng vị thế, không phụ thuộc vào ký quỹ. Với 0,10 lot EURUSD, mỗi biến động 0,0001 (một pip) có giá trị 1 USD. Giá giảm từ 1,0850 xuống 1,0800 là 50 pip: lỗ 50 USD cho một lệnh mua, gần bằng một nửa khoản ký quỹ 108,50 USD. Kết quả này không đổi dù bạn chọn đòn bẩy nào. Đòn bẩy cao hơn chỉ có nghĩa là phần số dư bị dành ra ít hơn, khiến bạn dễ mở những vị thế quá lớn so với tài khoản.</p>

<h2>Các chỉ số tài khoản cần theo dõi</h2>
<ul>
<li><strong>Số dư</strong>: tiền nạp, tiền rút và kết quả của các vị thế đã đóng.</li>
<li><strong>Giá trị ròng</strong> (equity): số dư cộng lãi hoặc lỗ thả nổi của các vị thế đang mở.</li>
<li><strong>Ký quỹ</strong>: tổng số tiền được dành ra cho các vị thế đang mở và lệnh chờ.</li>
<li><strong>Ký quỹ khả dụng</strong>: giá trị ròng trừ ký quỹ. Lệnh mới chỉ được chấp nhận khi ký quỹ khả dụng đủ để trang trải ký quỹ của lệnh, phí và spread lúc mở.</li>
<li><strong>Mức ký quỹ</strong>: giá trị ròng ÷ ký quỹ × 100%. Mức này càng thấp, tài khoản càng gần ngưỡng thanh lý bắt buộc.</li>
</ul>

<h2>Thói quen thực tế</h2>
<ul>
<li>Chọn khối lượng vị thế dựa trên số tiền bạn sẵn sàng chịu lỗ, rồi mới kiểm tra ký quỹ, chứ không làm ngược lại.</li>
<li>Luôn giữ nhiều ký quỹ khả dụng, để những dao động giá bình thường không đẩy mức ký quỹ của bạn về phía ngưỡng thanh lý bắt buộc.</li>
<li>Hãy nhớ rằng lệnh chờ cũng giữ ký quỹ, ngay cả trước khi được khớp.</li>
<li>Luyện tập trên tài khoản demo cho đến khi bạn quen thuộc với những con số này.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Cắt lỗ và chốt lời: Lên kế hoạch thoát lệnh',
    desc: 'Mức cắt lỗ và chốt lời hoạt động thế nào, đặt ở phía nào của giá, và vì sao một mức giá là điểm kích hoạt chứ không phải giá được đảm bảo.',
    content: `
<p>Vị thế nào rồi cũng sẽ kết thúc ở đâu đó. Mức cắt lỗ và mức chốt lời giúp bạn quyết định trước điểm kết thúc ấy khi còn bình tĩnh, thay vì giữa lúc thị trường biến động nhanh.</p>

<h2>Chúng dùng để làm gì</h2>
<ul>
<li><strong>Cắt lỗ (SL)</strong>: mức giá mà tại đó một vị thế đang lỗ được đóng tự động để giới hạn khoản lỗ.</li>
<li><strong>Chốt lời (TP)</strong>: mức giá mà tại đó một vị thế đang lãi được đóng tự động để giữ lại khoản lãi.</li>
</ul>
<p>Cả hai đều không bắt buộc. Bạn có thể đặt chúng khi đặt lệnh hoặc đặt sau bằng Đặt TP/SL trên vị thế, và thay đổi hay xóa bất cứ lúc nào. Để trống giá hoặc nhập 0 sẽ xóa mức đó.</p>

<h2>Đặt ở phía nào của giá?</h2>
<table>
<thead><tr><th>Vị thế</th><th>Cắt lỗ</th><th>Chốt lời</th><th>So sánh với</th></tr></thead>
<tbody>
<tr><td>Mua (giá lên)</td><td>dưới mức giá</td><td>trên mức giá</td><td>giá chào mua (bid)</td></tr>
<tr><td>Bán (giá xuống)</td><td>trên mức giá</td><td>dưới mức giá</td><td>giá chào bán (ask)</td></tr>
</tbody>
</table>
<p>Các mức được so sánh với mức giá mà vị thế sẽ đóng: lệnh mua đóng ở giá chào mua và lệnh bán đóng ở giá chào bán. Với lệnh bán, giá chào bán đã bao gồm spread, nên một mức cắt lỗ đặt quá sát giá có thể bị chạm sớm hơn bạn nghĩ, nhất là khi spread giãn rộng.</p>

<h2>Một mức giá là điểm kích hoạt, không phải giá được đảm bảo</h2>
<p>Khi giá chạm mức của bạn, vị thế được đóng theo giá thị trường có sẵn tại thời điểm đó. Trong thị trường bình lặng, giá đóng sẽ bằng hoặc rất sát mức của bạn. Trong thị trường biến động nhanh, hoặc khi thị trường mở cửa lại sau cuối tuần hay ngày lễ với mức giá rất khác (khoảng trống giá), giá đóng có thể tệ hơn mức của bạn, đôi khi lại tốt hơn. Chênh lệch này gọi là trượt giá. Các mức cũng không thể kích hoạt khi thị trường đóng cửa, vì không có giá mới.</p>

<h2>Chọn mức hợp lý</h2>
<ul>
<li>Đặt cắt lỗ ở nơi mà ý tưởng giao dịch của bạn được chứng minh là sai, chẳng hạn vượt qua đỉnh hoặc đáy dao động gần nhất, thay vì ở một số tiền tròn.</li>
<li>Chừa chỗ cho biến động bình thường. Một mức cắt lỗ nằm trong biên độ lên xuống thông thường của khung thời gian bạn dùng thường bị chạm chỉ vì nhiễu.</li>
<li>Sau đó tính khối lượng vị thế sao cho nếu chạm cắt lỗ, khoản lỗ là số tiền bạn chấp nhận được. Bài viết của chúng tôi về quản lý khối lượng vị thế sẽ hướng dẫn cách làm.</li>
<li>So sánh lợi nhuận tiềm năng với rủi ro. Với mức chốt lời xa gấp đôi mức cắt lỗ, một giao dịch thắng bù được hai giao dịch thua, nhưng không tỷ lệ nào đảm bảo kết quả.</li>
</ul>

<h2>Những sai lầm thường gặp</h2>
<ul>
<li><strong>Dời mức cắt lỗ ra xa hơn</strong> khi giá tiến gần đến nó. Việc này biến một khoản lỗ nhỏ đã tính trước thành một khoản lỗ lớn ngoài kế hoạch.</li>
<li><strong>Giao dịch không đặt cắt lỗ</strong> và trông chờ vào thanh lý bắt buộc. Thanh lý bắt buộc xảy ra muộn hơn nhiều, sau một khoản lỗ lớn hơn nhiều, và đóng vị thế theo điều kiện của nền tảng chứ không phải của bạn.</li>
<li><strong>Đặt chốt lời quá gần</strong>, khiến spread và phí ăn mất phần lớn khoản lãi.</li>
</ul>
<p>Dời mức cắt lỗ <em>lại gần hơn</em> để bảo vệ lợi nhuận khi giao dịch đã đi đúng hướng thì khác: nó làm giảm rủi ro, và nhiều nhà giao dịch làm điều này từng bước như một dạng cắt lỗ di động thủ công.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Cảnh báo ký quỹ, thanh lý bắt buộc và bảo vệ số dư âm',
    desc: 'Điều gì xảy ra khi khoản lỗ ăn vào ký quỹ: mức ký quỹ, ngưỡng thanh lý bắt buộc 50%, vị thế nào bị đóng trước và cơ chế bảo vệ số dư âm.',
    content: `
<p>Các vị thế có đòn bẩy được đảm bảo bằng tiền trong tài khoản của bạn. Bài viết này giải thích điều gì xảy ra khi khoản lỗ bắt đầu ăn vào số tiền đó, và cách giữ khoảng cách an toàn với thời điểm ấy.</p>

<h2>Mức ký quỹ, con số quan trọng nhất</h2>
<blockquote><strong>Mức ký quỹ = giá trị ròng ÷ ký quỹ × 100%</strong></blockquote>
<p>Giá trị ròng là số dư của bạn cộng hoặc trừ kết quả thả nổi của các vị thế đang mở. Ký quỹ là số tiền được dành ra cho các vị thế đang mở và lệnh chờ. Khi không có gì đang mở, sẽ không có mức ký quỹ. Ứng dụng cũng hiển thị <strong>tỷ lệ rủi ro</strong>, tức cùng thông tin đó nhưng tính ngược lại: ký quỹ ÷ giá trị ròng × 100%. Mức ký quỹ 50% tương ứng với tỷ lệ rủi ro 200%.</p>

<h2>Cảnh báo ký quỹ (margin call) là gì?</h2>
<p>Theo truyền thống, cảnh báo ký quỹ là lời nhắc rằng mức ký quỹ đã giảm thấp đến mức nhà giao dịch phải nạp thêm tiền hoặc giảm vị thế. Các dấu hiệu cảnh báo hiện rõ trong các chỉ số tài khoản của bạn. Khi mức ký quỹ giảm xuống 100%, ký quỹ khả dụng bằng không: bạn không thể mở vị thế mới, và bất kỳ khoản lỗ nào thêm nữa cũng đẩy bạn về phía thanh lý bắt buộc. Hãy coi mức ký quỹ đang giảm là cảnh báo ký quỹ của chính bạn và hành động trước khi nền tảng phải làm thay.</p>

<h2>Thanh lý bắt buộc (stop out) là gì?</h2>
<p>Thanh lý bắt buộc là việc tự động đóng vị thế để tài khoản không lỗ nhiều hơn số tiền đang có. Ngưỡng thanh lý bắt buộc là mức ký quỹ <strong>50%</strong>. Khi mức ký quỹ bằng hoặc thấp hơn ngưỡng này:</p>
<ol>
<li>vị thế đang mở có khoản lỗ thả nổi lớn nhất bị đóng trước, theo giá thị trường hiện tại;</li>
<li>tài khoản được định giá lại, và nếu mức ký quỹ vẫn bằng hoặc thấp hơn 50%, vị thế tệ nhất tiếp theo bị đóng, cứ thế tiếp tục;</li>
<li>nếu chỉ còn lại lệnh chờ mà ngưỡng vẫn bị chạm, các lệnh chờ bị hủy, bắt đầu từ lệnh có ký quỹ lớn nhất.</li>
</ol>
<p>Một vị thế mà thị trường của nó đang đóng cửa vào lúc đó sẽ không thể bị đóng cho đến khi thị trường mở cửa lại.</p>

<h2>Ví dụ tính toán</h2>
<p>Bạn có số dư 1.000 USD và các vị thế đang mở sử dụng 400 USD ký quỹ.</p>
<table>
<thead><tr><th>Kết quả thả nổi</th><th>Giá trị ròng</th><th>Mức ký quỹ</th><th>Ý nghĩa</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>250%</td><td>An toàn</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Ký quỹ khả dụng bằng không; không mở được vị thế mới</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Bắt đầu thanh lý bắt buộc</td></tr>
</tbody>
</table>
<p>Ở đây, khoản lỗ 800 USD, tức bốn phần năm số dư, sẽ kích hoạt thanh lý bắt buộc. Trước khi bạn xác nhận lệnh, màn hình đặt lệnh ước tính giá thanh lý, cho thấy thị trường cần đi ngược hướng bạn bao xa.</p>

<h2>Bảo vệ số dư âm</h2>
<p>Trong thị trường biến động nhanh hoặc sau một khoảng trống giá, vị thế có thể bị đóng ở mức giá vượt xa ngưỡng thanh lý bắt buộc, và đôi khi khoản lỗ có thể lớn hơn số dư. Với cơ chế bảo vệ số dư âm, nếu việc đóng một vị thế khiến số dư của bạn xuống dưới không, số dư sẽ được đưa về không và phần thiếu hụt do nhà môi giới chịu, vì vậy bạn không bao giờ nợ nhiều hơn số tiền có trong tài khoản. Đây là tấm lưới an toàn cho các sự kiện cực đoan, không phải một chiến lược: bạn vẫn có thể mất toàn bộ số dư.</p>

<h2>Cách tránh xa thanh lý bắt buộc</h2>
<ul>
<li>Đặt cắt lỗ cho mọi vị thế, để khoản lỗ được đóng tại mức của bạn từ rất lâu trước khi bị thanh lý bắt buộc.</li>
<li>Dùng khối lượng nhỏ hơn và đòn bẩy thấp hơn, để ký quỹ chỉ chiếm một phần nhỏ trong giá trị ròng.</li>
<li>Để ý các vị thế có liên quan: nhiều giao dịch cùng phụ thuộc vào một biến động có thể cùng lỗ.</li>
<li>Hãy nhớ rằng tiền đã rút không còn hỗ trợ cho các vị thế đang mở.</li>
<li>Nạp thêm tiền giúp nâng mức ký quỹ, nhưng không sửa được một giao dịch đơn giản là đã đi sai hướng.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Quản lý khối lượng vị thế: Nên chấp nhận rủi ro bao nhiêu cho mỗi lệnh?',
    desc: 'Biến “đừng quá nhiều” thành một con số: cách tính khối lượng vị thế từ mức cắt lỗ và một tỷ lệ cố định của tài khoản, chẳng hạn 1% mỗi lệnh.',
    content: `
<p>Chọn giao dịch sản phẩm nào thường được chú ý nhiều nhất, nhưng giao dịch với khối lượng bao nhiêu mới thường quyết định một tài khoản có trụ được qua chuỗi ngày xấu hay không. Quản lý khối lượng vị thế biến cảm giác mơ hồ “đừng quá nhiều” thành một con số bạn có thể kiểm tra trước mỗi giao dịch.</p>

<h2>Bắt đầu từ rủi ro cho mỗi lệnh</h2>
<p>Nhiều nhà giao dịch giới hạn khoản lỗ của mỗi giao dịch ở một tỷ lệ nhỏ, cố định của tài khoản, thường là 1% và hiếm khi quá 2%. Với tài khoản 5.000 USD, 1% là 50 USD. Điều này không giới hạn việc thị trường có thể biến động bao xa; nó giới hạn số tiền bạn mất nếu lệnh cắt lỗ được khớp đúng tại mức đã đặt.</p>

<h2>Công thức</h2>
<blockquote><strong>Số lot = số tiền chịu rủi ro ÷ (khoảng cách cắt lỗ tính bằng pip × giá trị pip mỗi lot)</strong></blockquote>
<p>Với EURUSD và các cặp tiền khác niêm yết giá bằng đô la Mỹ có kích thước hợp đồng 100.000, một pip (0,0001) có giá trị 10 USD mỗi lot, 1 USD mỗi 0,10 lot và 0,10 USD mỗi 0,01 lot.</p>

<h3>Ví dụ tính toán</h3>
<ul>
<li>Tài khoản: 5.000 USD. Rủi ro: 1%, tức 50 USD.</li>
<li>Bạn dự định mua EURUSD ở giá 1,0850 với mức cắt lỗ 1,0825, cách 25 pip.</li>
<li>Khoản lỗ mỗi lot nếu chạm cắt lỗ: 25 × 10 = 250 USD.</li>
<li>Khối lượng vị thế: 50 ÷ 250 = <strong>0,20 lot</strong>.</li>
</ul>
<p>Với đòn bẩy 100, vị thế này cần 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD ký quỹ. Hãy để ý rằng đòn bẩy không hề tham gia vào việc chọn khối lượng: nó chỉ quyết định bao nhiêu ký quỹ được dành ra. Nếu phép tính cho ra một con số lẻ, hãy làm tròn <em>xuống</em> theo bước lot của sản phẩm, ví dụ 0,01.</p>
<p>Spread và phí giao dịch (nếu có) còn được tính thêm, và trong thị trường biến động nhanh, lệnh cắt lỗ có thể được khớp ở giá tệ hơn, nên khoản lỗ thực tế có thể lớn hơn kế hoạch một chút.</p>

<h2>Vì sao tỷ lệ phần trăm nhỏ lại quan trọng</h2>
<table>
<thead><tr><th>Số lệnh thua liên tiếp</th><th>Còn lại với rủi ro 1%</th><th>Còn lại với rủi ro 2%</th><th>Còn lại với rủi ro 5%</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1%</td><td>90,4%</td><td>77,4%</td></tr>
<tr><td>10</td><td>90,4%</td><td>81,7%</td><td>59,9%</td></tr>
<tr><td>20</td><td>81,8%</td><td>66,8%</td><td>35,8%</td></tr>
</tbody>
</table>
<p>Chuỗi thua vẫn xảy ra ngay cả khi bạn giao dịch cẩn trọng. Khoản lỗ cũng khó gỡ lại hơn vẻ bề ngoài: sau khi lỗ 20%, bạn cần lãi 25% để trở về điểm xuất phát, và sau khi lỗ 50%, bạn cần lãi 100%.</p>

<h2>Những điều khác cần kiểm tra</h2>
<ul>
<li><strong>Các sản phẩm khác.</strong> Giá trị của một biến động giá phụ thuộc vào kích thước hợp đồng và đồng tiền niêm yết. Nếu vàng có kích thước hợp đồng 100 ounce, biến động 1,00 USD có giá trị 100 USD mỗi lot. Hãy tự tính từ thông tin chi tiết của sản phẩm và so sánh với số ước tính trên màn hình đặt lệnh.</li>
<li><strong>Tổng mức rủi ro.</strong> Ba vị thế cùng phụ thuộc vào việc đô la Mỹ suy yếu sẽ hoạt động như một vị thế lớn. Hãy cộng dồn rủi ro tổng thể, chứ không chỉ xét riêng từng giao dịch.</li>
<li><strong>Ký quỹ khả dụng.</strong> Giữ đủ dự phòng để những dao động bình thường không đẩy mức ký quỹ của bạn đến gần ngưỡng thanh lý bắt buộc.</li>
<li><strong>Tính nhất quán.</strong> Tính lại khối lượng cho mỗi giao dịch, và đừng bao giờ tăng khối lượng để gỡ lại khoản lỗ.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spread, phí và sự khác biệt giữa giá chào mua và giá chào bán',
    desc: 'Vì sao mỗi báo giá có hai mức giá, vì sao vị thế mới bắt đầu với khoản lỗ nhỏ, và những khoản phí nào cần tính trước khi giao dịch.',
    content: `
<p>Mỗi báo giá đều có hai mức giá. Hiểu rõ chúng và các khoản phí áp dụng sẽ cho bạn biết một giao dịch tốn bao nhiêu ngay cả khi thị trường chưa hề nhúc nhích.</p>

<h2>Giá chào mua và giá chào bán</h2>
<ul>
<li><strong>Giá chào mua (bid)</strong>: mức giá bạn có thể bán.</li>
<li><strong>Giá chào bán (ask)</strong>: mức giá bạn có thể mua. Giá này luôn cao hơn giá chào mua.</li>
</ul>
<p>Chênh lệch giữa hai mức giá này là <strong>spread</strong>. Mức giá nào được áp dụng tùy thuộc vào việc bạn làm gì:</p>
<table>
<thead><tr><th></th><th>Mua (giá lên)</th><th>Bán (giá xuống)</th></tr></thead>
<tbody>
<tr><td>Mở ở</td><td>giá chào bán</td><td>giá chào mua</td></tr>
<tr><td>Đóng ở</td><td>giá chào mua</td><td>giá chào bán</td></tr>
</tbody>
</table>

<h2>Vì sao vị thế mới bắt đầu với khoản lỗ nhỏ</h2>
<p>Giả sử, để minh họa, EURUSD được báo giá 1,08500 chào mua và 1,08512 chào bán: spread là 0,00012, tức 1,2 pip. Nếu bạn mua 0,10 lot, bạn mở ở 1,08512, nhưng vị thế được định giá theo mức giá có thể đóng, tức giá chào mua 1,08500. Vì vậy vị thế hiển thị ngay khoản lỗ thả nổi 0,00012 × 10.000 = 1,20 USD, và giá chào mua phải tăng thêm đúng bằng spread thì giao dịch mới hòa vốn. Lệnh bán cũng vận hành tương tự theo chiều ngược lại.</p>
<p>Spread quan trọng nhất khi biến động bạn nhắm tới nhỏ. Với mục tiêu 10 pip, spread 1,2 pip chiếm 12% mục tiêu; với mục tiêu 100 pip, nó chỉ chiếm 1,2%.</p>

<h2>Yếu tố ảnh hưởng đến spread</h2>
<ul>
<li><strong>Thanh khoản.</strong> Các cặp tiền chính thường có spread hẹp hơn so với các cặp ít giao dịch hơn, cổ phiếu nhỏ hoặc các đồng tiền mã hóa nhỏ.</li>
<li><strong>Thời điểm trong ngày.</strong> Trên toàn thị trường, spread thường giãn rộng hơn ngay sau khi thị trường mở cửa, quanh thời điểm chuyển ngày (rollover) và khi các trung tâm giao dịch lớn đóng cửa.</li>
<li><strong>Biến động.</strong> Quanh các đợt công bố số liệu kinh tế quan trọng hoặc tin tức bất ngờ, giá biến động nhanh và spread có thể giãn rộng.</li>
</ul>
<p>Hãy luôn xem giá chào mua và chào bán theo thời gian thực trên màn hình bảng giá trước khi giao dịch.</p>

<h2>Phí giao dịch</h2>
<p>Ngoài spread, có thể có phí giao dịch khi mở vị thế. Tùy theo thiết lập của nền tảng, phí này là một khoản cố định cho mỗi lot hoặc một tỷ lệ phần trăm của ký quỹ. Với lệnh chờ, phí được thu khi lệnh khớp, không phải khi bạn đặt lệnh. Phần ước tính trên màn hình đặt lệnh hiển thị phí trước khi bạn xác nhận, và mỗi khoản phí đều xuất hiện thành một dòng riêng trong biến động tài khoản của bạn. Phí vẫn phải trả dù giao dịch thắng hay thua.</p>

<h2>Chi phí nạp và rút tiền</h2>
<p>Việc chuyển tiền cũng có chi phí riêng: phí mạng blockchain khi chuyển coin, phí của ngân hàng bạn hoặc ngân hàng trung gian khi chuyển khoản ngân hàng, và phí rút tiền, được hiển thị trên biểu mẫu trước khi bạn gửi. Bài viết của chúng tôi về nạp và rút tiền giải thích từng khoản.</p>

<h2>Kiểm soát chi phí</h2>
<ul>
<li>So sánh spread với khoảng cách cắt lỗ và mục tiêu của bạn trước mỗi giao dịch.</li>
<li>Ưu tiên ít giao dịch hơn nhưng được chuẩn bị kỹ: giao dịch nào cũng phải trả spread và phí (nếu có).</li>
<li>Cẩn trọng khi mở vị thế ngay sau khi thị trường mở cửa, lúc spread thường rộng hơn.</li>
<li>Ghi chi phí vào nhật ký giao dịch, để bạn đánh giá kết quả sau chi phí chứ không phải trước chi phí.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Đọc biểu đồ nến và chọn khung thời gian',
    desc: 'Mỗi phần của cây nến cho bạn biết điều gì, các khung 1M đến 1D khác nhau ra sao, và cách dùng nhiều khung thời gian mà không diễn giải quá mức.',
    content: `
<p>Biểu đồ nến là cách phổ biến nhất để thể hiện giá. Mỗi cây nến tóm tắt giá trong một khoảng thời gian, và toàn bộ biểu đồ cho thấy người mua và người bán đã hành xử thế nào theo thời gian.</p>

<h2>Cấu tạo của một cây nến</h2>
<ul>
<li><strong>Giá mở cửa</strong>: mức giá đầu tiên của khoảng thời gian.</li>
<li><strong>Giá đóng cửa</strong>: mức giá cuối cùng của khoảng thời gian.</li>
<li><strong>Giá cao nhất</strong> và <strong>giá thấp nhất</strong>: mức giá cao nhất và thấp nhất đạt được trong khoảng thời gian đó.</li>
</ul>
<p>Phần dày, gọi là <strong>thân nến</strong>, trải từ giá mở cửa đến giá đóng cửa. Các đường mảnh phía trên và phía dưới, gọi là <strong>râu nến</strong> hay bóng nến, kéo đến giá cao nhất và thấp nhất. Cây nến đóng cửa cao hơn giá mở cửa là nến tăng; cây nến đóng cửa thấp hơn giá mở cửa là nến giảm. Màu sắc chỉ là quy ước và khác nhau giữa các khu vực và ứng dụng, vì vậy hãy kiểm tra cách biểu đồ của bạn tô màu.</p>

<h2>Hình dạng nến có thể gợi ý điều gì</h2>
<ul>
<li><strong>Thân dài, râu ngắn</strong>: giá di chuyển đều đặn theo một hướng trong khoảng thời gian đó.</li>
<li><strong>Thân nhỏ, râu dài</strong>: giá đi được quãng dài nhưng kết thúc gần điểm xuất phát, một dấu hiệu của sự do dự.</li>
<li><strong>Râu dưới dài</strong>: phe bán đã đẩy giá xuống, nhưng phe mua kéo giá trở lại trước khi đóng cửa. Râu trên dài thì ngược lại.</li>
</ul>
<p>Bản thân một cây nến đơn lẻ là bằng chứng yếu. Hình dạng có ý nghĩa hơn khi đặt trong bối cảnh, chẳng hạn gần một mức mà thị trường từng đảo chiều, và ngay cả khi đó, chúng mô tả điều đã xảy ra chứ không phải điều sẽ xảy ra tiếp theo.</p>

<h2>Khung thời gian</h2>
<table>
<thead><tr><th>Khung</th><th>Một cây nến bao gồm</th><th>Thường dùng cho</th></tr></thead>
<tbody>
<tr><td>1M</td><td>1 phút</td><td>Canh thời điểm vào và thoát lệnh thật chính xác</td></tr>
<tr><td>5M</td><td>5 phút</td><td>Giao dịch ngắn hạn trong ngày</td></tr>
<tr><td>15M</td><td>15 phút</td><td>Cấu trúc giá trong ngày</td></tr>
<tr><td>30M</td><td>30 phút</td><td>Các nhịp dao động trong ngày</td></tr>
<tr><td>1H</td><td>1 giờ</td><td>Giao dịch trong ngày và giao dịch theo nhịp ngắn</td></tr>
<tr><td>1D</td><td>1 ngày</td><td>Xu hướng tổng thể và các mức giá quan trọng</td></tr>
</tbody>
</table>
<p>Nến ngày trên biểu đồ của chúng tôi bắt đầu lúc 00:00 UTC, vì vậy một cây nến ngày có thể không trùng với ngày giao dịch của sàn hoặc ngày theo lịch tại nơi bạn sống.</p>

<h2>Sử dụng nhiều khung thời gian</h2>
<p>Một cách tiếp cận phổ biến là đi từ trên xuống: biểu đồ ngày để xác định hướng và các mức quan trọng, biểu đồ giờ để xem cấu trúc, và chỉ sau đó mới dùng khung ngắn để canh điểm vào lệnh. Một biến động trông dữ dội trên biểu đồ 1 phút có thể chỉ là một gợn nhỏ trên biểu đồ ngày. Khung thời gian ngắn cũng nhiều nhiễu hơn và dễ khiến bạn giao dịch thường xuyên hơn, trong khi giao dịch nào cũng phải trả spread và phí (nếu có).</p>

<h2>Khoảng trống giá và thị trường đóng cửa</h2>
<p>Khi thị trường đóng cửa, qua đêm với cổ phiếu hoặc cuối tuần với ngoại hối, không có cây nến mới nào hình thành. Khi thị trường mở cửa lại, mức giá đầu tiên có thể cách xa mức giá cuối cùng, để lại một khoảng trống trên biểu đồ. Khoảng trống giá quan trọng vì lệnh cắt lỗ không thể hoạt động khi thị trường đóng cửa và sẽ được thực hiện ở mức giá có sẵn đầu tiên sau đó.</p>

<h2>Đọc biểu đồ một cách có trách nhiệm</h2>
<ul>
<li>Xác định bạn đang tìm gì trước khi mở biểu đồ, thay vì lục tìm trong biểu đồ một lý do để giao dịch.</li>
<li>Đặt mức cắt lỗ tại nơi biểu đồ cho thấy ý tưởng của bạn sẽ sai.</li>
<li>Ghi nhật ký giao dịch kèm ảnh chụp màn hình. Các khuôn mẫu trong chính quyết định của bạn thường hữu ích hơn các mô hình nến.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Phiên giao dịch: Khi nào thị trường mở, đóng cửa và vì sao',
    desc: 'Ngoại hối giao dịch 24/5, cổ phiếu và chỉ số theo giờ của sàn, tiền mã hóa không bao giờ đóng cửa. Mỗi lịch có ý nghĩa gì với lệnh và mức cắt lỗ của bạn.',
    content: `
<p>Giá chỉ biến động khi có người giao dịch. Mỗi sản phẩm theo giờ giao dịch của thị trường đứng sau nó, nên các sản phẩm mở và đóng cửa vào những thời điểm khác nhau. Nắm rõ lịch giúp bạn tránh bất ngờ, bởi khi một thị trường đóng cửa, bạn không thể mở hay đóng vị thế trên thị trường đó.</p>

<h2>Giờ giao dịch theo loại tài sản</h2>
<table>
<thead><tr><th>Loại tài sản</th><th>Giờ giao dịch thông thường</th><th>Ghi chú</th></tr></thead>
<tbody>
<tr><td>Ngoại hối</td><td>Từ 17:00 Chủ nhật đến 17:00 thứ Sáu, giờ New York</td><td>Liên tục suốt ngày đêm, năm ngày mỗi tuần</td></tr>
<tr><td>Kim loại và năng lượng</td><td>Từ 18:00 Chủ nhật đến 17:00 thứ Sáu, giờ New York</td><td>Nghỉ hằng ngày từ 17:00 đến 18:00</td></tr>
<tr><td>Chỉ số</td><td>Giờ giao dịch của sàn hoặc thị trường hợp đồng tương lai đứng sau mỗi chỉ số</td><td>Ví dụ GER40 08:00–22:00 giờ Berlin, UK100 08:00–21:00 giờ London; các chỉ số Mỹ theo giờ hợp đồng tương lai gần như 24 giờ</td></tr>
<tr><td>Cổ phiếu</td><td>09:30–16:00 giờ New York, thứ Hai đến thứ Sáu</td><td>Phiên giao dịch chính thức của sàn</td></tr>
<tr><td>Tiền mã hóa</td><td>Luôn mở cửa</td><td>24 giờ mỗi ngày, 7 ngày mỗi tuần</td></tr>
</tbody>
</table>
<p>Các mốc giờ là giờ địa phương của từng thị trường và thay đổi theo giờ mùa hè của thị trường đó, nên theo múi giờ của bạn, chúng có thể lệch một giờ vào mùa xuân và mùa thu. Ứng dụng đánh dấu sản phẩm là “Đóng cửa” bất cứ khi nào sản phẩm đó không giao dịch.</p>

<h2>Các phiên ngoại hối</h2>
<p>Ngoại hối không có sàn giao dịch tập trung: các ngân hàng và tổ chức khác giao dịch với nhau trên khắp thế giới. Ngày giao dịch lần lượt chuyển từ châu Á - Thái Bình Dương (Sydney và Tokyo) sang châu Âu (London) rồi đến Bắc Mỹ (New York). Thị trường thường sôi động nhất khi phiên London và phiên New York chồng lên nhau, và trầm lắng hơn vào cuối buổi chiều theo giờ New York cũng như quanh thời điểm chuyển ngày lúc 17:00 giờ New York, khi spread trên toàn thị trường thường giãn rộng.</p>

<h2>Vì sao thị trường đóng cửa</h2>
<ul>
<li><strong>Giờ của sàn giao dịch.</strong> Cổ phiếu và chỉ số gắn với các sàn có phiên giao dịch cố định; ngoài các phiên đó không có giá chính thức.</li>
<li><strong>Cuối tuần.</strong> Hệ thống ngân hàng đứng sau ngoại hối, kim loại và năng lượng phần lớn tạm nghỉ vào cuối tuần.</li>
<li><strong>Ngày lễ.</strong> Thị trường đóng cửa vào các ngày lễ như Giáng sinh và Tết Dương lịch, và một số thị trường đóng cửa sớm vào những ngày xung quanh. Lịch nghỉ mỗi nước mỗi khác, nên một ngày lễ của Mỹ có thể khiến cổ phiếu Mỹ đóng cửa trong khi các chỉ số châu Âu vẫn giao dịch bình thường.</li>
<li><strong>Giờ nghỉ hằng ngày.</strong> Một số thị trường tạm nghỉ mỗi ngày, như khoảng nghỉ một giờ của kim loại và năng lượng.</li>
</ul>
<p>Thị trường tiền mã hóa không có giờ đóng cửa, nhưng giao dịch vẫn có thể thưa thớt hơn vào cuối tuần và ban đêm.</p>

<h2>Thị trường đóng cửa có ý nghĩa gì với bạn</h2>
<ul>
<li>Không thể đặt lệnh mới, dù là lệnh thị trường hay lệnh chờ, và không thể đóng các vị thế đang mở.</li>
<li>Các mức cắt lỗ và chốt lời không thể kích hoạt, vì không có giá mới.</li>
<li>Bạn vẫn có thể hủy lệnh chờ và điều chỉnh mức cắt lỗ, chốt lời.</li>
<li>Các vị thế đang mở vẫn mở và vẫn giữ ký quỹ. Khi thị trường mở cửa lại, mức giá đầu tiên có thể khác mức giá cuối cùng (khoảng trống giá), và bất kỳ mức nào bị giá vượt qua sẽ được thực hiện ở mức giá có sẵn đầu tiên.</li>
</ul>

<h2>Lên kế hoạch theo lịch</h2>
<ul>
<li>Trước cuối tuần, hãy cân nhắc kỹ có nên giữ từng vị thế qua cuối tuần hay không.</li>
<li>Kiểm tra lịch nghỉ lễ từ trước, nhất là vào cuối năm, khi nhiều thị trường rút ngắn giờ giao dịch.</li>
<li>Thận trọng quanh thời điểm mở phiên và các đợt công bố số liệu kinh tế theo lịch, khi giá có thể biến động mạnh.</li>
<li>Nếu bạn giao dịch cổ phiếu, hãy nhớ rằng kết quả kinh doanh của doanh nghiệp thường được công bố ngoài giờ giao dịch chính thức và có thể tạo ra khoảng trống giá ở lần mở cửa tiếp theo.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Giải thích về nạp tiền và rút tiền',
    desc: 'Nạp tiền bằng USDT, USDC hoặc chuyển khoản ngân hàng, vì sao mạng coin phải khớp, “tạm giữ” nghĩa là gì và phí rút tiền được tính thế nào.',
    content: `
<p>Tài khoản giao dịch của bạn được tính bằng đô la Mỹ. Bạn có thể nạp tiền bằng tiền mã hóa, chẳng hạn các stablecoin USDT và USDC, hoặc bằng chuyển khoản ngân hàng, và rút về địa chỉ ví hoặc tài khoản ngân hàng mà bạn đã thêm. Dưới đây là cách từng bước hoạt động và cách tránh những sai sót phổ biến nhất.</p>

<h2>Nạp tiền mã hóa</h2>
<ol>
<li>Mở <strong>Nạp tiền</strong>, chọn <strong>Tiền mã hóa</strong> rồi chọn đồng tiền và mạng, ví dụ USDT trên TRC20 hoặc USDT trên ERC20.</li>
<li>Sao chép địa chỉ nạp hiển thị cho lựa chọn đó. Hãy dán thay vì gõ tay, và so sánh các ký tự đầu và cuối sau khi dán.</li>
<li>Gửi coin từ ví hoặc tài khoản sàn của bạn, chọn <strong>đúng cùng một mạng</strong>.</li>
<li>Nhập số tiền bạn đã gửi, tải lên ảnh chụp màn hình giao dịch làm chứng từ thanh toán, rồi gửi yêu cầu.</li>
</ol>
<p>Sau khi khoản nạp được kiểm tra, tiền sẽ được ghi có bằng USD theo tỷ giá hiển thị cho lựa chọn đó.</p>

<h3>Vì sao mạng lại quan trọng</h3>
<p>Cùng một đồng coin có thể tồn tại trên nhiều blockchain. USDT trên TRC20 (mạng TRON) và USDT trên ERC20 (mạng Ethereum) đi trên các mạng riêng biệt, và địa chỉ của chúng trông khác nhau: địa chỉ TRC20 bắt đầu bằng “T”, địa chỉ ERC20 bắt đầu bằng “0x”. <strong>Chỉ gửi đúng đồng coin và mạng được hiển thị cùng địa chỉ.</strong> Giao dịch trên mạng khác, hoặc gửi đồng coin khác, sẽ không được ghi có và có thể không thể thu hồi. Phí mạng do người gửi trả; phí này khác nhau giữa các mạng và thay đổi theo nhu cầu, và ví của bạn sẽ hiển thị phí trước khi gửi.</p>

<h2>Nạp tiền bằng chuyển khoản ngân hàng</h2>
<ol>
<li>Chọn <strong>Chuyển khoản ngân hàng</strong> và loại tiền, rồi ghi lại tài khoản nhận tiền: tên ngân hàng, chủ tài khoản, số tài khoản hoặc IBAN, và mã SWIFT.</li>
<li>Chuyển khoản từ ngân hàng của bạn và <strong>ghi UID của bạn vào nội dung chuyển khoản</strong>. UID hiển thị trên trang cá nhân của bạn, và đó là cách khoản thanh toán được đối chiếu với tài khoản của bạn.</li>
<li>Tải lên ảnh xác nhận chuyển khoản làm chứng từ, rồi gửi yêu cầu.</li>
</ol>
<p>Chuyển khoản ngân hàng có thể mất một hoặc nhiều ngày làm việc, và ngân hàng của bạn hoặc ngân hàng trung gian có thể khấu trừ phí. Số tiền được ghi có là số tiền thực nhận, được quy đổi sang USD.</p>

<h2>Rút tiền</h2>
<p>Trước tiên, hãy thêm phương thức nhận tiền trong mục <strong>Rút tiền</strong>: một địa chỉ ví trên mạng bạn muốn nhận, hoặc một tài khoản ngân hàng. Hãy kiểm tra kỹ mạng và địa chỉ, vì khoản thanh toán gửi nhầm địa chỉ không thể đảo ngược.</p>

<h3>Bạn có thể rút bao nhiêu</h3>
<p>Số tiền khả dụng là giá trị nhỏ hơn giữa số dư và giá trị ròng, trừ đi phần ký quỹ đang bị giữ cho các vị thế mở và lệnh chờ. Lãi thả nổi phải được hiện thực hóa bằng cách đóng vị thế trước khi có thể rút, và lỗ thả nổi phải luôn được đảm bảo.</p>

<h3>Điều gì xảy ra sau khi bạn gửi yêu cầu</h3>
<ul>
<li>Số tiền được trừ khỏi số dư ngay lập tức và hiển thị là <strong>Tạm giữ</strong> trong khi yêu cầu được xét duyệt. Tiền tạm giữ không được dùng để giao dịch và không chịu ảnh hưởng của kết quả giao dịch.</li>
<li>Khi khoản rút đã được chi trả, số tiền tạm giữ được xóa.</li>
<li>Nếu bị từ chối, số tiền được hoàn lại vào số dư và bạn có thể xem lý do.</li>
</ul>

<h3>Phí và số tiền bạn nhận được</h3>
<p>Trước khi bạn gửi, biểu mẫu hiển thị phí rút tiền (một khoản cố định hoặc một tỷ lệ phần trăm), tỷ giá và số tiền bạn sẽ nhận được. Ví dụ, với mức phí 1%, một lần rút 200 USD chịu phí 2 USD, và 198 USD còn lại được quy đổi theo tỷ giá hiển thị. Số tiền nhận được làm tròn xuống đến cent, và mỗi loại tiền có một mức rút tối thiểu.</p>

<h2>Giữ an toàn</h2>
<ul>
<li>Mỗi lần nạp, hãy dùng thông tin nạp tiền đang hiển thị trong ứng dụng; thông tin này có thể thay đổi, nên đừng dùng lại địa chỉ hay số tài khoản cũ.</li>
<li>Tuyệt đối không chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai, kể cả những người tự xưng là nhân viên hỗ trợ.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
