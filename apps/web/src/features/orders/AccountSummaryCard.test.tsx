import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testSummary } from '../../test/trading';
import { AccountSummaryCard } from './AccountSummaryCard';

describe('AccountSummaryCard', () => {
  it('warns of a margin call once the margin level reaches the margin-call level, not before', () => {
    // Net value 1,000 on 1,000 margin held: a margin level of 100 %.
    const called = testSummary({
      balance: '1200.000000',
      profits_total: '-200.000000',
      net_value: '1000.000000',
      current_margin: '1000.000000',
    });
    const { rerender } = render(<AccountSummaryCard summary={called} />);
    expect(screen.getByTestId('summary-margin-call').textContent).toBe(
      'Margin call: your margin level is at or below 100%. Add funds or reduce positions; at 50% positions are closed automatically, the biggest loss first.',
    );
    rerender(
      <AccountSummaryCard summary={{ ...called, profits_total: '-199.000000', net_value: '1001.000000' }} />,
    );
    expect(screen.queryByTestId('summary-margin-call')).toBeNull();
    // No margin held: no margin level, no call.
    rerender(<AccountSummaryCard summary={testSummary({ current_margin: '0.000000' })} />);
    expect(screen.queryByTestId('summary-margin-call')).toBeNull();
  });
});
