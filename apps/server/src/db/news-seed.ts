/**
 * The education articles a new installation ships with (news category 1), newest first. Written
 * to be evergreen: no market events, no live prices, no promises. Every example price is
 * illustrative. Each article's cover picture is `apps/web/public/news/{slug}.svg`.
 *
 * `content` is plain HTML from a small allow-list (p, h2, h3, ul, ol, li, strong, em, blockquote,
 * table, br); it is passed through the article sanitiser again when seeded and when served.
 */

export interface SeedArticle {
  /** Kebab-case ASCII; also names the cover picture. */
  slug: string;
  title: string;
  /** One or two sentences for the news list, at most 160 characters. */
  desc: string;
  /** Article body as HTML. */
  content: string;
  /** ISO 8601 publication time. */
  publishedAt: string;
}

/** An article's words in one language; the slug and publication time are shared by every language. */
export type ArticleText = Pick<SeedArticle, 'title' | 'desc' | 'content'>;

const RISK_WARNING =
  '<p><em>Risk warning: CFDs and other leveraged products are complex and can lose money quickly; only trade with money you can afford to lose.</em></p>';

export const NEWS_SEED: SeedArticle[] = [
  {
    slug: 'how-margin-and-leverage-work',
    title: 'How Margin and Leverage Work: A Worked Example',
    desc: 'What margin is, how leverage changes it, and why leverage changes the money you set aside but not the size of your gains or losses.',
    publishedAt: '2026-11-19T08:00:00.000Z',
    content: `
<p>Leverage lets you open a position that is much larger than the money you set aside for it. The money set aside is called <strong>margin</strong>. Understanding how the two relate is the first step to trading leveraged products responsibly, because leverage changes how much you need to open a trade, but it does not change how much you gain or lose when the price moves.</p>

<h2>Lots and contract size</h2>
<p>Positions are sized in lots. Each instrument has a contract size: the number of units in one lot. For most currency pairs one lot is 100,000 units of the base currency, so 0.10 lot of EURUSD is 10,000 euros. Contract sizes differ between forex, metals, energy, indices, stocks and crypto, and each instrument's details show its own.</p>

<h2>How margin is calculated</h2>
<p>For instruments with leverage, the formula is:</p>
<blockquote><strong>Margin = lots × contract size × price ÷ leverage</strong></blockquote>
<p>Worked example: you buy 0.10 lot of EURUSD at 1.0850 with leverage 100 (often written 1:100).</p>
<table>
<thead><tr><th>Step</th><th>Calculation</th><th>Result</th></tr></thead>
<tbody>
<tr><td>Position size</td><td>0.10 × 100,000</td><td>10,000 EUR</td></tr>
<tr><td>Value in US dollars</td><td>10,000 × 1.0850</td><td>10,850.00 USD</td></tr>
<tr><td>Margin at leverage 100</td><td>10,850 ÷ 100</td><td>108.50 USD</td></tr>
</tbody>
</table>
<p>So 108.50 USD of your account is set aside while the position is open. With leverage 50 the same position would need 217.00 USD; with leverage 200, 54.25 USD. When an instrument is quoted in a currency other than the US dollar, the margin is converted to USD at the current rate. Some instruments use a fixed margin per lot instead. Either way, the order screen shows the margin before you confirm.</p>

<h2>Leverage does not shrink the risk</h2>
<p>Profit and loss depend on the size of the position, not on the margin. For 0.10 lot of EURUSD, every move of 0.0001 (one pip) is worth 1 USD. A fall from 1.0850 to 1.0800 is 50 pips: a 50 USD loss on a buy, which is almost half of the 108.50 USD margin. That is the same whichever leverage you chose. Higher leverage only means less of your balance is set aside, which makes it easier to open positions that are too large for the account.</p>

<h2>Account figures to watch</h2>
<ul>
<li><strong>Balance</strong>: your deposits, withdrawals and the results of closed positions.</li>
<li><strong>Net value</strong> (equity): balance plus the floating profit or loss of open positions.</li>
<li><strong>Margin</strong>: the total set aside for open positions and pending orders.</li>
<li><strong>Free margin</strong>: net value minus margin. A new order is accepted only when free margin covers its margin, its fee and the spread it opens with.</li>
<li><strong>Margin level</strong>: net value ÷ margin × 100%. The lower it is, the closer the account is to a stop-out.</li>
</ul>

<h2>Practical habits</h2>
<ul>
<li>Choose the position size from the amount you are prepared to lose, then check the margin, not the other way round.</li>
<li>Keep plenty of free margin, so that normal price swings do not push your margin level towards the stop-out level.</li>
<li>Remember that pending orders reserve margin too, even before they fill.</li>
<li>Practise on a demo account until these numbers feel familiar.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'stop-loss-and-take-profit',
    title: 'Stop-Loss and Take-Profit: Planning Your Exit',
    desc: 'How stop-loss and take-profit levels work, which side of the price they go on, and why a level is a trigger rather than a guaranteed price.',
    publishedAt: '2026-11-12T08:00:00.000Z',
    content: `
<p>Every position ends somewhere. A stop-loss and a take-profit let you decide where in advance, while you are calm, rather than in the middle of a fast market.</p>

<h2>What they do</h2>
<ul>
<li><strong>Stop-loss (SL)</strong>: a price at which a losing position is closed automatically, to limit the loss.</li>
<li><strong>Take-profit (TP)</strong>: a price at which a profitable position is closed automatically, to secure the gain.</li>
</ul>
<p>Both are optional. You can set them when you place an order or later with Set TP/SL on the position, and change or remove them at any time. Leaving a price empty or entering 0 removes it.</p>

<h2>Which side of the price?</h2>
<table>
<thead><tr><th>Position</th><th>Stop-loss</th><th>Take-profit</th><th>Compared with</th></tr></thead>
<tbody>
<tr><td>Buy (long)</td><td>below the price</td><td>above the price</td><td>the bid</td></tr>
<tr><td>Sell (short)</td><td>above the price</td><td>below the price</td><td>the ask</td></tr>
</tbody>
</table>
<p>Levels are compared with the price the position would close at: a buy closes at the bid and a sell closes at the ask. For a sell, the ask includes the spread, so a stop-loss placed very close to the price can be reached sooner than you might expect, especially when spreads are wide.</p>

<h2>A level is a trigger, not a guaranteed price</h2>
<p>When the price reaches your level, the position is closed at the market price available at that moment. In a calm market that is at or very near your level. In a fast market, or when a market reopens after a weekend or holiday at a very different price (a gap), the close can be worse than your level, or occasionally better. This difference is called slippage. Levels also cannot trigger while a market is closed, because there are no new prices.</p>

<h2>Choosing sensible levels</h2>
<ul>
<li>Place the stop-loss where your trade idea would be proven wrong, for example beyond a recent swing high or low, rather than at a round amount of money.</li>
<li>Allow for normal movement. A stop inside the usual back-and-forth of your timeframe is often hit by noise.</li>
<li>Then size the position so that, if the stop is hit, the loss is an amount you accept. Our article on position sizing shows how.</li>
<li>Compare the potential reward with the risk. With a take-profit twice as far away as the stop-loss, one winning trade covers two losing ones, but no ratio guarantees a result.</li>
</ul>

<h2>Common mistakes</h2>
<ul>
<li><strong>Moving the stop-loss further away</strong> as the price approaches it. This turns a planned small loss into an unplanned large one.</li>
<li><strong>Trading without a stop-loss</strong> and relying on the stop-out. A stop-out happens much later, after a much larger loss, and closes positions on the platform's terms rather than yours.</li>
<li><strong>Setting the take-profit too close</strong>, so that the spread and fees consume most of the gain.</li>
</ul>
<p>Moving a stop-loss <em>closer</em> to protect profit once a trade has moved in your favour is different: it reduces risk, and many traders do it step by step as a manual trailing stop.</p>
${RISK_WARNING}
`,
  },
  {
    slug: 'margin-call-stop-out-negative-balance',
    title: 'Margin Calls, Stop-Outs and Negative Balance Protection',
    desc: 'What happens when losses eat into your margin: the margin level, the 50% stop-out, which positions close first, and negative balance protection.',
    publishedAt: '2026-11-05T08:00:00.000Z',
    content: `
<p>Leveraged positions are supported by the money in your account. This article explains what happens when losses start to consume that money, and how to stay well away from that point.</p>

<h2>Margin level, the number that matters</h2>
<blockquote><strong>Margin level = net value ÷ margin × 100%</strong></blockquote>
<p>Net value is your balance plus or minus the floating result of open positions. Margin is the amount set aside for open positions and pending orders. With nothing open, there is no margin level. The app also shows a <strong>risk rate</strong>, the same information turned around: margin ÷ net value × 100%. A margin level of 50% is a risk rate of 200%.</p>

<h2>What is a margin call?</h2>
<p>Traditionally, a margin call is a warning that the margin level has fallen so low that the trader must add funds or reduce positions. The warning signs are visible in your account figures. When the margin level falls to 100%, free margin is zero: you cannot open new positions, and any further loss moves you towards the stop-out. Treat a falling margin level as your own margin call and act before the platform has to.</p>

<h2>What is a stop-out?</h2>
<p>A stop-out is the automatic closing of positions to stop the account losing more than it holds. The stop-out level is a margin level of <strong>50%</strong>. When the margin level is at or below it:</p>
<ol>
<li>the open position with the largest floating loss is closed first, at the current market price;</li>
<li>the account is valued again, and if the margin level is still at or below 50%, the next worst position is closed, and so on;</li>
<li>if only pending orders remain and the level is still reached, they are cancelled, the one with the largest margin first.</li>
</ol>
<p>A position whose market is closed at that moment cannot be closed until the market reopens.</p>

<h2>A worked example</h2>
<p>You have a balance of 1,000 USD and open positions using 400 USD of margin.</p>
<table>
<thead><tr><th>Floating result</th><th>Net value</th><th>Margin level</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1,000 USD</td><td>250%</td><td>Comfortable</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100%</td><td>Free margin is zero; no new positions</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50%</td><td>Stop-out begins</td></tr>
</tbody>
</table>
<p>Here a loss of 800 USD, four-fifths of the balance, triggers the stop-out. Before you confirm an order, the order screen estimates a stop-out price, which shows how far the market would need to move against you.</p>

<h2>Negative balance protection</h2>
<p>In a fast market or after a price gap, positions can be closed at prices well beyond the stop-out level, and occasionally a loss can exceed the balance. With negative balance protection, if closing a position leaves your balance below zero, the balance is brought back to zero and the shortfall is borne by the broker, so you never owe more than your account held. It is a safety net for extreme events, not a strategy: you can still lose your entire balance.</p>

<h2>How to stay away from the stop-out</h2>
<ul>
<li>Use a stop-loss on every position, so losses are closed at your level long before a stop-out.</li>
<li>Use smaller sizes and lower leverage, so margin is a small part of your net value.</li>
<li>Watch related positions: several trades that depend on the same move can lose together.</li>
<li>Remember that money withdrawn no longer supports open positions.</li>
<li>Adding funds raises the margin level, but it does not fix a trade that has simply gone wrong.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'position-sizing-and-risk-per-trade',
    title: 'Position Sizing: How Much Should You Risk Per Trade?',
    desc: 'Turn "not too much" into a number: how to size a position from your stop-loss and a fixed share of your account, such as 1% per trade.',
    publishedAt: '2026-10-29T08:00:00.000Z',
    content: `
<p>Choosing what to trade gets most of the attention, but how much to trade usually decides whether an account survives a bad run. Position sizing turns a vague feeling of "not too much" into a number you can check before every trade.</p>

<h2>Start with risk per trade</h2>
<p>Many traders cap the loss on any single trade at a small, fixed share of the account, commonly 1% and rarely more than 2%. With a 5,000 USD account, 1% is 50 USD. This does not limit how far the market can move; it limits how much you lose if your stop-loss is reached at its level.</p>

<h2>The formula</h2>
<blockquote><strong>Lots = amount at risk ÷ (stop distance in pips × pip value per lot)</strong></blockquote>
<p>For EURUSD and other pairs quoted in US dollars with a contract size of 100,000, one pip (0.0001) is worth 10 USD per lot, 1 USD per 0.10 lot and 0.10 USD per 0.01 lot.</p>

<h3>Worked example</h3>
<ul>
<li>Account: 5,000 USD. Risk: 1%, which is 50 USD.</li>
<li>You plan to buy EURUSD at 1.0850 with a stop-loss at 1.0825, 25 pips away.</li>
<li>Loss per lot if the stop is hit: 25 × 10 = 250 USD.</li>
<li>Position size: 50 ÷ 250 = <strong>0.20 lot</strong>.</li>
</ul>
<p>At leverage 100, this position needs 0.20 × 100,000 × 1.0850 ÷ 100 = 217.00 USD of margin. Notice that leverage played no part in choosing the size: it only decides how much margin is set aside. If the calculation gives an awkward number, round <em>down</em> to the instrument's lot step, for example 0.01.</p>
<p>The spread and any trading fee come on top, and a stop can be filled at a worse price in a fast market, so the real loss can be a little larger than planned.</p>

<h2>Why small percentages matter</h2>
<table>
<thead><tr><th>Losses in a row</th><th>Left at 1% risk</th><th>Left at 2% risk</th><th>Left at 5% risk</th></tr></thead>
<tbody>
<tr><td>5</td><td>95.1%</td><td>90.4%</td><td>77.4%</td></tr>
<tr><td>10</td><td>90.4%</td><td>81.7%</td><td>59.9%</td></tr>
<tr><td>20</td><td>81.8%</td><td>66.8%</td><td>35.8%</td></tr>
</tbody>
</table>
<p>Losing streaks happen even with a careful approach. Losses are also harder to recover than they look: after a 20% loss you need a 25% gain to get back to where you started, and after a 50% loss you need 100%.</p>

<h2>Other things to check</h2>
<ul>
<li><strong>Other instruments.</strong> What a price move is worth depends on the contract size and the quote currency. If gold has a contract size of 100 ounces, a 1.00 USD move is worth 100 USD per lot. Work it out from the instrument's details and compare with the estimate on the order screen.</li>
<li><strong>Total exposure.</strong> Three positions that all depend on the US dollar weakening behave like one large position. Add up your combined risk, not just each trade's.</li>
<li><strong>Free margin.</strong> Keep enough in reserve that normal fluctuations do not bring your margin level near the stop-out level.</li>
<li><strong>Consistency.</strong> Recalculate the size for every trade, and never raise it to win back a loss.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'spreads-fees-bid-and-ask',
    title: 'Spreads, Fees and the Difference Between Bid and Ask',
    desc: 'Why every quote has two prices, why a new position starts slightly negative, and which fees to count before you trade.',
    publishedAt: '2026-10-22T08:00:00.000Z',
    content: `
<p>Every quote has two prices. Understanding them, and the fees that apply, tells you what a trade costs before the market has moved at all.</p>

<h2>Bid and ask</h2>
<ul>
<li><strong>Bid</strong>: the price at which you can sell.</li>
<li><strong>Ask</strong>: the price at which you can buy. It is always higher than the bid.</li>
</ul>
<p>The difference between them is the <strong>spread</strong>. Which price applies depends on what you do:</p>
<table>
<thead><tr><th></th><th>Buy (long)</th><th>Sell (short)</th></tr></thead>
<tbody>
<tr><td>Opens at</td><td>the ask</td><td>the bid</td></tr>
<tr><td>Closes at</td><td>the bid</td><td>the ask</td></tr>
</tbody>
</table>

<h2>Why a new position starts slightly negative</h2>
<p>Suppose, for illustration, that EURUSD is quoted at 1.08500 bid and 1.08512 ask: a spread of 0.00012, or 1.2 pips. If you buy 0.10 lot, you open at 1.08512, but the position is valued at the price it could be closed at, the bid of 1.08500. It therefore shows a floating loss of 0.00012 × 10,000 = 1.20 USD straight away, and the bid has to rise by the spread before the trade breaks even. A sell works the same way in reverse.</p>
<p>The spread matters most when the move you are aiming for is small. For a 10-pip target, a 1.2-pip spread is 12% of the target; for a 100-pip target it is 1.2%.</p>

<h2>What affects spreads</h2>
<ul>
<li><strong>Liquidity.</strong> Major currency pairs usually trade with tighter spreads than less traded pairs, smaller stocks or smaller cryptocurrencies.</li>
<li><strong>Time of day.</strong> Across the market, spreads tend to be wider just after a market opens, around the daily rollover, and when the main trading centres are closed.</li>
<li><strong>Volatility.</strong> Around major economic releases or unexpected news, prices move quickly and spreads can widen.</li>
</ul>
<p>Always look at the live bid and ask on the quote screen before you trade.</p>

<h2>Trading fees</h2>
<p>In addition to the spread, a trading fee may apply when a position opens. Depending on the platform's settings it is either a fixed amount per lot or a percentage of the margin. For a pending order it is charged when the order fills, not when you place it. The estimate on the order screen shows the fee before you confirm, and every fee appears as its own entry in your account records. Fees are paid whether a trade wins or loses.</p>

<h2>Funding costs</h2>
<p>Moving money has costs of its own: blockchain network fees for coin transfers, charges from your bank or intermediary banks for bank transfers, and a withdrawal fee, which is shown on the form before you submit. Our article on deposits and withdrawals explains each one.</p>

<h2>Keeping costs under control</h2>
<ul>
<li>Compare the spread with your stop-loss and target distances before every trade.</li>
<li>Prefer fewer, well-prepared trades: every trade pays the spread and any fee.</li>
<li>Be careful about opening positions just after a market opens, when spreads are often wider.</li>
<li>Record costs in your trading journal, so you judge your results after costs rather than before.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'reading-candlestick-charts',
    title: 'Reading Candlestick Charts and Choosing a Timeframe',
    desc: 'What each part of a candle tells you, how the 1M to 1D timeframes differ, and how to use several timeframes without over-reading them.',
    publishedAt: '2026-10-15T08:00:00.000Z',
    content: `
<p>The candlestick chart is the most common way to display price. Each candle summarises the price over one period, and the whole chart shows how buyers and sellers have behaved over time.</p>

<h2>The anatomy of a candle</h2>
<ul>
<li><strong>Open</strong>: the first price of the period.</li>
<li><strong>Close</strong>: the last price of the period.</li>
<li><strong>High</strong> and <strong>Low</strong>: the highest and lowest prices reached during it.</li>
</ul>
<p>The thick part, the <strong>body</strong>, spans the open and the close. The thin lines above and below, the <strong>wicks</strong> or shadows, reach the high and the low. A candle that closes above its open is a rising (bullish) candle; one that closes below its open is a falling (bearish) candle. Colours are a convention and differ between regions and apps, so check how your chart colours them.</p>

<h2>What shapes can suggest</h2>
<ul>
<li><strong>A long body with short wicks</strong>: price moved steadily in one direction during the period.</li>
<li><strong>A small body with long wicks</strong>: price travelled a lot but finished near where it started, a sign of indecision.</li>
<li><strong>A long lower wick</strong>: sellers pushed the price down, but buyers brought it back before the close. A long upper wick is the reverse.</li>
</ul>
<p>A single candle is weak evidence on its own. Shapes mean more in context, for example near a level where the market has turned before, and even then they describe what happened, not what will happen next.</p>

<h2>Timeframes</h2>
<table>
<thead><tr><th>Period</th><th>One candle covers</th><th>Often used for</th></tr></thead>
<tbody>
<tr><td>1M</td><td>1 minute</td><td>Fine timing of entries and exits</td></tr>
<tr><td>5M</td><td>5 minutes</td><td>Short-term intraday trading</td></tr>
<tr><td>15M</td><td>15 minutes</td><td>Intraday structure</td></tr>
<tr><td>30M</td><td>30 minutes</td><td>Intraday swings</td></tr>
<tr><td>1H</td><td>1 hour</td><td>Day trading and short swing trades</td></tr>
<tr><td>1D</td><td>1 day</td><td>The overall trend and major levels</td></tr>
</tbody>
</table>
<p>Daily candles on our charts start at 00:00 UTC, so a daily candle may not match an exchange's trading day or your local calendar day.</p>

<h2>Using more than one timeframe</h2>
<p>A common approach works from the top down: the daily chart for direction and major levels, the hourly chart for structure, and only then a short timeframe to time an entry. A move that looks dramatic on a 1-minute chart may be a small wobble on the daily chart. Short timeframes also show more noise and tempt you to trade more often, and every trade pays the spread and any fee.</p>

<h2>Gaps and closed markets</h2>
<p>While a market is closed, overnight for stocks or at weekends for forex, no new candles form. When it reopens, the first price can be far from the last one, leaving a gap on the chart. Gaps matter because a stop-loss cannot act while the market is closed and is executed at the first available price afterwards.</p>

<h2>Reading charts responsibly</h2>
<ul>
<li>Decide what you are looking for before you open the chart, instead of searching it for a reason to trade.</li>
<li>Mark your stop-loss where the chart shows your idea would be wrong.</li>
<li>Keep a journal with screenshots of your trades. Patterns in your own decisions are often more useful than patterns in candles.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'trading-sessions-and-market-hours',
    title: 'Trading Sessions: When Markets Open, Close and Why',
    desc: 'Forex trades 24/5, stocks and indices follow their exchanges, crypto never closes. What each schedule means for your orders and stops.',
    publishedAt: '2026-10-08T08:00:00.000Z',
    content: `
<p>Prices only move while someone is trading. Each instrument follows the hours of the market behind it, so instruments open and close at different times. Knowing the schedule avoids surprises, because while a market is closed you cannot open or close positions in it.</p>

<h2>Hours by asset class</h2>
<table>
<thead><tr><th>Asset class</th><th>Usual hours</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Sunday 17:00 to Friday 17:00, New York time</td><td>Around the clock, five days a week</td></tr>
<tr><td>Metals and energy</td><td>Sunday 18:00 to Friday 17:00, New York time</td><td>A daily break from 17:00 to 18:00</td></tr>
<tr><td>Indices</td><td>The hours of the exchange or futures market behind each index</td><td>For example GER40 08:00–22:00 Berlin time, UK100 08:00–21:00 London time; US indices follow near-24-hour futures hours</td></tr>
<tr><td>Stocks</td><td>09:30–16:00 New York time, Monday to Friday</td><td>The regular exchange session</td></tr>
<tr><td>Crypto</td><td>Always open</td><td>24 hours a day, 7 days a week</td></tr>
</tbody>
</table>
<p>Times are local to each market and follow its daylight-saving changes, so in your own time zone they can shift by an hour in spring and autumn. The app marks an instrument "Market closed" whenever it is not trading.</p>

<h2>The forex sessions</h2>
<p>Forex has no central exchange: banks and other institutions trade with each other around the world. The trading day passes from Asia-Pacific (Sydney and Tokyo) to Europe (London) to North America (New York). Activity is usually highest while the London and New York sessions overlap, and lower late in the New York afternoon and around the daily rollover at 17:00 New York time, when spreads across the market often widen.</p>

<h2>Why markets close</h2>
<ul>
<li><strong>Exchange hours.</strong> Stocks and indices are tied to exchanges with fixed sessions; outside them there is no official price.</li>
<li><strong>Weekends.</strong> The banking system behind forex, metals and energy largely pauses at weekends.</li>
<li><strong>Holidays.</strong> Markets close on public holidays such as Christmas Day and New Year's Day, and some close early on the days around them. Calendars differ by country, so a US holiday can close US stocks while European indices trade normally.</li>
<li><strong>Daily breaks.</strong> Some markets pause every day, like the one-hour break for metals and energy.</li>
</ul>
<p>Crypto markets have no closing time, but trading can still be thinner at weekends and overnight.</p>

<h2>What a closed market means for you</h2>
<ul>
<li>New orders, market or pending, cannot be placed, and open positions cannot be closed.</li>
<li>Stop-loss and take-profit levels cannot trigger, because there are no new prices.</li>
<li>You can still cancel a pending order and adjust stop-loss and take-profit levels.</li>
<li>Open positions stay open and keep their margin. When the market reopens, the first price may differ from the last one (a gap), and any level it passes is executed at the first available price.</li>
</ul>

<h2>Planning around the calendar</h2>
<ul>
<li>Before a weekend, decide deliberately whether to hold each position through it.</li>
<li>Check holiday schedules in advance, especially at the end of the year, when many markets have shortened hours.</li>
<li>Be cautious around session opens and scheduled economic announcements, when prices can move sharply.</li>
<li>If you trade stocks, remember that company results are often published outside regular hours and can show up as a gap at the next open.</li>
</ul>
${RISK_WARNING}
`,
  },
  {
    slug: 'deposits-and-withdrawals-explained',
    title: 'Deposits and Withdrawals Explained',
    desc: 'Funding with USDT, USDC or a bank transfer, why the coin network must match, what "frozen" means and how withdrawal fees work.',
    publishedAt: '2026-10-01T08:00:00.000Z',
    content: `
<p>Your trading account is held in US dollars. You can fund it with digital currency, such as the stablecoins USDT and USDC, or by bank transfer, and withdraw to a coin address or bank account you have added. Here is how each step works and how to avoid the most common mistakes.</p>

<h2>Depositing digital currency</h2>
<ol>
<li>Open <strong>Deposit</strong>, choose <strong>Digital currency</strong> and select the coin and network, for example USDT on TRC20 or USDT on ERC20.</li>
<li>Copy the deposit address shown for that option. Paste it rather than typing it, and compare the first and last characters after pasting.</li>
<li>Send the coin from your wallet or exchange account, choosing <strong>the same network</strong>.</li>
<li>Enter the amount you sent, upload a screenshot of the transfer as payment proof, and submit.</li>
</ol>
<p>After the deposit is checked, it is credited in USD at the rate shown for that option.</p>

<h3>Why the network matters</h3>
<p>The same coin can exist on several blockchains. USDT on TRC20 (the TRON network) and USDT on ERC20 (the Ethereum network) travel on separate networks, and their addresses look different: TRC20 addresses begin with "T", ERC20 addresses with "0x". <strong>Send only the coin and network shown with the address.</strong> A transfer on another network, or of another coin, cannot be credited and may be impossible to recover. Network fees are paid by the sender; they differ between networks and change with demand, and your wallet shows the fee before you send.</p>

<h2>Depositing by bank transfer</h2>
<ol>
<li>Choose <strong>Bank transfer</strong> and the currency, then note the collection account: bank name, account holder, account number or IBAN, and SWIFT code.</li>
<li>Make the transfer from your bank and <strong>put your UID in the transfer reference</strong>. Your UID is shown on your profile page, and it is how the payment is matched to your account.</li>
<li>Upload a picture of the transfer confirmation as proof, and submit.</li>
</ol>
<p>Bank transfers can take one or more business days, and your bank or intermediary banks may deduct charges. The amount credited is what actually arrives, converted to USD.</p>

<h2>Withdrawals</h2>
<p>First add a payout method under <strong>Withdraw</strong>: a coin address for the network you want to receive on, or a bank account. Check the network and address carefully, because a payment sent to a wrong address cannot be reversed.</p>

<h3>How much you can withdraw</h3>
<p>The available amount is the smaller of your balance and your net value, minus the margin held by open positions and pending orders. Floating profit has to be realised by closing the position before it can be withdrawn, and floating losses must stay covered.</p>

<h3>What happens after you submit</h3>
<ul>
<li>The amount leaves your balance at once and is shown as <strong>Frozen</strong> while the request is reviewed. Frozen money is not used for trading and is not affected by trading results.</li>
<li>When the withdrawal is paid, the frozen amount is cleared.</li>
<li>If it is rejected, the amount returns to your balance and you can see the reason.</li>
</ul>

<h3>Fees and the amount you receive</h3>
<p>The form shows the withdrawal fee (a fixed amount or a percentage), the exchange rate and the amount you will receive before you submit. For example, with a 1% fee a withdrawal of 200 USD has a fee of 2 USD, and the remaining 198 USD is converted at the rate shown. The amount received is rounded down to the cent, and each currency has a minimum withdrawal amount.</p>

<h2>Staying safe</h2>
<ul>
<li>Use the deposit details shown in the app each time; they can change, so do not reuse old addresses or account numbers.</li>
<li>Never share your password or verification codes with anyone, including people who claim to be support staff.</li>
</ul>
${RISK_WARNING}
`,
  },
];
