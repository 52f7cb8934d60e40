import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testAdjustment } from '../../test/fixtures';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { AdjustForm } from './AdjustForm';

function fillAndConfirm(amount: string, reason: string) {
  fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('adjust-submit'));
}

describe('AdjustForm', () => {
  it('sends a signed amount and says when it waits for a second approval', async () => {
    const api = startFakeApi({
      '/admin/api/users/adjust': { data: testAdjustment({ amount: '-2500.000000', status: 0 }) },
    });
    signInAs('finance');
    const onApplied = vi.fn();
    render(<AdjustForm userId={7} isDemo={false} onApplied={onApplied} />);

    fillAndConfirm('-2500', 'Chargeback of deposit #41');
    fireEvent.click(await screen.findByTestId('decision-ok'));

    await waitFor(() => expect(api.to('/admin/api/users/adjust')).toHaveLength(1));
    expect(api.to('/admin/api/users/adjust')[0]!.body).toEqual({
      id: 7,
      amount: '-2500',
      reason: 'Chargeback of deposit #41',
    });
    expect((await screen.findByTestId('adjust-outcome')).textContent).toContain(
      'Waiting for a second approval',
    );
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('reports an adjustment applied at once and lets the page reload the balance', async () => {
    startFakeApi({ '/admin/api/users/adjust': { data: testAdjustment({ amount: '25.000000', status: 1 }) } });
    signInAs('finance');
    const onApplied = vi.fn();
    render(<AdjustForm userId={7} isDemo={false} onApplied={onApplied} />);
    fillAndConfirm('25', 'Goodwill');
    fireEvent.click(await screen.findByTestId('decision-ok'));
    expect((await screen.findByTestId('adjust-outcome')).textContent).toContain('The adjustment was applied');
    expect(onApplied).toHaveBeenCalledOnce();
  });

  it('sends nothing for zero, a bad amount or a missing reason', async () => {
    const api = startFakeApi({});
    signInAs('finance');
    render(<AdjustForm userId={7} isDemo={false} onApplied={() => undefined} />);
    fillAndConfirm('0.00', '');
    expect(await screen.findByText(/Enter a signed amount/)).toBeTruthy();
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    fillAndConfirm('12.1234567', 'x');
    expect(await screen.findByText(/Enter a signed amount/)).toBeTruthy();
    expect(screen.queryByTestId('decision-ok')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
