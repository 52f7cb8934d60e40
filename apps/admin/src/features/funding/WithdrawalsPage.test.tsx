import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testWithdrawal } from '../../test/fixtures';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { WithdrawalsPage } from './WithdrawalsPage';

const PAY = '/admin/api/withdrawals/approve';
const REJECT = '/admin/api/withdrawals/reject';

async function openWithdrawal() {
  const withdrawal = testWithdrawal();
  const api = startFakeApi({
    '/admin/api/withdrawals': { data: { data: [withdrawal], total: 1 } },
    [PAY]: { data: { ...withdrawal, status: 1, notes: '0xabc' } },
    [REJECT]: { data: { ...withdrawal, status: 2, notes: 'Wrong address' } },
  });
  signInAs('finance');
  renderPage(<WithdrawalsPage />, { route: '/withdrawals' });
  fireEvent.click(await screen.findByTestId('withdrawal-open-52'));
  await screen.findByTestId('withdrawal-pay');
  return api;
}

describe('WithdrawalsPage', () => {
  it('marks a withdrawal paid with the reference typed in', async () => {
    const api = await openWithdrawal();
    fireEvent.click(screen.getByTestId('withdrawal-pay'));
    fireEvent.change(await screen.findByTestId('decision-field'), { target: { value: ' 0xabc ' } });
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(PAY)).toHaveLength(1));
    expect(api.to(PAY)[0]!.body).toEqual({ id: 52, reference: '0xabc' });
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer [data-testid="withdrawal-status-52"]')?.textContent).toBe(
        'Paid',
      ),
    );
  });

  it('marks it paid without a reference (sends the id alone)', async () => {
    const api = await openWithdrawal();
    fireEvent.click(screen.getByTestId('withdrawal-pay'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    await waitFor(() => expect(api.to(PAY)).toHaveLength(1));
    expect(api.to(PAY)[0]!.body).toEqual({ id: 52 });
  });

  it('sends no rejection without a reason, then sends the reason given', async () => {
    const api = await openWithdrawal();
    fireEvent.click(screen.getByTestId('withdrawal-reject'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(api.to(REJECT)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('decision-field'), { target: { value: 'Wrong address' } });
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(REJECT)).toHaveLength(1));
    expect(api.to(REJECT)[0]!.body).toEqual({ id: 52, reason: 'Wrong address' });
  });
});
