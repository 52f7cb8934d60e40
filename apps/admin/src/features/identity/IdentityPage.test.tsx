import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testIdentityReview } from '../../test/fixtures';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { IdentityPage } from './IdentityPage';

const APPROVE = '/admin/api/identity/approve';
const REJECT = '/admin/api/identity/reject';

const picture = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), {
    status: 200,
    headers: { 'content-type': 'image/jpeg' },
  });

async function openReview() {
  const review = testIdentityReview();
  const api = startFakeApi({
    '/admin/api/identity': { data: { data: [review], total: 1 } },
    '/api/common/image/front63.jpg': () => picture(),
    '/api/common/image/back63.jpg': () => picture(),
    [APPROVE]: { data: { ...review, status: 2 } },
    [REJECT]: { data: { ...review, status: 3, reason: 'Blurred photo' } },
  });
  signInAs('compliance');
  renderPage(<IdentityPage />, { route: '/identity' });
  fireEvent.click(await screen.findByTestId('identity-open-63'));
  await screen.findByTestId('identity-approve');
  return api;
}

describe('IdentityPage', () => {
  it('approves a submission with its id alone', async () => {
    const api = await openReview();
    fireEvent.click(screen.getByTestId('identity-approve'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    await waitFor(() => expect(api.to(APPROVE)).toHaveLength(1));
    expect(api.to(APPROVE)[0]!.body).toEqual({ id: 63 });
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer [data-testid="identity-status-63"]')?.textContent).toBe(
        'Approved',
      ),
    );
  });

  it('sends no rejection without a reason, then sends the reason given', async () => {
    const api = await openReview();
    fireEvent.click(screen.getByTestId('identity-reject'));
    fireEvent.click(await screen.findByTestId('decision-ok'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(api.to(REJECT)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('decision-field'), { target: { value: ' Blurred photo ' } });
    fireEvent.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(api.to(REJECT)).toHaveLength(1));
    expect(api.to(REJECT)[0]!.body).toEqual({ id: 63, reason: 'Blurred photo' });
  });

  it('fetches both photos with the staff authorization header', async () => {
    const api = await openReview();
    await waitFor(() => expect(api.to('/api/common/image/front63.jpg')).toHaveLength(1));
    await waitFor(() => expect(api.to('/api/common/image/back63.jpg')).toHaveLength(1));
    expect(api.to('/api/common/image/front63.jpg')[0]!.headers.authorization).toBe('stf_test');
    expect(api.to('/api/common/image/back63.jpg')[0]!.headers.authorization).toBe('stf_test');
    await waitFor(() => expect(document.querySelectorAll('.ant-drawer img')).toHaveLength(2));
    for (const img of document.querySelectorAll('.ant-drawer img'))
      expect(img.getAttribute('src')).toMatch(/^blob:/);
  });
});
