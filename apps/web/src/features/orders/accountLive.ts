/**
 * The account summary moved by live pushes. FOREX_TRADE carries balance, floating profit, margin
 * held, net value and risk rate; free margin and margin level follow from them by the domain's one
 * definition (accountFigures), the same the server computes forexDetail with, and are kept as the
 * server writes them: money at 6 places, the margin level at 2.
 */
import { MONEY_PLACES, type AccountSummary, type ForexTradePush } from '@leverline/contract';
import { accountFigures } from '@leverline/domain';
import { PERCENT_PLACES, wireMoney } from '../../ui/wire';

export function withTradePush(summary: AccountSummary, push: ForexTradePush): AccountSummary {
  const figures = accountFigures(
    wireMoney(push.Balance),
    wireMoney(push.ProfitsTotal),
    wireMoney(push.CautionMoneyAll),
  );
  return {
    ...summary,
    balance: push.Balance,
    profits_total: push.ProfitsTotal,
    net_value: push.NetValue,
    current_margin: push.CautionMoneyAll,
    // Numbers as the server writes them: each parses back to exactly this decimal (ui/wire).
    available_prepayment: Number(figures.freeMargin.toFixed(MONEY_PLACES)),
    prepayment_ratio:
      figures.marginLevelPct === null ? null : Number(figures.marginLevelPct.toFixed(PERCENT_PLACES)),
    risk_rate: push.HazardRate,
  };
}
