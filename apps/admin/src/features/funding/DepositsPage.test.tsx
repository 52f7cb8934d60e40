import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDeposit } from '../../test/fixtures';
import { signInAs, startFakeApi, type RecordedRequest } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { DepositsPage } from './DepositsPage';

const picture = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), {
    status: 200,
    headers: { 'content-type': 'image/jpeg' },
  });

function openDeposits(
  decision: Record<string, (r: RecordedRequest) => { code?: number; msg?: string; data?: unknown }> = {},
  deposit = testDeposit(),
) {
  const api = startFakeApi({
    '/admin/api/deposits': { data: { data: [deposit], total: 1 } },
    '/api/common/image/3f2a9c.jpg': () => picture(),
    ...decision,
  });
  signInAs('finance');
  renderPage(<DepositsPage />, { route: '/deposits' });
  return { api, deposit };
}

async function openDrawer() {
  fireEvent.click(await screen.findByTestId('deposit-open-41'));
  return screen.findByTestId('deposit-approve');
}

describe('DepositsPage', () => {
  it('lists unchecked deposits by default and approves one with the USD amount typed in', async () => {
    const { api, deposit } = openDeposits({
      '/admin/api/deposits/approve': (r) => ({
        data: { ...deposit, status: 1, credited: String((r.body as { amount: string }).amount) },
      }),
    });
    expect(await screen.findByTestId('deposit-row-41')).toBeTruthy();
    expect(api.to('/admin/api/deposits')[0]!.query.get('status')).toBe('0');

    fireEvent.click(await openDrawer());
    fireEvent.change(await screen.findByTestId('decision-field'), { target: { value: '480.5' } });
    fireEvent.click(screen.getByTestId('decision-ok'));

    await waitFor(() => expect(api.to('/admin/api/deposits/approve')).toHaveLength(1));
    expect(api.to('/admin/api/deposits/approve')[0]!.body).toEqual({ id: 41, amount: '480.5' });
    await waitFor(() => expect(screen.getByTestId('deposit-detail-status').textContent).toBe('Credited'));
    // The queue reloads after the decision.
    await waitFor(() => expect(api.to('/admin/api/deposits').length).toBeGreaterThanOrEqual(2));
  });

  it('marks a deposit whose credit waits for a second staff member, and says who asked how much', async () => {
    const waiting = testDeposit({ waiting_credit: { id: 9, amount: '999999999999.990000', requested_by: 'finance@x' } });
    startFakeApi({
      '/admin/api/deposits': { data: { data: [waiting], total: 1 } },
      '/api/common/image/3f2a9c.jpg': () => picture(),
    });
    signInAs('finance');
    renderPage(<DepositsPage />, { route: '/deposits' });
    expect((await screen.findByTestId('deposit-waiting-41')).textContent).toBe('Second approval');
    fireEvent.click(screen.getByTestId('deposit-open-41'));
    expect(
      await screen.findByText('A credit of 999,999,999,999.990000 USD asked by finance@x waits for a second staff member (Adjustments)'),
    ).toBeTruthy();
  });

  it('approves at the channel rate when no amount is typed (sends the id alone)', async () => {
    const { api, deposit } = openDeposits({
      '/admin/api/deposits/approve': () => ({ data: { ...deposit, status: 1 } }),
    });
    fireEvent.click(await openDrawer());
    fireEvent.click(await screen.findByTestId('decision-ok'));
    await waitFor(() => expect(api.to('/admin/api/deposits/approve')).toHaveLength(1));
    expect(api.to('/admin/api/deposits/approve')[0]!.body).toEqual({ id: 41 });
  });

  it('sends no rejection without a reason, then sends the reason given', async () => {
    const { api, deposit } = openDeposits({
      '/admin/api/deposits/reject': () => ({ data: { ...deposit, status: 2, remark: 'No transfer found' } }),
    });
    await openDrawer();
    fireEvent.click(screen.getByTestId('deposit-reject'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(api.to('/admin/api/deposits/reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('decision-field'), { target: { value: '  No transfer found ' } });
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to('/admin/api/deposits/reject')).toHaveLength(1));
    expect(api.to('/admin/api/deposits/reject')[0]!.body).toEqual({ id: 41, reason: 'No transfer found' });
  });

  it('shows the server message when someone else decided first, and reloads', async () => {
    const { api } = openDeposits({
      '/admin/api/deposits/approve': () => ({ code: 1065, msg: 'This request has already been decided' }),
    });
    fireEvent.click(await openDrawer());
    fireEvent.click(await screen.findByTestId('decision-ok'));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('This request has already been decided'));
    await waitFor(() => expect(api.to('/admin/api/deposits')).toHaveLength(2));
  });

  it('fetches the proof picture with the staff authorization header and shows it from a blob URL', async () => {
    const { api } = openDeposits();
    await openDrawer();
    await waitFor(() => expect(api.to('/api/common/image/3f2a9c.jpg')).toHaveLength(1));
    expect(api.to('/api/common/image/3f2a9c.jpg')[0]!.headers.authorization).toBe('stf_test');
    const img = await waitFor(() => {
      const found = document.querySelector('.ant-drawer img');
      expect(found).toBeTruthy();
      return found as HTMLImageElement;
    });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
  });

  it('shows the transaction id the trader reported, so staff can look the transfer up', async () => {
    const hash = '9f3c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
    openDeposits({}, testDeposit({ tx_id: hash }));
    await openDrawer();
    expect((await screen.findByTestId('deposit-tx-id')).textContent).toContain(hash);
  });
});
