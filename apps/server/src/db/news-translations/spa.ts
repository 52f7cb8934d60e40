/** The seed articles in Spanish. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING = '<p><em>Advertencia de riesgo: los CFD y otros productos apalancados son complejos y pueden hacerle perder dinero rápidamente; opere solo con dinero que pueda permitirse perder.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Cómo funcionan el margen y el apalancamiento: un ejemplo práctico',
    desc: 'Qué es el margen, cómo lo modifica el apalancamiento y por qué este cambia el dinero que se reserva, pero no el tamaño de sus ganancias o pérdidas.',
    content: `
<p>El apalancamiento le permite abrir una posición mucho mayor que el dinero que reserva para ella. Ese dinero reservado se llama <strong>margen</strong>. Entender cómo se relacionan ambos es el primer paso para operar con productos apalancados de forma responsable, porque el apalancamiento cambia cuánto necesita para abrir una operación, pero no cuánto gana o pierde cuando el precio se mueve.</p>

<h2>Lotes y tamaño del contrato</h2>
<p>El tamaño de las posiciones se expresa en lotes. Cada instrumento tiene un tamaño de contrato: el número de unidades que hay en un lote. En la mayoría de los pares de divisas, un lote equivale a 100.000 unidades de la divisa base, así que 0,10 lotes de EURUSD son 10.000 euros. Los tamaños de contrato varían entre forex, metales, energía, índices, acciones y criptomonedas, y los detalles de cada instrumento muestran el suyo.</p>

<h2>Cómo se calcula el margen</h2>
<p>En los instrumentos con apalancamiento, la fórmula es:</p>
<blockquote><strong>Margen = lotes × tamaño del contrato × precio ÷ apalancamiento</strong></blockquote>
<p>Ejemplo práctico: compra 0,10 lotes de EURUSD a 1,0850 con un apalancamiento de 100 (a menudo escrito 1:100).</p>
<table>
<thead><tr><th>Paso</th><th>Cálculo</th><th>Resultado</th></tr></thead>
<tbody>
<tr><td>Tamaño de la posición</td><td>0,10 × 100.000</td><td>10.000 EUR</td></tr>
<tr><td>Valor en dólares estadounidenses</td><td>10.000 × 1,0850</td><td>10.850,00 USD</td></tr>
<tr><td>Margen con apalancamiento de 100</td><td>10.850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Así, 108,50 USD de su cuenta quedan reservados mientras la posición está abierta. Con un apalancamiento de 50, la misma posición necesitaría 217,00 USD; con uno de 200, 54,25 USD. Cuando un instrumento cotiza en una divisa distinta del dólar estadounidense, el margen se convierte a USD al tipo de cambio vigente. Algunos instrumentos usan, en cambio, un margen fijo por lote. En cualquier caso, la pantalla de la orden muestra el margen antes de que usted confirme.</p>

<h2>El apalancamiento no reduce el riesgo</h2>
<p>Las ganancias y las pérdidas dependen del tamaño de la posición, no del margen. Con 0,10 lotes de EURUSD, cada movimiento de 0,0001 (un pip) vale 1 USD. Una caída de 1,0850 a 1,0800 son 50 pips: una pérdida de 50 USD en una compra, casi la mitad de los 108,50 USD de margen. Eso es igual sea cual sea el apalancamiento elegido. Un apalancamiento mayor solo significa que se reserva una parte menor de su saldo, lo que facilita abrir posiciones demasiado grandes para la cuenta.</p>

<h2>Cifras de la cuenta que debe vigilar</h2>
<ul>
<li><strong>Saldo</strong>: sus depósitos, sus retiros y los resultados de las posiciones cerradas.</li>
<li><strong>Valor neto</strong> (patrimonio): el saldo más o menos el resultado flotante de las posiciones abiertas.</li>
<li><strong>Margen</strong>: el total reservado para las posiciones abiertas y las órdenes pendientes.</li>
<li><strong>Margen libre</strong>: el valor neto menos el margen. Una nueva orden solo se acepta si el margen libre cubre su margen, su comisión y el spread con el que se abre.</li>
<li><strong>Nivel de margen</strong>: valor neto ÷ margen × 100 %. Cuanto más bajo es, más cerca está la cuenta del stop-out.</li>
</ul>

<h2>Hábitos prácticos</h2>
<ul>
<li>Elija el tamaño de la posición a partir del importe que está dispuesto a perder y después revise el margen, no al revés.</li>
<li>Mantenga un margen libre holgado, para que las oscilaciones normales del precio no acerquen su nivel de margen al nivel de stop-out.</li>
<li>Recuerde que las órdenes pendientes también reservan margen, incluso antes de ejecutarse.</li>
<li>Practique en una cuenta demo hasta que estas cifras le resulten familiares.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss y take-profit: cómo planificar su salida',
    desc: 'Cómo funcionan los niveles de stop-loss y take-profit, de qué lado del precio se colocan y por qué un nivel es un disparador y no un precio garantizado.',
    content: `
<p>Toda posición termina en algún punto. Un stop-loss y un take-profit le permiten decidir dónde de antemano, con calma, en lugar de hacerlo en medio de un mercado agitado.</p>

<h2>Para qué sirven</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: un precio al que una posición perdedora se cierra automáticamente para limitar la pérdida.</li>
<li><strong>Take-profit (TP)</strong>: un precio al que una posición ganadora se cierra automáticamente para asegurar la ganancia.</li>
</ul>
<p>Ambos son opcionales. Puede fijarlos al colocar una orden o más tarde con Fijar TP/SL en la posición, y modificarlos o eliminarlos en cualquier momento. Dejar un precio vacío o escribir 0 lo elimina.</p>

<h2>¿De qué lado del precio?</h2>
<table>
<thead><tr><th>Posición</th><th>Stop-loss</th><th>Take-profit</th><th>Se compara con</th></tr></thead>
<tbody>
<tr><td>Compra (posición larga)</td><td>por debajo del precio</td><td>por encima del precio</td><td>el bid</td></tr>
<tr><td>Venta (posición corta)</td><td>por encima del precio</td><td>por debajo del precio</td><td>el ask</td></tr>
</tbody>
</table>
<p>Los niveles se comparan con el precio al que se cerraría la posición: una compra se cierra al bid y una venta se cierra al ask. En una venta, el ask incluye el spread, por lo que un stop-loss colocado muy cerca del precio puede alcanzarse antes de lo que cabría esperar, sobre todo cuando los spreads son amplios.</p>

<h2>Un nivel es un disparador, no un precio garantizado</h2>
<p>Cuando el precio alcanza su nivel, la posición se cierra al precio de mercado disponible en ese momento. En un mercado tranquilo, eso ocurre en su nivel o muy cerca de él. En un mercado rápido, o cuando un mercado reabre tras un fin de semana o un día festivo a un precio muy distinto (un gap), el cierre puede ser peor que su nivel, u ocasionalmente mejor. Esta diferencia se llama deslizamiento (slippage). Los niveles tampoco pueden activarse mientras un mercado está cerrado, porque no hay precios nuevos.</p>

<h2>Cómo elegir niveles sensatos</h2>
<ul>
<li>Coloque el stop-loss donde su idea de operación quedaría invalidada, por ejemplo más allá de un máximo o un mínimo reciente, en lugar de en una cantidad redonda de dinero.</li>
<li>Deje espacio para el movimiento normal. Un stop situado dentro del vaivén habitual de su temporalidad suele saltar por simple ruido.</li>
<li>Después, ajuste el tamaño de la posición para que, si salta el stop, la pérdida sea un importe que usted acepta. Nuestro artículo sobre el tamaño de la posición explica cómo hacerlo.</li>
<li>Compare la recompensa potencial con el riesgo. Con un take-profit al doble de distancia que el stop-loss, una operación ganadora cubre dos perdedoras, pero ninguna proporción garantiza un resultado.</li>
</ul>

<h2>Errores frecuentes</h2>
<ul>
<li><strong>Alejar el stop-loss</strong> a medida que el precio se acerca a él. Así, una pequeña pérdida prevista se convierte en una gran pérdida imprevista.</li>
<li><strong>Operar sin stop-loss</strong> y confiar en el stop-out. Un stop-out llega mucho más tarde, tras una pérdida mucho mayor, y cierra las posiciones en las condiciones de la plataforma, no en las suyas.</li>
<li><strong>Fijar el take-profit demasiado cerca</strong>, de modo que el spread y las comisiones se llevan la mayor parte de la ganancia.</li>
</ul>
<p>Mover un stop-loss <em>más cerca</em> para proteger beneficios cuando la operación ya va a su favor es distinto: reduce el riesgo, y muchos traders lo hacen paso a paso, como un stop dinámico (trailing stop) manual.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Llamadas de margen, stop-out y protección de saldo negativo',
    desc: 'Qué ocurre cuando las pérdidas consumen su margen: el nivel de margen, el stop-out al 50 %, qué posiciones se cierran primero y la protección de saldo negativo.',
    content: `
<p>Las posiciones apalancadas se sostienen con el dinero de su cuenta. Este artículo explica qué ocurre cuando las pérdidas empiezan a consumir ese dinero y cómo mantenerse bien lejos de ese punto.</p>

<h2>El nivel de margen, la cifra que importa</h2>
<blockquote><strong>Nivel de margen = valor neto ÷ margen × 100 %</strong></blockquote>
<p>El valor neto es su saldo más o menos el resultado flotante de las posiciones abiertas. El margen es el importe reservado para las posiciones abiertas y las órdenes pendientes. Si no tiene nada abierto, no hay nivel de margen. La aplicación también muestra un <strong>índice de riesgo</strong>, que es la misma información a la inversa: margen ÷ valor neto × 100 %. Un nivel de margen del 50 % equivale a un índice de riesgo del 200 %.</p>

<h2>¿Qué es una llamada de margen?</h2>
<p>Tradicionalmente, una llamada de margen es un aviso de que el nivel de margen ha caído tanto que el trader debe aportar fondos o reducir posiciones. Las señales de alerta se ven en las cifras de su cuenta. Cuando el nivel de margen cae al 100 %, el margen libre es cero: no puede abrir nuevas posiciones, y cualquier pérdida adicional lo acerca al stop-out. Considere un nivel de margen en descenso como su propia llamada de margen y actúe antes de que tenga que hacerlo la plataforma.</p>

<h2>¿Qué es un stop-out?</h2>
<p>Un stop-out es el cierre automático de posiciones para evitar que la cuenta pierda más de lo que contiene. El nivel de stop-out es un nivel de margen del <strong>50 %</strong>. Cuando el nivel de margen está en ese valor o por debajo:</p>
<ol>
<li>se cierra primero la posición abierta con la mayor pérdida flotante, al precio de mercado actual;</li>
<li>la cuenta se vuelve a valorar y, si el nivel de margen sigue en el 50 % o por debajo, se cierra la siguiente peor posición, y así sucesivamente;</li>
<li>si solo quedan órdenes pendientes y se sigue alcanzando el nivel, se cancelan, empezando por la de mayor margen.</li>
</ol>
<p>Una posición cuyo mercado está cerrado en ese momento no puede cerrarse hasta que el mercado vuelva a abrir.</p>

<h2>Un ejemplo práctico</h2>
<p>Tiene un saldo de 1000 USD y posiciones abiertas que utilizan 400 USD de margen.</p>
<table>
<thead><tr><th>Resultado flotante</th><th>Valor neto</th><th>Nivel de margen</th><th>Qué significa</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1000 USD</td><td>250 %</td><td>Holgado</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100 %</td><td>El margen libre es cero; no se pueden abrir nuevas posiciones</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50 %</td><td>Comienza el stop-out</td></tr>
</tbody>
</table>
<p>Aquí, una pérdida de 800 USD, cuatro quintas partes del saldo, activa el stop-out. Antes de que confirme una orden, la pantalla de la orden calcula un precio de stop-out estimado, que muestra cuánto tendría que moverse el mercado en su contra.</p>

<h2>Protección de saldo negativo</h2>
<p>En un mercado rápido o después de un gap de precios, las posiciones pueden cerrarse a precios mucho más allá del nivel de stop-out, y en ocasiones una pérdida puede superar el saldo. Con la protección de saldo negativo, si al cerrar una posición su saldo queda por debajo de cero, el saldo vuelve a cero y el bróker asume el déficit, de modo que nunca deberá más de lo que tenía su cuenta. Es una red de seguridad para situaciones extremas, no una estrategia: aun así, puede perder todo su saldo.</p>

<h2>Cómo mantenerse lejos del stop-out</h2>
<ul>
<li>Use un stop-loss en cada posición, para que las pérdidas se cierren en su nivel mucho antes de un stop-out.</li>
<li>Use tamaños más pequeños y menos apalancamiento, para que el margen sea una parte pequeña de su valor neto.</li>
<li>Vigile las posiciones relacionadas: varias operaciones que dependen del mismo movimiento pueden perder a la vez.</li>
<li>Recuerde que el dinero retirado ya no respalda las posiciones abiertas.</li>
<li>Aportar fondos eleva el nivel de margen, pero no arregla una operación que simplemente ha salido mal.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Tamaño de la posición: ¿cuánto arriesgar por operación?',
    desc: 'Convierta «no demasiado» en una cifra: calcule el tamaño de una posición a partir de su stop-loss y una parte fija de su cuenta, como el 1 % por operación.',
    content: `
<p>Elegir qué operar se lleva casi toda la atención, pero cuánto operar suele decidir si una cuenta sobrevive a una mala racha. Calcular el tamaño de la posición convierte una vaga sensación de «no demasiado» en una cifra que puede comprobar antes de cada operación.</p>

<h2>Empiece por el riesgo por operación</h2>
<p>Muchos traders limitan la pérdida de cada operación a una parte pequeña y fija de la cuenta, normalmente el 1 % y rara vez más del 2 %. Con una cuenta de 5000 USD, el 1 % son 50 USD. Esto no limita cuánto puede moverse el mercado; limita cuánto pierde usted si su stop-loss se ejecuta en su nivel.</p>

<h2>La fórmula</h2>
<blockquote><strong>Lotes = importe en riesgo ÷ (distancia del stop en pips × valor del pip por lote)</strong></blockquote>
<p>Para EURUSD y otros pares cotizados en dólares estadounidenses con un tamaño de contrato de 100.000, un pip (0,0001) vale 10 USD por lote, 1 USD por 0,10 lotes y 0,10 USD por 0,01 lotes.</p>

<h3>Ejemplo práctico</h3>
<ul>
<li>Cuenta: 5000 USD. Riesgo: 1 %, es decir, 50 USD.</li>
<li>Piensa comprar EURUSD a 1,0850 con un stop-loss en 1,0825, a 25 pips de distancia.</li>
<li>Pérdida por lote si salta el stop: 25 × 10 = 250 USD.</li>
<li>Tamaño de la posición: 50 ÷ 250 = <strong>0,20 lotes</strong>.</li>
</ul>
<p>Con un apalancamiento de 100, esta posición necesita 0,20 × 100.000 × 1,0850 ÷ 100 = 217,00 USD de margen. Observe que el apalancamiento no ha intervenido en la elección del tamaño: solo determina cuánto margen se reserva. Si el cálculo da una cifra poco práctica, redondee <em>hacia abajo</em> al incremento de lote del instrumento, por ejemplo 0,01.</p>
<p>El spread y cualquier comisión de trading se suman a esto, y un stop puede ejecutarse a un precio peor en un mercado rápido, por lo que la pérdida real puede ser algo mayor de lo previsto.</p>

<h2>Por qué importan los porcentajes pequeños</h2>
<table>
<thead><tr><th>Pérdidas seguidas</th><th>Queda con un 1 % de riesgo</th><th>Queda con un 2 % de riesgo</th><th>Queda con un 5 % de riesgo</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1 %</td><td>90,4 %</td><td>77,4 %</td></tr>
<tr><td>10</td><td>90,4 %</td><td>81,7 %</td><td>59,9 %</td></tr>
<tr><td>20</td><td>81,8 %</td><td>66,8 %</td><td>35,8 %</td></tr>
</tbody>
</table>
<p>Las rachas de pérdidas ocurren incluso con un enfoque prudente. Además, las pérdidas cuestan más de recuperar de lo que parece: tras una pérdida del 20 %, necesita una ganancia del 25 % para volver al punto de partida, y tras una pérdida del 50 %, necesita un 100 %.</p>

<h2>Otros aspectos que debe revisar</h2>
<ul>
<li><strong>Otros instrumentos.</strong> Lo que vale un movimiento del precio depende del tamaño del contrato y de la divisa de cotización. Si el oro tiene un tamaño de contrato de 100 onzas, un movimiento de 1,00 USD vale 100 USD por lote. Calcúlelo a partir de los detalles del instrumento y compárelo con la estimación de la pantalla de la orden.</li>
<li><strong>Exposición total.</strong> Tres posiciones que dependen todas de que el dólar estadounidense se debilite se comportan como una sola posición grande. Sume su riesgo combinado, no solo el de cada operación.</li>
<li><strong>Margen libre.</strong> Mantenga suficiente reserva para que las fluctuaciones normales no acerquen su nivel de margen al nivel de stop-out.</li>
<li><strong>Constancia.</strong> Recalcule el tamaño en cada operación y nunca lo aumente para recuperar una pérdida.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spreads, comisiones y la diferencia entre bid y ask',
    desc: 'Por qué cada cotización tiene dos precios, por qué una posición nueva empieza ligeramente en negativo y qué comisiones debe tener en cuenta antes de operar.',
    content: `
<p>Cada cotización tiene dos precios. Entenderlos, junto con las comisiones aplicables, le indica cuánto cuesta una operación antes incluso de que el mercado se haya movido.</p>

<h2>Bid y ask</h2>
<ul>
<li><strong>Bid</strong>: el precio al que puede vender.</li>
<li><strong>Ask</strong>: el precio al que puede comprar. Siempre es más alto que el bid.</li>
</ul>
<p>La diferencia entre ambos es el <strong>spread</strong>. El precio que se aplica depende de lo que usted haga:</p>
<table>
<thead><tr><th></th><th>Compra (posición larga)</th><th>Venta (posición corta)</th></tr></thead>
<tbody>
<tr><td>Se abre al</td><td>ask</td><td>bid</td></tr>
<tr><td>Se cierra al</td><td>bid</td><td>ask</td></tr>
</tbody>
</table>

<h2>Por qué una posición nueva empieza ligeramente en negativo</h2>
<p>Supongamos, a modo de ejemplo, que EURUSD cotiza a 1,08500 bid y 1,08512 ask: un spread de 0,00012, es decir, 1,2 pips. Si compra 0,10 lotes, abre a 1,08512, pero la posición se valora al precio al que podría cerrarse, el bid de 1,08500. Por eso muestra de inmediato una pérdida flotante de 0,00012 × 10.000 = 1,20 USD, y el bid tiene que subir lo que mide el spread para que la operación alcance el punto de equilibrio. Una venta funciona igual, pero a la inversa.</p>
<p>El spread pesa más cuando el movimiento que busca es pequeño. Para un objetivo de 10 pips, un spread de 1,2 pips es el 12 % del objetivo; para un objetivo de 100 pips, es el 1,2 %.</p>

<h2>Qué influye en los spreads</h2>
<ul>
<li><strong>Liquidez.</strong> Los pares de divisas principales suelen negociarse con spreads más ajustados que los pares menos negociados, las acciones pequeñas o las criptomonedas menores.</li>
<li><strong>Hora del día.</strong> En todo el mercado, los spreads tienden a ampliarse justo después de la apertura de un mercado, en torno al rollover diario y cuando los principales centros financieros están cerrados.</li>
<li><strong>Volatilidad.</strong> En torno a publicaciones económicas importantes o noticias inesperadas, los precios se mueven rápido y los spreads pueden ampliarse.</li>
</ul>
<p>Mire siempre el bid y el ask en tiempo real en la pantalla de cotizaciones antes de operar.</p>

<h2>Comisiones de trading</h2>
<p>Además del spread, puede aplicarse una comisión de trading al abrir una posición. Según la configuración de la plataforma, es un importe fijo por lote o un porcentaje del margen. En una orden pendiente, se cobra cuando la orden se ejecuta, no cuando la coloca. La estimación de la pantalla de la orden muestra la comisión antes de que confirme, y cada comisión aparece como un movimiento propio en los registros de su cuenta. Las comisiones se pagan tanto si la operación gana como si pierde.</p>

<h2>Gastos de depósito y retiro</h2>
<p>Mover dinero tiene sus propios gastos: las comisiones de red de la blockchain en las transferencias de criptomonedas, los cargos de su banco o de bancos intermediarios en las transferencias bancarias, y una comisión de retiro, que se muestra en el formulario antes de enviarlo. Nuestro artículo sobre depósitos y retiros explica cada uno de ellos.</p>

<h2>Cómo mantener los gastos bajo control</h2>
<ul>
<li>Compare el spread con la distancia de su stop-loss y de su objetivo antes de cada operación.</li>
<li>Prefiera menos operaciones y bien preparadas: cada operación paga el spread y cualquier comisión.</li>
<li>Tenga cuidado al abrir posiciones justo después de la apertura de un mercado, cuando los spreads suelen ser más amplios.</li>
<li>Anote los gastos en su diario de trading, para evaluar sus resultados después de gastos y no antes.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Cómo leer gráficos de velas y elegir una temporalidad',
    desc: 'Qué le dice cada parte de una vela, en qué se diferencian las temporalidades de 1 min a 1 d y cómo usar varias sin sobreinterpretarlas.',
    content: `
<p>El gráfico de velas es la forma más habitual de mostrar el precio. Cada vela resume el precio durante un periodo, y el gráfico completo muestra cómo se han comportado compradores y vendedores a lo largo del tiempo.</p>

<h2>La anatomía de una vela</h2>
<ul>
<li><strong>Apertura</strong>: el primer precio del periodo.</li>
<li><strong>Cierre</strong>: el último precio del periodo.</li>
<li><strong>Máximo</strong> y <strong>mínimo</strong>: los precios más alto y más bajo alcanzados durante el periodo.</li>
</ul>
<p>La parte gruesa, el <strong>cuerpo</strong>, va de la apertura al cierre. Las líneas finas por encima y por debajo, las <strong>mechas</strong> o sombras, llegan hasta el máximo y el mínimo. Una vela que cierra por encima de su apertura es una vela alcista; una que cierra por debajo de su apertura es una vela bajista. Los colores son una convención y varían según la región y la aplicación, así que compruebe cómo los usa su gráfico.</p>

<h2>Lo que pueden sugerir las formas</h2>
<ul>
<li><strong>Un cuerpo largo con mechas cortas</strong>: el precio se movió de forma constante en una dirección durante el periodo.</li>
<li><strong>Un cuerpo pequeño con mechas largas</strong>: el precio recorrió mucho terreno, pero terminó cerca de donde empezó, una señal de indecisión.</li>
<li><strong>Una mecha inferior larga</strong>: los vendedores empujaron el precio a la baja, pero los compradores lo hicieron volver antes del cierre. Una mecha superior larga indica lo contrario.</li>
</ul>
<p>Una sola vela es, por sí misma, un indicio débil. Las formas significan más en su contexto, por ejemplo cerca de un nivel donde el mercado ya ha girado antes, e incluso entonces describen lo que ocurrió, no lo que ocurrirá.</p>

<h2>Temporalidades</h2>
<table>
<thead><tr><th>Periodo</th><th>Una vela abarca</th><th>Se usa a menudo para</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minuto</td><td>Afinar el momento de entradas y salidas</td></tr>
<tr><td>5 min</td><td>5 minutos</td><td>Trading intradía de corto plazo</td></tr>
<tr><td>15 min</td><td>15 minutos</td><td>Estructura intradía</td></tr>
<tr><td>30 min</td><td>30 minutos</td><td>Oscilaciones intradía</td></tr>
<tr><td>1 h</td><td>1 hora</td><td>Day trading y operaciones swing cortas</td></tr>
<tr><td>1 d</td><td>1 día</td><td>La tendencia general y los niveles principales</td></tr>
</tbody>
</table>
<p>Las velas diarias de nuestros gráficos empiezan a las 00:00 UTC, por lo que una vela diaria puede no coincidir con la sesión de una bolsa ni con el día natural de su zona horaria.</p>

<h2>Cómo usar más de una temporalidad</h2>
<p>Un enfoque habitual va de arriba abajo: el gráfico diario para la dirección y los niveles principales, el gráfico horario para la estructura y, solo después, una temporalidad corta para elegir el momento de entrada. Un movimiento que parece espectacular en un gráfico de 1 minuto puede ser un pequeño vaivén en el gráfico diario. Las temporalidades cortas también muestran más ruido y tientan a operar con más frecuencia, y cada operación paga el spread y cualquier comisión.</p>

<h2>Gaps y mercados cerrados</h2>
<p>Mientras un mercado está cerrado, por la noche en el caso de las acciones o los fines de semana en el caso del forex, no se forman velas nuevas. Cuando reabre, el primer precio puede estar lejos del último y dejar un gap en el gráfico. Los gaps importan porque un stop-loss no puede actuar mientras el mercado está cerrado y se ejecuta después al primer precio disponible.</p>

<h2>Leer los gráficos con responsabilidad</h2>
<ul>
<li>Decida qué busca antes de abrir el gráfico, en lugar de rebuscar en él una razón para operar.</li>
<li>Sitúe su stop-loss donde el gráfico muestra que su idea estaría equivocada.</li>
<li>Lleve un diario con capturas de pantalla de sus operaciones. Los patrones de sus propias decisiones suelen ser más útiles que los patrones de las velas.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sesiones de trading: cuándo abren y cierran los mercados, y por qué',
    desc: 'El forex opera 24/5, las acciones e índices siguen a su bolsa y las criptomonedas nunca cierran. Qué implica cada horario para sus órdenes y sus stops.',
    content: `
<p>Los precios solo se mueven mientras alguien está operando. Cada instrumento sigue el horario del mercado en el que se basa, así que los instrumentos abren y cierran a horas distintas. Conocer el horario evita sorpresas, porque mientras un mercado está cerrado no puede abrir ni cerrar posiciones en él.</p>

<h2>Horarios por clase de activo</h2>
<table>
<thead><tr><th>Clase de activo</th><th>Horario habitual</th><th>Notas</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Del domingo a las 17:00 al viernes a las 17:00, hora de Nueva York</td><td>Las 24 horas, cinco días a la semana</td></tr>
<tr><td>Metales y energía</td><td>Del domingo a las 18:00 al viernes a las 17:00, hora de Nueva York</td><td>Una pausa diaria de 17:00 a 18:00</td></tr>
<tr><td>Índices</td><td>El horario de la bolsa o del mercado de futuros en el que se basa cada índice</td><td>Por ejemplo, GER40 de 08:00 a 22:00, hora de Berlín; UK100 de 08:00 a 21:00, hora de Londres; los índices estadounidenses siguen el horario casi ininterrumpido de sus futuros</td></tr>
<tr><td>Acciones</td><td>09:30–16:00, hora de Nueva York, de lunes a viernes</td><td>La sesión regular de la bolsa</td></tr>
<tr><td>Criptomonedas</td><td>Siempre abierto</td><td>24 horas al día, 7 días a la semana</td></tr>
</tbody>
</table>
<p>Las horas son locales de cada mercado y siguen sus cambios de horario de verano, de modo que en su propia zona horaria pueden desplazarse una hora en primavera y en otoño. La aplicación marca un instrumento como «Mercado cerrado» siempre que no se esté negociando.</p>

<h2>Las sesiones del forex</h2>
<p>El forex no tiene una bolsa central: bancos y otras instituciones negocian entre sí en todo el mundo. La jornada de trading pasa de Asia-Pacífico (Sídney y Tokio) a Europa (Londres) y a Norteamérica (Nueva York). La actividad suele ser máxima mientras se solapan las sesiones de Londres y Nueva York, y menor al final de la tarde en Nueva York y en torno al rollover diario de las 17:00, hora de Nueva York, cuando los spreads de todo el mercado suelen ampliarse.</p>

<h2>Por qué cierran los mercados</h2>
<ul>
<li><strong>Horario de las bolsas.</strong> Las acciones y los índices están ligados a bolsas con sesiones fijas; fuera de ellas no hay precio oficial.</li>
<li><strong>Fines de semana.</strong> El sistema bancario que hay detrás del forex, los metales y la energía se detiene en gran medida los fines de semana.</li>
<li><strong>Festivos.</strong> Los mercados cierran en días festivos como Navidad y Año Nuevo, y algunos cierran antes en los días cercanos. Los calendarios varían según el país, por lo que un festivo en Estados Unidos puede cerrar las acciones estadounidenses mientras los índices europeos operan con normalidad.</li>
<li><strong>Pausas diarias.</strong> Algunos mercados se detienen cada día, como la pausa de una hora de los metales y la energía.</li>
</ul>
<p>Los mercados de criptomonedas no tienen hora de cierre, pero la negociación puede ser más escasa los fines de semana y por la noche.</p>

<h2>Qué significa para usted un mercado cerrado</h2>
<ul>
<li>No se pueden colocar nuevas órdenes, ni a mercado ni pendientes, y las posiciones abiertas no se pueden cerrar.</li>
<li>Los niveles de stop-loss y take-profit no pueden activarse, porque no hay precios nuevos.</li>
<li>Sí puede cancelar una orden pendiente y ajustar los niveles de stop-loss y take-profit.</li>
<li>Las posiciones abiertas siguen abiertas y mantienen su margen. Cuando el mercado reabre, el primer precio puede diferir del último (un gap), y cualquier nivel que se sobrepase se ejecuta al primer precio disponible.</li>
</ul>

<h2>Planificar según el calendario</h2>
<ul>
<li>Antes de un fin de semana, decida conscientemente si mantiene cada posición durante ese periodo.</li>
<li>Consulte con antelación los horarios de los festivos, sobre todo a final de año, cuando muchos mercados tienen horarios reducidos.</li>
<li>Tenga precaución en la apertura de las sesiones y en los anuncios económicos programados, cuando los precios pueden moverse bruscamente.</li>
<li>Si opera con acciones, recuerde que los resultados de las empresas suelen publicarse fuera del horario regular y pueden aparecer como un gap en la siguiente apertura.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Depósitos y retiros explicados',
    desc: 'Depositar con USDT, USDC o transferencia bancaria, por qué la red debe coincidir, qué significa «bloqueado» y cómo funcionan las comisiones de retiro.',
    content: `
<p>Su cuenta de trading se mantiene en dólares estadounidenses. Puede financiarla con criptomonedas, como las stablecoins USDT y USDC, o por transferencia bancaria, y retirar a una dirección cripto o a una cuenta bancaria que haya agregado. A continuación le explicamos cómo funciona cada paso y cómo evitar los errores más comunes.</p>

<h2>Depositar criptomonedas</h2>
<ol>
<li>Abra <strong>Depositar</strong>, elija <strong>Criptomoneda</strong> y seleccione la moneda y la red, por ejemplo USDT en TRC20 o USDT en ERC20.</li>
<li>Copie la dirección de depósito que aparece para esa opción. Péguela en lugar de escribirla y, después de pegarla, compare los primeros y los últimos caracteres.</li>
<li>Envíe la moneda desde su billetera o su cuenta en una plataforma de intercambio, eligiendo <strong>la misma red</strong>.</li>
<li>Escriba el importe que envió, suba una captura de pantalla de la transferencia como comprobante de pago y envíe la solicitud.</li>
</ol>
<p>Una vez verificado, el depósito se acredita en USD al tipo de cambio indicado para esa opción.</p>

<h3>Por qué importa la red</h3>
<p>Una misma moneda puede existir en varias blockchains. USDT en TRC20 (la red TRON) y USDT en ERC20 (la red Ethereum) viajan por redes distintas, y sus direcciones son diferentes: las direcciones TRC20 empiezan por «T» y las ERC20 por «0x». <strong>Envíe solo la moneda y la red indicadas junto a la dirección.</strong> Una transferencia por otra red, o de otra moneda, no se puede acreditar y puede ser imposible de recuperar. Las comisiones de red las paga el remitente; varían entre redes y según la demanda, y su billetera le muestra la comisión antes de enviar.</p>

<h2>Depositar por transferencia bancaria</h2>
<ol>
<li>Elija <strong>Transferencia bancaria</strong> y la moneda, y anote la cuenta de destino: nombre del banco, titular de la cuenta, número de cuenta o IBAN y código SWIFT.</li>
<li>Haga la transferencia desde su banco e <strong>incluya su UID en el concepto de la transferencia</strong>. Su UID aparece en su página de perfil y es lo que permite asociar el pago a su cuenta.</li>
<li>Suba una imagen de la confirmación de la transferencia como comprobante y envíe la solicitud.</li>
</ol>
<p>Las transferencias bancarias pueden tardar uno o más días hábiles, y su banco o los bancos intermediarios pueden descontar cargos. El importe acreditado es lo que realmente llega, convertido a USD.</p>

<h2>Retiros</h2>
<p>Primero agregue un método de cobro en <strong>Retirar</strong>: una dirección cripto para la red en la que quiere recibir, o una cuenta bancaria. Compruebe la red y la dirección con cuidado, porque un pago enviado a una dirección equivocada no se puede revertir.</p>

<h3>Cuánto puede retirar</h3>
<p>El importe disponible es el menor entre su saldo y su valor neto, menos el margen retenido por las posiciones abiertas y las órdenes pendientes. Las ganancias flotantes deben realizarse cerrando la posición antes de poder retirarse, y las pérdidas flotantes deben seguir cubiertas.</p>

<h3>Qué ocurre después de enviar la solicitud</h3>
<ul>
<li>El importe sale de su saldo de inmediato y aparece como <strong>Bloqueado</strong> mientras se revisa la solicitud. El dinero bloqueado no se usa para operar y no se ve afectado por los resultados de sus operaciones.</li>
<li>Cuando se paga el retiro, el importe bloqueado se liquida.</li>
<li>Si se rechaza, el importe vuelve a su saldo y puede ver el motivo.</li>
</ul>

<h3>Comisiones e importe que recibe</h3>
<p>Antes de enviar, el formulario muestra la comisión de retiro (un importe fijo o un porcentaje), el tipo de cambio y el importe que recibirá. Por ejemplo, con una comisión del 1 %, un retiro de 200 USD tiene una comisión de 2 USD, y los 198 USD restantes se convierten al tipo de cambio indicado. El importe recibido se redondea a la baja a dos decimales, y cada moneda tiene un importe mínimo de retiro.</p>

<h2>Cómo mantenerse seguro</h2>
<ul>
<li>Use cada vez los datos de depósito que muestra la aplicación; pueden cambiar, así que no reutilice direcciones ni números de cuenta antiguos.</li>
<li>Nunca comparta su contraseña ni sus códigos de verificación con nadie, ni siquiera con personas que digan ser del equipo de soporte.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
