import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { testBankCoin, testCoinOption, testCollectionBank, testDeposit } from '../../test/funding';
import { openApp } from '../../test/openApp';

type Route = Answer | ((request: RecordedRequest) => Answer | Response | Promise<Answer>);

const STORED = '/api/common/image/0123456789abcdef0123456789abcdef.jpg';
const SUBMITTED = 'Your deposit has been submitted and will be credited once it is checked';

function openCharge(path: string, routes: Record<string, Route> = {}) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    '/api/quickCharge/info': {
      data: [
        testCoinOption(),
        testCoinOption({
          id: 2,
          protocol_code: 'ERC20',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
        }),
      ],
    },
    '/api/quickCharge/symbols': { data: [testBankCoin()] },
    '/api/quickCharge/wire_info': {
      data: [testCollectionBank(), testCollectionBank({ id: 9, bank_name: 'Peak Bank' })],
    },
    '/api/quickCharge/quick_ist': { data: { data: [], total: 0 } },
    '/api/common/image_upload': { data: { url: STORED, width: 800, height: 600 } },
    '/api/quickCharge/submit': { msg: SUBMITTED, data: { id: 24 } },
    '/api/quickCharge/wire_submit': { msg: SUBMITTED, data: { id: 25 } },
    ...routes,
  });
  const router = openApp(path);
  return { api, router };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const requestsTo = (api: ReturnType<typeof serveFakeApi>, path: string) =>
  api.requests.filter((r) => r.path === path);

/** Picks a picture in the proof slot and waits for it to be uploaded and previewed. */
async function attachProof() {
  const input = screen.getByTestId('charge-proof').querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() =>
    expect(
      screen.getByTestId('charge-proof').querySelector('.adm-image-uploader-cell-image, img'),
    ).toBeTruthy(),
  );
}

describe('ChargePage', () => {
  it('shows the chosen coin’s address and rate, and reports a deposit with its proof', async () => {
    const { api } = openCharge('/mine/charge');
    expect((await screen.findByTestId('charge-address')).textContent).toBe(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    fireEvent.click(screen.getByTestId('charge-option-2'));
    expect(screen.getByTestId('charge-address').textContent).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    fireEvent.click(screen.getByTestId('charge-address-copy'));
    expect(await screen.findByText('Copied successfully')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('0x52908400098527886E0F7030069857D2E4169EE7');

    type('charge-amount', '250.5');
    // 250.5 USDT × 1 USD
    expect(screen.getByTestId('charge-estimate').textContent).toBe(
      'About 250.50 USD will be credited once checked',
    );
    fireEvent.click(screen.getByTestId('charge-submit'));
    expect(await screen.findByText('Please upload a picture')).toBeTruthy();
    expect(requestsTo(api, '/api/quickCharge/submit')).toEqual([]);

    await attachProof();
    const upload = requestsTo(api, '/api/common/image_upload')[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.headers.authorization).toBe('tok');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByTestId('charge-submit'));
    await waitFor(() => expect(requestsTo(api, '/api/quickCharge/submit')).toHaveLength(1));
    const sent = requestsTo(api, '/api/quickCharge/submit')[0]!;
    expect(sent.body).toMatchObject({
      number: '250.5',
      proofImg: STORED,
      charge_id: 2,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith(SUBMITTED));
    await waitFor(() => expect(requestsTo(api, '/api/quickCharge/quick_ist')).toHaveLength(2));
    expect(requestsTo(api, '/api/quickCharge/quick_ist').map((r) => r.query.get('type'))).toEqual(['0', '0']);
    expect(screen.getByTestId<HTMLInputElement>('charge-amount').value).toBe('');
  });

  it('on the bank tab asks for a collection account before anything is sent', async () => {
    const { api } = openCharge('/mine/charge');
    fireEvent.click(await screen.findByTestId('charge-tab-bank'));
    await screen.findByTestId('charge-bank-8');
    expect(requestsTo(api, '/api/quickCharge/wire_info')[0]?.query.get('symbol_id')).toBe('3');
    type('charge-amount', '1000');
    fireEvent.click(screen.getByTestId('charge-submit'));
    expect(await screen.findByText('No payment channel. Please choose a collection account')).toBeTruthy();
    expect(requestsTo(api, '/api/quickCharge/wire_submit')).toEqual([]);

    fireEvent.click(screen.getByTestId('charge-bank-8'));
    expect(screen.getByTestId('charge-payee-account').textContent).toBe('012345678901');
    await attachProof();
    fireEvent.click(screen.getByTestId('charge-submit'));
    await waitFor(() => expect(requestsTo(api, '/api/quickCharge/wire_submit')).toHaveLength(1));
    expect(requestsTo(api, '/api/quickCharge/wire_submit')[0]!.body).toMatchObject({
      number: '1000',
      proofImg: STORED,
      wire_id: 8,
    });
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith(SUBMITTED));
    // coin history first, then the bank tab's, and the bank tab's again after the report
    await waitFor(() =>
      expect(requestsTo(api, '/api/quickCharge/quick_ist').map((r) => r.query.get('type'))).toEqual([
        '0',
        '1',
        '1',
      ]),
    );
  });

  it('lists deposits with their state, the USD credited and the reason for a refusal', async () => {
    openCharge('/mine/charge?tab=bank', {
      '/api/quickCharge/quick_ist': {
        data: {
          data: [
            testDeposit({
              id: 23,
              type: 1,
              currency_code: 'HKD',
              protocol_code: '',
              status: 2,
              status_name: 'Rejected',
              remark: 'Slip unreadable',
            }),
            testDeposit({
              id: 22,
              type: 1,
              number: '1000',
              currency_code: 'HKD',
              protocol_code: '',
              status: 1,
              status_name: 'Finished',
              credited: '128.000000',
            }),
          ],
          total: 2,
        },
      },
    });
    expect((await screen.findByTestId('deposit-status-23')).textContent).toBe('Rejected');
    expect(screen.getByTestId('charge-remark-23').textContent).toBe('Slip unreadable');
    expect(screen.getByTestId('deposit-status-22').className).toContain('is-done');
    expect(screen.getByTestId('charge-credited-22').textContent).toBe('128.00 USD');
    expect(screen.getByTestId('deposit-22').textContent).toContain('1,000 HKD');
  });

  it('shows a proof picture fetched with the session, never by a bare address', async () => {
    const { api } = openCharge('/mine/charge', {
      '/api/quickCharge/quick_ist': { data: { data: [testDeposit()], total: 1 } },
      [STORED]: () =>
        new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        }),
    });
    fireEvent.click(await screen.findByText('View proof'));
    const picture = await screen.findByRole('img', { name: 'Payment proof' });
    expect(picture.getAttribute('src')).toMatch(/^blob:/);
    expect(requestsTo(api, STORED)[0]?.headers.authorization).toBe('tok');
  });
});
