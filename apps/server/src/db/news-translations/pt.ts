/** The seed articles in Portuguese. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING = '<p><em>Aviso de risco: CFDs e outros produtos alavancados são complexos e podem gerar perdas rapidamente; opere somente com dinheiro que você pode se dar ao luxo de perder.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Como funcionam a margem e a alavancagem: um exemplo prático',
    desc: 'O que é margem, como a alavancagem a altera e por que ela muda o dinheiro reservado, mas não o tamanho dos seus ganhos ou perdas.',
    content: `
<p>A alavancagem permite abrir uma posição muito maior do que o dinheiro que você reserva para ela. Esse dinheiro reservado se chama <strong>margem</strong>. Entender como as duas se relacionam é o primeiro passo para operar produtos alavancados com responsabilidade, porque a alavancagem muda quanto você precisa para abrir uma operação, mas não muda quanto você ganha ou perde quando o preço se move.</p>

<h2>Lotes e tamanho do contrato</h2>
<p>O tamanho das posições é definido em lotes. Cada ativo tem um tamanho de contrato: o número de unidades em um lote. Na maioria dos pares de moedas, um lote equivale a 100.000 unidades da moeda base, então 0,10 lote de EURUSD corresponde a 10.000 euros. Os tamanhos de contrato variam entre forex, metais, energia, índices, ações e criptomoedas, e os detalhes de cada ativo mostram o seu.</p>

<h2>Como a margem é calculada</h2>
<p>Para ativos com alavancagem, a fórmula é:</p>
<blockquote><strong>Margem = lotes × tamanho do contrato × preço ÷ alavancagem</strong></blockquote>
<p>Exemplo prático: você compra 0,10 lote de EURUSD a 1,0850 com alavancagem de 100 (muitas vezes escrita como 1:100).</p>
<table>
<thead><tr><th>Etapa</th><th>Cálculo</th><th>Resultado</th></tr></thead>
<tbody>
<tr><td>Tamanho da posição</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Valor em dólares americanos</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Margem com alavancagem de 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Assim, 108,50 USD da sua conta ficam reservados enquanto a posição estiver aberta. Com alavancagem de 50, a mesma posição exigiria 217,00 USD; com alavancagem de 200, 54,25 USD. Quando um ativo é cotado em uma moeda diferente do dólar americano, a margem é convertida para USD pela taxa atual. Alguns ativos usam uma margem fixa por lote. De qualquer forma, a tela da ordem mostra a margem antes de você confirmar.</p>

<h2>A alavancagem não diminui o risco</h2>
<p>O lucro e o prejuízo dependem do tamanho da posição, não da margem. Para 0,10 lote de EURUSD, cada movimento de 0,0001 (um pip) vale 1 USD. Uma queda de 1,0850 para 1,0800 equivale a 50 pips: um prejuízo de 50 USD em uma compra, quase metade dos 108,50 USD de margem. Isso vale para qualquer alavancagem que você escolha. Uma alavancagem maior significa apenas que uma parte menor do seu saldo fica reservada, o que facilita abrir posições grandes demais para a conta.</p>

<h2>Números da conta para acompanhar</h2>
<ul>
<li><strong>Saldo</strong>: seus depósitos, saques e os resultados das posições encerradas.</li>
<li><strong>Valor líquido</strong> (patrimônio): o saldo mais ou menos o resultado flutuante das posições abertas.</li>
<li><strong>Margem</strong>: o total reservado para posições abertas e ordens pendentes.</li>
<li><strong>Margem livre</strong>: o valor líquido menos a margem. Uma nova ordem só é aceita quando a margem livre cobre a margem dela, a taxa e o spread com que ela abre.</li>
<li><strong>Nível de margem</strong>: valor líquido ÷ margem × 100%. Quanto mais baixo, mais perto a conta está do stop-out.</li>
</ul>

<h2>Hábitos práticos</h2>
<ul>
<li>Defina o tamanho da posição a partir do valor que você está disposto a perder e depois confira a margem, não o contrário.</li>
<li>Mantenha bastante margem livre, para que oscilações normais de preço não levem seu nível de margem em direção ao nível de stop-out.</li>
<li>Lembre-se de que ordens pendentes também reservam margem, mesmo antes de serem executadas.</li>
<li>Pratique em uma conta demo até esses números se tornarem familiares.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss e take-profit: planejando sua saída',
    desc: 'Como funcionam os níveis de stop-loss e take-profit, de que lado do preço eles ficam e por que um nível é um gatilho, e não um preço garantido.',
    content: `
<p>Toda posição termina em algum ponto. O stop-loss e o take-profit permitem que você decida onde com antecedência, com calma, em vez de no meio de um mercado agitado.</p>

<h2>Para que servem</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: um preço em que uma posição perdedora é encerrada automaticamente, para limitar o prejuízo.</li>
<li><strong>Take-profit (TP)</strong>: um preço em que uma posição lucrativa é encerrada automaticamente, para garantir o ganho.</li>
</ul>
<p>Os dois são opcionais. Você pode defini-los ao enviar uma ordem ou depois, com Definir TP/SL na posição, e alterá-los ou removê-los a qualquer momento. Deixar um preço vazio ou digitar 0 o remove.</p>

<h2>De que lado do preço?</h2>
<table>
<thead><tr><th>Posição</th><th>Stop-loss</th><th>Take-profit</th><th>Comparado com</th></tr></thead>
<tbody>
<tr><td>Compra (posição comprada)</td><td>abaixo do preço</td><td>acima do preço</td><td>o bid</td></tr>
<tr><td>Venda (posição vendida)</td><td>acima do preço</td><td>abaixo do preço</td><td>o ask</td></tr>
</tbody>
</table>
<p>Os níveis são comparados com o preço pelo qual a posição seria encerrada: uma compra é encerrada no bid e uma venda é encerrada no ask. Em uma venda, o ask inclui o spread, então um stop-loss colocado muito perto do preço pode ser atingido antes do que você imagina, principalmente quando os spreads estão abertos.</p>

<h2>Um nível é um gatilho, não um preço garantido</h2>
<p>Quando o preço atinge o seu nível, a posição é encerrada pelo preço de mercado disponível naquele momento. Em um mercado calmo, isso acontece no seu nível ou muito perto dele. Em um mercado rápido, ou quando um mercado reabre depois de um fim de semana ou feriado em um preço muito diferente (um gap), o encerramento pode sair pior do que o seu nível, ou às vezes melhor. Essa diferença se chama slippage (derrapagem). Os níveis também não podem ser acionados enquanto o mercado está fechado, porque não há novos preços.</p>

<h2>Como escolher níveis sensatos</h2>
<ul>
<li>Coloque o stop-loss onde a sua ideia de operação se mostraria errada, por exemplo além de uma máxima ou mínima recente, e não em um valor redondo em dinheiro.</li>
<li>Dê espaço para o movimento normal. Um stop dentro do vaivém habitual do seu tempo gráfico costuma ser atingido pelo ruído.</li>
<li>Depois, dimensione a posição para que, se o stop for atingido, o prejuízo seja um valor que você aceita. Nosso artigo sobre tamanho de posição mostra como.</li>
<li>Compare o retorno potencial com o risco. Com um take-profit duas vezes mais distante que o stop-loss, uma operação vencedora cobre duas perdedoras, mas nenhuma proporção garante resultado.</li>
</ul>

<h2>Erros comuns</h2>
<ul>
<li><strong>Afastar o stop-loss</strong> à medida que o preço se aproxima dele. Isso transforma um pequeno prejuízo planejado em um grande prejuízo não planejado.</li>
<li><strong>Operar sem stop-loss</strong> e contar com o stop-out. O stop-out acontece muito depois, após um prejuízo muito maior, e encerra as posições nas condições da plataforma, e não nas suas.</li>
<li><strong>Colocar o take-profit perto demais</strong>, de modo que o spread e as taxas consomem a maior parte do ganho.</li>
</ul>
<p>Trazer o stop-loss para <em>mais perto</em> para proteger o lucro depois que a operação andou a seu favor é diferente: isso reduz o risco, e muitos traders fazem isso passo a passo, como um stop móvel manual.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Chamada de margem, stop-out e proteção contra saldo negativo',
    desc: 'O que acontece quando as perdas consomem sua margem: o nível de margem, o stop-out em 50%, quais posições fecham primeiro e a proteção contra saldo negativo.',
    content: `
<p>As posições alavancadas são sustentadas pelo dinheiro da sua conta. Este artigo explica o que acontece quando as perdas começam a consumir esse dinheiro e como ficar bem longe desse ponto.</p>

<h2>Nível de margem, o número que importa</h2>
<blockquote><strong>Nível de margem = valor líquido ÷ margem × 100%</strong></blockquote>
<p>O valor líquido é o seu saldo mais ou menos o resultado flutuante das posições abertas. A margem é o valor reservado para posições abertas e ordens pendentes. Sem nada aberto, não há nível de margem. O aplicativo também mostra um <strong>índice de risco</strong>, que é a mesma informação ao contrário: margem ÷ valor líquido × 100%. Um nível de margem de 50% corresponde a um índice de risco de 200%.</p>

<h2>O que é uma chamada de margem?</h2>
<p>Tradicionalmente, a chamada de margem é um aviso de que o nível de margem caiu tanto que o trader precisa depositar mais fundos ou reduzir posições. Os sinais de alerta aparecem nos números da sua conta. Quando o nível de margem cai para 100%, a margem livre é zero: você não pode abrir novas posições, e qualquer perda adicional o aproxima do stop-out. Trate um nível de margem em queda como a sua própria chamada de margem e aja antes que a plataforma precise agir.</p>

<h2>O que é um stop-out?</h2>
<p>O stop-out é o encerramento automático de posições para impedir que a conta perca mais do que possui. O nível de stop-out é um nível de margem de <strong>50%</strong>. Quando o nível de margem está nesse valor ou abaixo dele:</p>
<ol>
<li>a posição aberta com o maior prejuízo flutuante é encerrada primeiro, pelo preço de mercado atual;</li>
<li>a conta é reavaliada e, se o nível de margem continuar em 50% ou abaixo, a próxima pior posição é encerrada, e assim por diante;</li>
<li>se restarem apenas ordens pendentes e o nível ainda for atingido, elas são canceladas, começando pela que tem a maior margem.</li>
</ol>
<p>Uma posição cujo mercado esteja fechado naquele momento só pode ser encerrada quando o mercado reabrir.</p>

<h2>Um exemplo prático</h2>
<p>Você tem um saldo de 1.000 USD e posições abertas que usam 400 USD de margem.</p>
<table>
<thead><tr><th>Resultado flutuante</th><th>Valor líquido</th><th>Nível de margem</th><th>O que significa</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1.000 USD</td><td>250%</td><td>Confortável</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Margem livre zerada; sem novas posições</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>O stop-out começa</td></tr>
</tbody>
</table>
<p>Aqui, um prejuízo de 800 USD, quatro quintos do saldo, aciona o stop-out. Antes de você confirmar uma ordem, a tela da ordem estima um preço de stop-out, que mostra quanto o mercado precisaria se mover contra você.</p>

<h2>Proteção contra saldo negativo</h2>
<p>Em um mercado rápido ou depois de um gap de preço, as posições podem ser encerradas a preços muito além do nível de stop-out e, ocasionalmente, um prejuízo pode superar o saldo. Com a proteção contra saldo negativo, se o encerramento de uma posição deixar seu saldo abaixo de zero, o saldo volta a zero e a diferença fica por conta da corretora, de modo que você nunca deve mais do que havia na sua conta. É uma rede de segurança para eventos extremos, não uma estratégia: você ainda pode perder todo o seu saldo.</p>

<h2>Como ficar longe do stop-out</h2>
<ul>
<li>Use um stop-loss em todas as posições, para que as perdas sejam encerradas no seu nível muito antes de um stop-out.</li>
<li>Use tamanhos menores e alavancagem mais baixa, para que a margem seja uma pequena parte do seu valor líquido.</li>
<li>Fique de olho em posições relacionadas: várias operações que dependem do mesmo movimento podem perder juntas.</li>
<li>Lembre-se de que o dinheiro sacado deixa de sustentar as posições abertas.</li>
<li>Depositar mais fundos eleva o nível de margem, mas não conserta uma operação que simplesmente deu errado.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Tamanho de posição: quanto arriscar por operação?',
    desc: 'Transforme “não muito” em um número: como dimensionar uma posição a partir do seu stop-loss e de uma fração fixa da conta, como 1% por operação.',
    content: `
<p>Escolher o que operar recebe a maior parte da atenção, mas quanto operar costuma decidir se uma conta sobrevive a uma sequência ruim. O dimensionamento da posição transforma uma vaga sensação de “não muito” em um número que você pode conferir antes de cada operação.</p>

<h2>Comece pelo risco por operação</h2>
<p>Muitos traders limitam a perda de cada operação a uma pequena fração fixa da conta, geralmente 1% e raramente mais de 2%. Com uma conta de 5.000 USD, 1% equivale a 50 USD. Isso não limita o quanto o mercado pode se mover; limita quanto você perde se o seu stop-loss for atingido no nível definido.</p>

<h2>A fórmula</h2>
<blockquote><strong>Lotes = valor em risco ÷ (distância do stop em pips × valor do pip por lote)</strong></blockquote>
<p>Para o EURUSD e outros pares cotados em dólares americanos com tamanho de contrato de 100.000, um pip (0,0001) vale 10 USD por lote, 1 USD por 0,10 lote e 0,10 USD por 0,01 lote.</p>

<h3>Exemplo prático</h3>
<ul>
<li>Conta: 5.000 USD. Risco: 1%, ou seja, 50 USD.</li>
<li>Você planeja comprar EURUSD a 1,0850 com stop-loss em 1,0825, a 25 pips de distância.</li>
<li>Prejuízo por lote se o stop for atingido: 25 × 10 = 250 USD.</li>
<li>Tamanho da posição: 50 ÷ 250 = <strong>0,20 lote</strong>.</li>
</ul>
<p>Com alavancagem de 100, essa posição exige 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD de margem. Repare que a alavancagem não teve nenhum papel na escolha do tamanho: ela só define quanto de margem fica reservado. Se o cálculo resultar em um número quebrado, arredonde <em>para baixo</em> até o incremento de lote do ativo, por exemplo 0,01.</p>
<p>O spread e eventuais taxas de negociação entram por cima, e um stop pode ser executado a um preço pior em um mercado rápido, então o prejuízo real pode ser um pouco maior do que o planejado.</p>

<h2>Por que porcentagens pequenas importam</h2>
<table>
<thead><tr><th>Perdas seguidas</th><th>Restante com risco de 1%</th><th>Restante com risco de 2%</th><th>Restante com risco de 5%</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1%</td><td>90,4%</td><td>77,4%</td></tr>
<tr><td>10</td><td>90,4%</td><td>81,7%</td><td>59,9%</td></tr>
<tr><td>20</td><td>81,8%</td><td>66,8%</td><td>35,8%</td></tr>
</tbody>
</table>
<p>Sequências de perdas acontecem mesmo com uma abordagem cuidadosa. Além disso, perdas são mais difíceis de recuperar do que parecem: depois de uma perda de 20%, você precisa de um ganho de 25% para voltar ao ponto de partida, e depois de uma perda de 50%, precisa de 100%.</p>

<h2>Outros pontos a verificar</h2>
<ul>
<li><strong>Outros ativos.</strong> O valor de um movimento de preço depende do tamanho do contrato e da moeda de cotação. Se o ouro tiver tamanho de contrato de 100 onças, um movimento de 1,00 USD vale 100 USD por lote. Faça a conta a partir dos detalhes do ativo e compare com a estimativa na tela da ordem.</li>
<li><strong>Exposição total.</strong> Três posições que dependem todas do enfraquecimento do dólar americano se comportam como uma única posição grande. Some o seu risco combinado, não apenas o de cada operação.</li>
<li><strong>Margem livre.</strong> Mantenha reserva suficiente para que oscilações normais não levem seu nível de margem para perto do nível de stop-out.</li>
<li><strong>Consistência.</strong> Recalcule o tamanho a cada operação e nunca o aumente para recuperar uma perda.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spreads, taxas e a diferença entre bid e ask',
    desc: 'Por que toda cotação tem dois preços, por que uma nova posição já começa levemente negativa e quais taxas considerar antes de operar.',
    content: `
<p>Toda cotação tem dois preços. Entendê-los, junto com as taxas aplicáveis, mostra quanto uma operação custa antes mesmo de o mercado se mover.</p>

<h2>Bid e ask</h2>
<ul>
<li><strong>Bid</strong>: o preço pelo qual você pode vender.</li>
<li><strong>Ask</strong>: o preço pelo qual você pode comprar. É sempre mais alto que o bid.</li>
</ul>
<p>A diferença entre os dois é o <strong>spread</strong>. O preço aplicado depende do que você faz:</p>
<table>
<thead><tr><th></th><th>Compra (posição comprada)</th><th>Venda (posição vendida)</th></tr></thead>
<tbody>
<tr><td>Abre no</td><td>ask</td><td>bid</td></tr>
<tr><td>Fecha no</td><td>bid</td><td>ask</td></tr>
</tbody>
</table>

<h2>Por que uma nova posição começa levemente negativa</h2>
<p>Suponha, como ilustração, que o EURUSD esteja cotado a 1,08500 no bid e 1,08512 no ask: um spread de 0,00012, ou 1,2 pip. Se você comprar 0,10 lote, abre a 1,08512, mas a posição é avaliada pelo preço em que poderia ser encerrada, o bid de 1,08500. Por isso, ela mostra imediatamente um prejuízo flutuante de 0,00012 × 10.000 = 1,20 USD, e o bid precisa subir o equivalente ao spread para a operação atingir o ponto de equilíbrio. Uma venda funciona da mesma forma, ao contrário.</p>
<p>O spread pesa mais quando o movimento que você busca é pequeno. Para um alvo de 10 pips, um spread de 1,2 pip equivale a 12% do alvo; para um alvo de 100 pips, a 1,2%.</p>

<h2>O que afeta os spreads</h2>
<ul>
<li><strong>Liquidez.</strong> Os principais pares de moedas costumam ser negociados com spreads mais apertados do que pares menos negociados, ações menores ou criptomoedas menores.</li>
<li><strong>Horário do dia.</strong> Em todo o mercado, os spreads tendem a ser mais abertos logo após a abertura de um mercado, em torno do rollover diário e quando os principais centros financeiros estão fechados.</li>
<li><strong>Volatilidade.</strong> Perto de grandes divulgações econômicas ou notícias inesperadas, os preços se movem rapidamente e os spreads podem abrir.</li>
</ul>
<p>Sempre confira o bid e o ask em tempo real na tela de cotações antes de operar.</p>

<h2>Taxas de negociação</h2>
<p>Além do spread, pode haver uma taxa de negociação na abertura de uma posição. Dependendo das configurações da plataforma, ela é um valor fixo por lote ou uma porcentagem da margem. Em uma ordem pendente, ela é cobrada quando a ordem é executada, não quando você a envia. A estimativa na tela da ordem mostra a taxa antes de você confirmar, e cada taxa aparece como um lançamento separado nas movimentações da sua conta. As taxas são cobradas quer a operação ganhe, quer perca.</p>

<h2>Custos de depósito e saque</h2>
<p>Movimentar dinheiro também tem seus custos: as taxas de rede da blockchain nas transferências de criptomoedas, as tarifas do seu banco ou de bancos intermediários nas transferências bancárias e uma taxa de saque, que aparece no formulário antes de você enviar. Nosso artigo sobre depósitos e saques explica cada uma delas.</p>

<h2>Como manter os custos sob controle</h2>
<ul>
<li>Compare o spread com a distância do seu stop-loss e do seu alvo antes de cada operação.</li>
<li>Prefira menos operações, bem preparadas: toda operação paga o spread e eventuais taxas.</li>
<li>Tenha cuidado ao abrir posições logo após a abertura de um mercado, quando os spreads costumam estar mais abertos.</li>
<li>Registre os custos no seu diário de trading, para avaliar seus resultados depois dos custos, e não antes.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Como ler gráficos de candles e escolher um tempo gráfico',
    desc: 'O que cada parte de um candle mostra, como os tempos gráficos de 1 min a 1 d se diferenciam e como usar vários deles sem exagerar na leitura.',
    content: `
<p>O gráfico de candles é a forma mais comum de exibir o preço. Cada candle resume o preço em um período, e o gráfico inteiro mostra como compradores e vendedores se comportaram ao longo do tempo.</p>

<h2>A anatomia de um candle</h2>
<ul>
<li><strong>Abertura</strong>: o primeiro preço do período.</li>
<li><strong>Fechamento</strong>: o último preço do período.</li>
<li><strong>Máxima</strong> e <strong>mínima</strong>: o preço mais alto e o mais baixo atingidos durante o período.</li>
</ul>
<p>A parte grossa, o <strong>corpo</strong>, vai da abertura ao fechamento. As linhas finas acima e abaixo, os <strong>pavios</strong> ou sombras, chegam até a máxima e a mínima. Um candle que fecha acima da abertura é um candle de alta; um que fecha abaixo da abertura é um candle de baixa. As cores são uma convenção e variam entre regiões e aplicativos, então confira como o seu gráfico as usa.</p>

<h2>O que os formatos podem sugerir</h2>
<ul>
<li><strong>Corpo longo com pavios curtos</strong>: o preço se moveu de forma constante em uma direção durante o período.</li>
<li><strong>Corpo pequeno com pavios longos</strong>: o preço percorreu bastante, mas terminou perto de onde começou, um sinal de indecisão.</li>
<li><strong>Pavio inferior longo</strong>: os vendedores empurraram o preço para baixo, mas os compradores o trouxeram de volta antes do fechamento. Um pavio superior longo indica o contrário.</li>
</ul>
<p>Um único candle, sozinho, é uma evidência fraca. Os formatos dizem mais dentro de um contexto, por exemplo perto de um nível em que o mercado já virou antes, e mesmo assim descrevem o que aconteceu, não o que vai acontecer.</p>

<h2>Tempos gráficos</h2>
<table>
<thead><tr><th>Período</th><th>Um candle cobre</th><th>Muito usado para</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minuto</td><td>Ajuste fino do momento de entradas e saídas</td></tr>
<tr><td>5 min</td><td>5 minutos</td><td>Day trade de curtíssimo prazo</td></tr>
<tr><td>15 min</td><td>15 minutos</td><td>Estrutura intradiária</td></tr>
<tr><td>30 min</td><td>30 minutos</td><td>Oscilações intradiárias</td></tr>
<tr><td>1 h</td><td>1 hora</td><td>Day trade e swing trade curto</td></tr>
<tr><td>1 d</td><td>1 dia</td><td>A tendência geral e os níveis principais</td></tr>
</tbody>
</table>
<p>Os candles diários dos nossos gráficos começam às 00:00 UTC, então um candle diário pode não coincidir com o pregão de uma bolsa nem com o dia do calendário no seu fuso horário.</p>

<h2>Usando mais de um tempo gráfico</h2>
<p>Uma abordagem comum vai de cima para baixo: o gráfico diário para a direção e os níveis principais, o gráfico de 1 hora para a estrutura e, só então, um tempo gráfico curto para escolher o momento da entrada. Um movimento que parece dramático no gráfico de 1 minuto pode ser uma pequena oscilação no diário. Tempos gráficos curtos também mostram mais ruído e tentam você a operar com mais frequência, e toda operação paga o spread e eventuais taxas.</p>

<h2>Gaps e mercados fechados</h2>
<p>Enquanto um mercado está fechado, durante a noite para ações ou nos fins de semana para o forex, não se formam novos candles. Quando ele reabre, o primeiro preço pode estar longe do último, deixando um gap no gráfico. Os gaps importam porque um stop-loss não pode agir enquanto o mercado está fechado e é executado depois, pelo primeiro preço disponível.</p>

<h2>Lendo gráficos com responsabilidade</h2>
<ul>
<li>Decida o que está procurando antes de abrir o gráfico, em vez de vasculhá-lo em busca de um motivo para operar.</li>
<li>Marque seu stop-loss onde o gráfico mostra que a sua ideia estaria errada.</li>
<li>Mantenha um diário com capturas de tela das suas operações. Os padrões nas suas próprias decisões costumam ser mais úteis do que os padrões nos candles.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sessões de negociação: quando os mercados abrem, fecham e por quê',
    desc: 'O forex funciona 24 horas, 5 dias por semana; ações e índices seguem suas bolsas; cripto nunca fecha. O que cada horário significa para suas ordens e stops.',
    content: `
<p>Os preços só se movem enquanto alguém está negociando. Cada ativo segue o horário do mercado por trás dele, então os ativos abrem e fecham em horários diferentes. Conhecer esses horários evita surpresas, porque, enquanto um mercado está fechado, você não pode abrir nem encerrar posições nele.</p>

<h2>Horários por classe de ativo</h2>
<table>
<thead><tr><th>Classe de ativo</th><th>Horário habitual</th><th>Observações</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>De domingo às 17:00 a sexta às 17:00, horário de Nova York</td><td>24 horas por dia, cinco dias por semana</td></tr>
<tr><td>Metais e energia</td><td>De domingo às 18:00 a sexta às 17:00, horário de Nova York</td><td>Pausa diária das 17:00 às 18:00</td></tr>
<tr><td>Índices</td><td>O horário da bolsa ou do mercado futuro por trás de cada índice</td><td>Por exemplo, GER40 das 08:00 às 22:00, horário de Berlim, e UK100 das 08:00 às 21:00, horário de Londres; os índices americanos seguem o horário quase ininterrupto dos seus futuros</td></tr>
<tr><td>Ações</td><td>09:30–16:00, horário de Nova York, de segunda a sexta</td><td>O pregão regular da bolsa</td></tr>
<tr><td>Cripto</td><td>Sempre aberto</td><td>24 horas por dia, 7 dias por semana</td></tr>
</tbody>
</table>
<p>Os horários são locais de cada mercado e seguem as mudanças de horário de verão dele, então, no seu fuso horário, podem variar em uma hora na primavera e no outono. O aplicativo marca um ativo como “Mercado fechado” sempre que ele não estiver sendo negociado.</p>

<h2>As sessões do forex</h2>
<p>O forex não tem uma bolsa central: bancos e outras instituições negociam entre si no mundo todo. O dia de negociação passa da Ásia-Pacífico (Sydney e Tóquio) para a Europa (Londres) e depois para a América do Norte (Nova York). A atividade costuma ser maior enquanto as sessões de Londres e Nova York se sobrepõem, e menor no fim da tarde de Nova York e em torno do rollover diário às 17:00, horário de Nova York, quando os spreads em todo o mercado costumam abrir.</p>

<h2>Por que os mercados fecham</h2>
<ul>
<li><strong>Horário das bolsas.</strong> Ações e índices estão ligados a bolsas com pregões de horário fixo; fora deles, não há preço oficial.</li>
<li><strong>Fins de semana.</strong> O sistema bancário por trás do forex, dos metais e da energia para, em grande parte, nos fins de semana.</li>
<li><strong>Feriados.</strong> Os mercados fecham em feriados como o Natal e o Ano-Novo, e alguns fecham mais cedo nos dias próximos. Os calendários variam de país para país, então um feriado nos EUA pode fechar as ações americanas enquanto os índices europeus são negociados normalmente.</li>
<li><strong>Pausas diárias.</strong> Alguns mercados fazem uma pausa todos os dias, como a pausa de uma hora de metais e energia.</li>
</ul>
<p>Os mercados de criptomoedas não têm horário de fechamento, mas a liquidez pode ser menor nos fins de semana e durante a noite.</p>

<h2>O que um mercado fechado significa para você</h2>
<ul>
<li>Não é possível enviar novas ordens, a mercado ou pendentes, nem encerrar posições abertas.</li>
<li>Os níveis de stop-loss e take-profit não podem ser acionados, porque não há novos preços.</li>
<li>Você ainda pode cancelar uma ordem pendente e ajustar os níveis de stop-loss e take-profit.</li>
<li>As posições abertas continuam abertas e mantêm a margem. Quando o mercado reabre, o primeiro preço pode ser diferente do último (um gap), e qualquer nível ultrapassado é executado pelo primeiro preço disponível.</li>
</ul>

<h2>Planejando-se com o calendário</h2>
<ul>
<li>Antes de um fim de semana, decida conscientemente se vai manter cada posição durante ele.</li>
<li>Confira com antecedência os horários de feriados, principalmente no fim do ano, quando muitos mercados têm horário reduzido.</li>
<li>Tenha cautela nas aberturas das sessões e em anúncios econômicos programados, quando os preços podem se mover bruscamente.</li>
<li>Se você opera ações, lembre-se de que os resultados das empresas costumam ser divulgados fora do horário regular e podem aparecer como um gap na abertura seguinte.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Depósitos e saques: como funcionam',
    desc: 'Depósitos com USDT, USDC ou transferência bancária, por que a rede precisa ser a mesma, o que significa “bloqueado” e como funcionam as taxas de saque.',
    content: `
<p>Sua conta de trading é mantida em dólares americanos. Você pode depositar com criptomoedas, como as stablecoins USDT e USDC, ou por transferência bancária, e sacar para um endereço cripto ou uma conta bancária que você tenha adicionado. Veja como funciona cada etapa e como evitar os erros mais comuns.</p>

<h2>Depositando criptomoedas</h2>
<ol>
<li>Abra <strong>Depositar</strong>, escolha <strong>Criptomoeda</strong> e selecione a moeda e a rede, por exemplo USDT na TRC20 ou USDT na ERC20.</li>
<li>Copie o endereço de depósito exibido para essa opção. Cole-o em vez de digitá-lo e compare os primeiros e os últimos caracteres depois de colar.</li>
<li>Envie a moeda a partir da sua carteira ou da sua conta em uma corretora de cripto, escolhendo <strong>a mesma rede</strong>.</li>
<li>Digite o valor enviado, envie uma captura de tela da transferência como comprovante de pagamento e confirme.</li>
</ol>
<p>Depois de verificado, o depósito é creditado em USD pela taxa de câmbio exibida para essa opção.</p>

<h3>Por que a rede importa</h3>
<p>A mesma moeda pode existir em várias blockchains. O USDT na TRC20 (a rede TRON) e o USDT na ERC20 (a rede Ethereum) trafegam em redes separadas, e seus endereços são diferentes: endereços TRC20 começam com “T”, e endereços ERC20, com “0x”. <strong>Envie somente a moeda e a rede indicadas junto ao endereço.</strong> Uma transferência em outra rede, ou de outra moeda, não pode ser creditada e pode ser impossível de recuperar. As taxas de rede são pagas por quem envia; elas variam entre redes e conforme a demanda, e sua carteira mostra a taxa antes do envio.</p>

<h2>Depositando por transferência bancária</h2>
<ol>
<li>Escolha <strong>Transferência bancária</strong> e a moeda e anote a conta de recebimento: nome do banco, titular da conta, número da conta ou IBAN e código SWIFT.</li>
<li>Faça a transferência pelo seu banco e <strong>informe seu UID na referência da transferência</strong>. Seu UID aparece na página do seu perfil, e é por ele que o pagamento é vinculado à sua conta.</li>
<li>Envie uma imagem do comprovante da transferência e confirme.</li>
</ol>
<p>Transferências bancárias podem levar um ou mais dias úteis, e seu banco ou bancos intermediários podem descontar tarifas. O valor creditado é o que realmente chega, convertido para USD.</p>

<h2>Saques</h2>
<p>Primeiro, adicione uma forma de recebimento em <strong>Sacar</strong>: um endereço cripto da rede em que você quer receber ou uma conta bancária. Confira a rede e o endereço com atenção, porque um pagamento enviado para um endereço errado não pode ser revertido.</p>

<h3>Quanto você pode sacar</h3>
<p>O valor disponível é o menor entre o seu saldo e o seu valor líquido, menos a margem retida pelas posições abertas e pelas ordens pendentes. O lucro flutuante precisa ser realizado, com o encerramento da posição, antes de poder ser sacado, e as perdas flutuantes precisam continuar cobertas.</p>

<h3>O que acontece depois que você envia o pedido</h3>
<ul>
<li>O valor sai do seu saldo na hora e aparece como <strong>Bloqueado</strong> enquanto o pedido é analisado. O dinheiro bloqueado não é usado para operar e não é afetado pelos resultados das operações.</li>
<li>Quando o saque é pago, o valor bloqueado é zerado.</li>
<li>Se o saque for recusado, o valor volta para o seu saldo e você pode ver o motivo.</li>
</ul>

<h3>Taxas e valor recebido</h3>
<p>Antes de você enviar, o formulário mostra a taxa de saque (um valor fixo ou uma porcentagem), a taxa de câmbio e o valor que você vai receber. Por exemplo, com uma taxa de 1%, um saque de 200 USD tem taxa de 2 USD, e os 198 USD restantes são convertidos pela taxa de câmbio exibida. O valor recebido é arredondado para baixo até o centavo, e cada moeda tem um valor mínimo de saque.</p>

<h2>Segurança em primeiro lugar</h2>
<ul>
<li>Use sempre os dados de depósito exibidos no aplicativo; eles podem mudar, então não reutilize endereços ou números de conta antigos.</li>
<li>Nunca compartilhe sua senha ou seus códigos de verificação com ninguém, nem com pessoas que dizem ser da equipe de suporte.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
