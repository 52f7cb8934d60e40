import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_PERIOD } from '@leverline/contract';
import { PeriodBar } from './PeriodBar';
import { PERIOD_OPTIONS } from './periods';

describe('period bar', () => {
  it('maps 1M 5M 15M 30M 1H 1D to the kline periods, 1min first and by default', () => {
    expect(DEFAULT_PERIOD).toBe('1min');
    render(<PeriodBar value={DEFAULT_PERIOD} onChange={() => undefined} />);
    const shown = PERIOD_OPTIONS.map(({ period }) => [screen.getByTestId(`period-${period}`).textContent, period]);
    expect(shown).toEqual([
      ['1M', '1min'],
      ['5M', '5min'],
      ['15M', '15min'],
      ['30M', '30min'],
      ['1H', '60min'],
      ['1D', '1day'],
    ]);
    expect(screen.getByTestId('period-1min').getAttribute('aria-checked')).toBe('true');
  });

  it('reports the period of the tapped button', () => {
    const onChange = vi.fn();
    render(<PeriodBar value="1min" onChange={onChange} />);
    fireEvent.click(screen.getByText('1H'));
    fireEvent.click(screen.getByText('1D'));
    expect(onChange.mock.calls).toEqual([['60min'], ['1day']]);
  });
});
