/**
 * The lots stepper's arithmetic (§5): steps of Pip, at least ForexMinCont, at most MaxLots, never
 * zero. Exact decimals (the domain's), so 0.01 + 0.01 + 0.01 is "0.03" and that is what is sent.
 */
import { decimal, isDecimalText, type Decimal } from '@leverline/domain';

export interface LotRule {
  /** ForexMinCont */
  min: string;
  /** Pip: the lot step. */
  step: string;
  /** MaxLots */
  max: string;
}

/** Plain decimal text without exponent or trailing zeros ("0.03", "1.5"). */
const text = (value: Decimal) => value.toFixed();

/** Lots as a whole number of steps, rounded down (0.015 with step 0.01 → 0.01). */
function snapped(lots: Decimal, step: Decimal): Decimal {
  return lots.minus(lots.mod(step));
}

function parsed(lots: string): Decimal | null {
  return isDecimalText(lots) ? decimal(lots) : null;
}

/** Minus is offered while one step less is still above zero and not below the minimum. */
export function canStepDown(lots: string, rule: LotRule): boolean {
  const value = parsed(lots);
  if (!value) return false;
  const next = value.minus(decimal(rule.step));
  return next.gt(0) && next.gte(decimal(rule.min));
}

/** Plus is offered while one step more stays within the maximum. */
export function canStepUp(lots: string, rule: LotRule): boolean {
  const value = parsed(lots);
  if (!value) return true;
  return snapped(value, decimal(rule.step)).plus(decimal(rule.step)).lte(decimal(rule.max));
}

/**
 * One step down or up from `lots`, landing on a whole number of steps within [min, max]. Text that
 * is not a number starts again from the minimum.
 */
export function stepLots(lots: string, rule: LotRule, direction: 1 | -1): string {
  const min = decimal(rule.min);
  const max = decimal(rule.max);
  const step = decimal(rule.step);
  const value = parsed(lots);
  if (!value) return rule.min;
  const base = snapped(value, step);
  let next: Decimal;
  if (direction === 1) next = base.plus(step);
  // Off the grid (typed 0.015): down first lands on the step just below.
  else next = base.lt(value) ? base : base.minus(step);
  if (next.lt(min)) next = min;
  if (next.gt(max)) next = max;
  if (next.lte(0)) return text(value);
  return text(next);
}
