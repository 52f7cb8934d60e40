import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdjustment } from '../../test/fixtures';
import { signInAs, startFakeApi, type Answer } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { AdjustmentsPage } from './AdjustmentsPage';

const LIST = '/admin/api/adjustments';
const APPROVE = '/admin/api/adjustments/approve';
const REJECT = '/admin/api/adjustments/reject';

function openAdjustments(decisions: Record<string, Answer> = {}) {
  const adjustment = testAdjustment();
  const api = startFakeApi({
    [LIST]: {
      data: {
        data: [
          adjustment,
          testAdjustment({ id: 6, status: 2, decided_by: 'owner@x', reject_reason: 'Duplicate' }),
        ],
        total: 2,
      },
    },
    [APPROVE]: { data: { ...adjustment, status: 1 } },
    [REJECT]: { data: { ...adjustment, status: 2 } },
    ...decisions,
  });
  signInAs('finance');
  renderPage(<AdjustmentsPage />, { route: '/adjustments' });
  return api;
}

describe('AdjustmentsPage', () => {
  it('lists waiting adjustments by default, with the decision buttons only on waiting rows', async () => {
    const api = openAdjustments();
    expect(await screen.findByTestId('adjustment-row-5')).toBeTruthy();
    expect(api.to(LIST)[0]!.query.get('status')).toBe('0');
    expect(screen.getByTestId('adjustment-status-5').textContent).toBe('Waiting for approval');
    expect(screen.getByTestId('adjustment-approve-5')).toBeTruthy();
    expect(screen.queryByTestId('adjustment-approve-6')).toBeNull();
    expect(screen.getByTestId('adjustment-row-6').textContent).toContain('owner@x — Duplicate');
  });

  it('says what waits and why: a deposit credit above its rate and past the day’s limits', async () => {
    const credit = testAdjustment({
      id: 8,
      amount: '999999999999.990000',
      reason: '',
      deposit_id: 41,
      holds: [
        { rule: 'deposit_rate', limit: '1.000000', value: '999999999999.990000' },
        { rule: 'user_daily', limit: '5000.000000', value: '999999999999.990000' },
      ],
    });
    startFakeApi({ [LIST]: { data: { data: [credit, testAdjustment()], total: 2 } } });
    signInAs('finance');
    renderPage(<AdjustmentsPage />, { route: '/adjustments' });
    const row = await screen.findByTestId('adjustment-row-8');
    expect(row.textContent).toContain('Deposit #41');
    expect(screen.getByTestId('adjustment-holds-8').textContent).toBe(
      "999,999,999,999.990000 USD is above the deposit's number × rate (1.000000 USD)" +
        "The user's credits today would reach 999,999,999,999.990000 USD, past 5,000.000000 USD",
    );
    expect(screen.getByTestId('adjustment-row-5').textContent).toContain('Balance adjustment');
    expect(screen.getByTestId('adjustment-holds-5').textContent).toBe('2,500.000000 USD is above the 1,000.000000 USD approval threshold');
    fireEvent.click(screen.getByTestId('adjustment-approve-8'));
    expect(await screen.findByText('Credit deposit #41 of user 800007 with 999,999,999,999.990000 USD?')).toBeTruthy();
  });

  it('approves from the row, naming the amount and the user, and reloads the queue', async () => {
    const api = openAdjustments();
    fireEvent.click(await screen.findByTestId('adjustment-approve-5'));
    expect(await screen.findByText('Apply -2,500.000000 USD to user 800007?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(APPROVE)).toHaveLength(1));
    expect(api.to(APPROVE)[0]!.body).toEqual({ id: 5 });
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('sends no rejection without a reason, then sends the reason given', async () => {
    const api = openAdjustments();
    fireEvent.click(await screen.findByTestId('adjustment-reject-5'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(api.to(REJECT)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('decision-field'), { target: { value: ' Not needed ' } });
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(REJECT)).toHaveLength(1));
    expect(api.to(REJECT)[0]!.body).toEqual({ id: 5, reason: 'Not needed' });
  });

  it('shows the refusal of the one who asked and sends nothing more', async () => {
    const api = openAdjustments({
      [APPROVE]: { code: 1070, msg: 'A second staff member must approve this' },
    });
    fireEvent.click(await screen.findByTestId('adjustment-approve-5'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    await waitFor(() =>
      expect(api.toastError).toHaveBeenCalledWith('A second staff member must approve this'),
    );
    expect(api.to(APPROVE)).toHaveLength(1);
    expect(api.to(LIST)).toHaveLength(1);
  });
});
