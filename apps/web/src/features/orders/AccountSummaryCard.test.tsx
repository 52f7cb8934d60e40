import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { changeLang } from '../../i18n/i18n';
import { testSummary } from '../../test/trading';
import { AccountSummaryCard } from './AccountSummaryCard';

const NBSP = '\u00A0';

describe('AccountSummaryCard', () => {
  afterEach(async () => {
    await changeLang('en');
  });

  it("shows money and percentages exactly, in the reader's number style, again when the language changes", async () => {
    // As the server writes them: money at 6 places at most, ratios at 2.
    const summary = testSummary({
      balance: 12345.678999,
      profits_total: 1234.5,
      net_value: 13580.178999,
      current_margin: 1000.000001,
      available_prepayment: -12580.1,
      prepayment_ratio: 1358.02,
      risk_rate: 7.36,
    });
    render(<AccountSummaryCard summary={summary} />);
    const shown = () =>
      [
        'summary-floating',
        'summary-balance',
        'summary-net-value',
        'summary-margin',
        'summary-free-margin',
        'summary-margin-level',
        'summary-risk-rate',
      ].map((id) => screen.getByTestId(id).textContent);
    // Balances to 2 places never rounded up, money to its 6 places, then the style.
    expect(shown()).toEqual([
      '+1,234.500000',
      '12,345.67',
      '13,580.17',
      '1,000.000001',
      '-12,580.100000',
      '1,358.02%',
      '7.36%',
    ]);
    await act(() => changeLang('de'));
    expect(shown()).toEqual([
      '+1.234,500000',
      '12.345,67',
      '13.580,17',
      '1.000,000001',
      '-12.580,100000',
      `1.358,02${NBSP}%`,
      `7,36${NBSP}%`,
    ]);
  });

  it('warns of a margin call once the margin level reaches the margin-call level, not before', () => {
    // Net value 1,000 on 1,000 margin held: a margin level of 100 %.
    const called = testSummary({
      balance: 1200,
      profits_total: -200,
      net_value: 1000,
      current_margin: 1000,
    });
    const { rerender } = render(<AccountSummaryCard summary={called} />);
    expect(screen.getByTestId('summary-margin-call').textContent).toBe(
      'Margin call: your margin level is at or below 100%. Add funds or reduce positions; at 50% positions are closed automatically, the biggest loss first.',
    );
    rerender(<AccountSummaryCard summary={{ ...called, profits_total: -199, net_value: 1001 }} />);
    expect(screen.queryByTestId('summary-margin-call')).toBeNull();
    // No margin held: no margin level, no call.
    rerender(<AccountSummaryCard summary={testSummary({ current_margin: 0 })} />);
    expect(screen.queryByTestId('summary-margin-call')).toBeNull();
    // Levels that are not whole numbers read as the owner set them.
    rerender(<AccountSummaryCard summary={{ ...called, margin_call_level: 100.5, stop_out_level: 50.25 }} />);
    expect(screen.getByTestId('summary-margin-call').textContent).toContain('at or below 100.5%');
    expect(screen.getByTestId('summary-margin-call').textContent).toContain('at 50.25% positions are closed');
  });

  it('shows zeros as zeros, and "--" only for what is missing', () => {
    const { rerender } = render(<AccountSummaryCard summary={testSummary({ prepayment_ratio: null })} />);
    expect(screen.getByTestId('summary-floating').textContent).toBe('0.000000');
    expect(screen.getByTestId('summary-floating').className).toContain('is-flat');
    expect(screen.getByTestId('summary-margin').textContent).toBe('0.000000');
    expect(screen.getByTestId('summary-risk-rate').textContent).toBe('0.00%');
    expect(screen.getByTestId('summary-margin-level').textContent).toBe('--');
    rerender(<AccountSummaryCard summary={null} />);
    expect(screen.getByTestId('summary-floating').textContent).toBe('--');
    expect(screen.getByTestId('summary-balance').textContent).toBe('--');
  });
});
