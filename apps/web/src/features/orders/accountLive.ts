/**
 * The account summary moved by live pushes. FOREX_TRADE carries balance, floating profit, margin
 * held, net value and risk rate; free margin and margin level follow from them by the domain's one
 * definition (accountFigures), the same the server computes forexDetail with.
 */
import type { AccountSummary, ForexTradePush } from '@leverline/contract';
import { accountFigures } from '@leverline/domain';

export function withTradePush(summary: AccountSummary, push: ForexTradePush): AccountSummary {
  const figures = accountFigures(push.Balance, push.ProfitsTotal, push.CautionMoneyAll);
  return {
    ...summary,
    balance: push.Balance,
    profits_total: push.ProfitsTotal,
    net_value: push.NetValue,
    current_margin: push.CautionMoneyAll,
    available_prepayment: figures.freeMargin.toFixed(6),
    prepayment_ratio: figures.marginLevelPct?.toFixed(2) ?? null,
    risk_rate: push.HazardRate,
  };
}
