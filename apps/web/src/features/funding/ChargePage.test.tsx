import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
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

/** The drawn modules of a QR code (its path), to compare two codes by what they encode. */
const modulesOf = (svg: string) => /<path[^>]*fill="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? /d="([^"]+)"[^>]*fill="#000000"/.exec(svg)?.[1];

const STATUS = {
  terms_version: null,
  accepted_version: null,
  accepted_at: null,
  terms_needed: false,
  test_needed: false,
  test_passed: false,
  retake_at: null,
  residence: null,
  residence_needed: true,
  residence_restricted: false,
};
const COUNTRIES = {
  countries: [
    { code: 'CU', name: 'Cuba', restricted: true },
    { code: 'FR', name: 'France', restricted: false },
  ],
  address_country: null,
  address_restricted: false,
};

describe('ChargePage', () => {
  it('asks a trader with no country of residence for it once, then opens the deposit form', async () => {
    const { api } = openCharge('/mine/charge', {
      '/api/compliance/status': { data: STATUS },
      '/api/compliance/countries': { data: COUNTRIES },
      '/api/compliance/residence': (request) => ({
        msg: 'Your country of residence is recorded',
        data: { ...STATUS, residence: (request.body as { country: string }).country, residence_needed: false },
      }),
    });
    await screen.findByTestId('residence-gate');
    expect(screen.queryByTestId('charge-tab-coin')).toBeNull();
    fireEvent.click(screen.getByTestId('residence-picker'));
    fireEvent.click(await screen.findByText('France'));
    fireEvent.click(screen.getByTestId('residence-submit'));
    await screen.findByTestId('charge-tab-coin');
    expect(requestsTo(api, '/api/compliance/residence')[0]!.body).toEqual({ country: 'FR' });
  });

  it('tells a resident of a restricted country that deposits are not offered', async () => {
    openCharge('/mine/charge', {
      '/api/compliance/status': { data: { ...STATUS, residence: 'CU', residence_needed: false, residence_restricted: true } },
      '/api/compliance/countries': { data: COUNTRIES },
    });
    expect((await screen.findByTestId('residence-restricted')).textContent).toBe('We do not provide our service to residents of Cuba');
    expect(screen.queryByTestId('charge-tab-coin')).toBeNull();
  });

  it('shows the chosen address as a QR code drawn in the page, and sends the transaction id checked for its network', async () => {
    const { api } = openCharge('/mine/charge');
    const erc20 = '0x52908400098527886E0F7030069857D2E4169EE7';
    await screen.findByTestId('charge-qr');
    fireEvent.click(screen.getByTestId('charge-option-2'));
    const qr = screen.getByTestId('charge-qr').querySelector('svg')!;
    expect(qr.querySelector('title')?.textContent).toBe('QR code of the USDT address on ERC20');
    const expected = modulesOf(renderToStaticMarkup(<QRCodeSVG value={erc20} size={168} level="M" marginSize={2} />));
    expect(expected).toBeTruthy();
    expect(modulesOf(qr.outerHTML)).toBe(expected);

    type('charge-amount', '10');
    await attachProof();
    // A Tron hash on the Ethereum network: said at once, and nothing is sent.
    const hash = '9f3c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
    const txInput = screen.getByTestId('charge-tx-id').querySelector('input')!;
    fireEvent.change(txInput, { target: { value: hash } });
    fireEvent.click(screen.getByTestId('charge-submit'));
    expect((await screen.findByTestId('charge-tx-id-error')).textContent).toBe('This is not a transaction ID on ERC20');
    expect(requestsTo(api, '/api/quickCharge/submit')).toEqual([]);

    fireEvent.change(txInput, { target: { value: ` 0x${hash} ` } });
    expect(screen.queryByTestId('charge-tx-id-error')).toBeNull();
    fireEvent.click(screen.getByTestId('charge-submit'));
    await waitFor(() => expect(requestsTo(api, '/api/quickCharge/submit')).toHaveLength(1));
    expect(requestsTo(api, '/api/quickCharge/submit')[0]!.body).toMatchObject({ charge_id: 2, tx_id: `0x${hash}` });
  });

  it('shows a reported transaction id in the deposit history', async () => {
    const hash = '9f3c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
    openCharge('/mine/charge', { '/api/quickCharge/quick_ist': { data: { data: [testDeposit({ tx_id: hash })], total: 1 } } });
    expect((await screen.findByTestId('charge-tx-id-21')).textContent).toBe(hash);
  });

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

  it('says clearly when the broker has set up no deposit channel yet, on both tabs', async () => {
    openCharge('/mine/charge', {
      '/api/quickCharge/info': { data: [] },
      '/api/quickCharge/symbols': { data: [] },
      '/api/quickCharge/wire_info': { data: [] },
    });
    expect((await screen.findByTestId('deposit-no-channel')).textContent).toBe(
      'No deposit channel is available at the moment. Please contact customer service.',
    );
    expect(screen.queryByTestId('charge-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('charge-tab-bank'));
    await waitFor(() => expect(screen.getAllByTestId('deposit-no-channel')).toHaveLength(1));
    expect(screen.queryByTestId('charge-submit')).toBeNull();
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
              number: 1000,
              currency_code: 'HKD',
              protocol_code: '',
              status: 1,
              status_name: 'Finished',
              credited: 128,
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
