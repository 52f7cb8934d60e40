import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IdentityCenter } from '@leverline/contract';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

type Route = Answer | ((request: RecordedRequest) => Answer | Response | Promise<Answer | Response>);

const CENTER = '/api/user_real/center';
const SUBMIT = '/api/user_real/real_name';
const UPLOAD = '/api/common/image_upload';
const FRONT = '/api/common/image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
const BACK = '/api/common/image/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';
const SUBMITTED = 'Your documents have been submitted for review';

function center(overrides: Partial<IdentityCenter> = {}): IdentityCenter {
  return {
    review_status: 0,
    name: '',
    card_id: '',
    front_pic: '',
    reverse_pic: '',
    reject_reason: '',
    ...overrides,
  };
}

const picture = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), {
    headers: { 'content-type': 'image/jpeg' },
  });

function openAuth(routes: Record<string, Route>, user = testUser()) {
  sessionStore.signIn('tok', user);
  // Each upload is stored under a name of its own, as the server does.
  const stored = [FRONT, BACK];
  const api = serveFakeApi({
    [UPLOAD]: () => ({ data: { url: stored.shift() ?? '', width: 800, height: 500 } }),
    [FRONT]: picture,
    [BACK]: picture,
    ...routes,
  });
  const router = openApp('/mine/auth');
  return { api, router };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const requestsTo = (api: ReturnType<typeof serveFakeApi>, path: string) =>
  api.requests.filter((r) => r.path === path);
const blobPicture = (testId: string) => screen.getByTestId(testId).querySelector('img[src^="blob:"]');

/** Picks a photo in a slot and waits for it to be uploaded and previewed. */
async function attachPhoto(testId: string, name: string) {
  const input = screen.getByTestId(testId).querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(blobPicture(testId)).toBeTruthy());
}

describe('IdentityPage', () => {
  it('says what is missing and sends nothing until every field and both photos are there', async () => {
    const { api } = openAuth({ [CENTER]: { data: center() } });
    await screen.findByTestId('auth-state-form');
    expect(screen.queryByTestId('auth-reject-reason')).toBeNull();
    // nothing is flagged before a first try
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('Please enter your name as it appears on your ID')).toBeTruthy();
    expect(screen.getByText('Please enter your ID number')).toBeTruthy();
    expect(screen.getByText('Please upload a photo of the front of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload a photo of the back of your ID')).toBeTruthy();

    // the messages follow the typing; still nothing is sent while a photo is missing
    type('auth-name', 'Chan Tai Man');
    type('auth-card-id', 'A123456(7)');
    expect(screen.queryByText('Please enter your name as it appears on your ID')).toBeNull();
    expect(screen.getByTestId('auth-error-card_id').textContent).toBe(
      'Please enter a valid ID number (letters, digits, spaces and dashes)',
    );
    type('auth-card-id', 'A123456-7');
    await attachPhoto('auth-front', 'front.png');
    // The preview shows the whole document, scaled into its slot, never cropped.
    expect(blobPicture('auth-front')!.getAttribute('style')).toContain('object-fit: contain');
    expect(screen.getByTestId('auth-front').classList.contains('is-document')).toBe(true);
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.queryByTestId('auth-error-card_id')).toBeNull();
    expect(screen.queryByTestId('auth-error-front')).toBeNull();
    expect(screen.getByTestId('auth-error-back').textContent).toBe(
      'Please upload a photo of the back of your ID',
    );
    expect(requestsTo(api, SUBMIT)).toEqual([]);
  });

  it('sends the name, ID number and both photos, then shows what was sent, waiting for review', async () => {
    const { api } = openAuth({
      [CENTER]: { data: center() },
      [SUBMIT]: (request) => {
        const body = request.body as Record<string, string>;
        return {
          msg: SUBMITTED,
          data: center({
            review_status: 1,
            name: body.name,
            card_id: body.card_id?.toUpperCase(),
            front_pic: body.front_pic,
            reverse_pic: body.reverse_pic,
          }),
        };
      },
    });
    await screen.findByTestId('auth-state-form');
    type('auth-name', '  Chan Tai Man ');
    type('auth-card-id', 'a123456-7');
    await attachPhoto('auth-front', 'front.png');
    await attachPhoto('auth-back', 'back.png');
    const uploads = requestsTo(api, UPLOAD);
    expect(uploads).toHaveLength(2);
    expect(uploads.every((u) => u.headers.authorization === 'tok')).toBe(true);

    fireEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(requestsTo(api, SUBMIT)).toHaveLength(1));
    const sent = requestsTo(api, SUBMIT)[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      name: 'Chan Tai Man',
      card_id: 'a123456-7',
      front_pic: FRONT,
      reverse_pic: BACK,
    });
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith(SUBMITTED));

    const waiting = await screen.findByTestId('auth-state-waiting');
    expect(within(waiting).getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByTestId('auth-name').textContent).toBe('Chan Tai Man');
    expect(screen.getByTestId('auth-card-id').textContent).toBe('A123456-7');
    await waitFor(() => expect(blobPicture('auth-front')).toBeTruthy());
    await waitFor(() => expect(blobPicture('auth-back')).toBeTruthy());
    expect(screen.queryByTestId('auth-submit')).toBeNull();
    // the centre was asked once: the submit's answer is what is shown
    expect(requestsTo(api, CENTER)).toHaveLength(1);
  });

  it('after a rejection shows the reason above the form, filled in with what was sent, photos too', async () => {
    const { api } = openAuth({
      [CENTER]: {
        data: center({
          name: 'Chan Tai Man',
          card_id: 'A1234567',
          front_pic: FRONT,
          reverse_pic: BACK,
          reject_reason: 'The back photo is blurred',
        }),
      },
      [SUBMIT]: {
        msg: SUBMITTED,
        data: center({
          review_status: 1,
          name: 'Chan Tai Man',
          card_id: 'A1234567',
          front_pic: FRONT,
          reverse_pic: BACK,
        }),
      },
    });
    await screen.findByTestId('auth-state-form');
    expect(screen.getByTestId('auth-reject-reason').textContent).toBe('The back photo is blurred');
    expect(screen.getByText('Your verification was not approved')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('auth-name').value).toBe('Chan Tai Man');
    expect(screen.getByTestId<HTMLInputElement>('auth-card-id').value).toBe('A1234567');
    // stored photos need the session header: fetched with it and shown from memory
    await waitFor(() => expect(blobPicture('auth-front')).toBeTruthy());
    await waitFor(() => expect(blobPicture('auth-back')).toBeTruthy());
    expect(requestsTo(api, FRONT)[0]?.headers.authorization).toBe('tok');

    // sent again as it stands, it keeps the stored photos
    fireEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(requestsTo(api, SUBMIT)).toHaveLength(1));
    expect(requestsTo(api, SUBMIT)[0]!.body).toEqual({
      name: 'Chan Tai Man',
      card_id: 'A1234567',
      front_pic: FRONT,
      reverse_pic: BACK,
    });
    expect(await screen.findByTestId('auth-state-waiting')).toBeTruthy();
  });

  it('when the documents were already sent from elsewhere, says so and shows them waiting', async () => {
    let sentElsewhere = false;
    const waiting = center({
      review_status: 1,
      name: 'Chan Tai Man',
      card_id: 'A1234567',
      front_pic: FRONT,
      reverse_pic: BACK,
    });
    const { api } = openAuth({
      [CENTER]: () => ({ data: sentElsewhere ? waiting : center() }),
      [SUBMIT]: () => {
        sentElsewhere = true;
        return { code: 1073, msg: 'Your documents are already under review' };
      },
    });
    await screen.findByTestId('auth-state-form');
    type('auth-name', 'Chan Tai Man');
    type('auth-card-id', 'A1234567');
    await attachPhoto('auth-front', 'front.png');
    await attachPhoto('auth-back', 'back.png');
    fireEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() => expect(api.toast).toHaveBeenCalledWith('Your documents are already under review'));
    expect(await screen.findByTestId('auth-state-waiting')).toBeTruthy();
    expect(requestsTo(api, CENTER)).toHaveLength(2);
  });

  it('once approved is read-only: name, ID number and both pictures, no form', async () => {
    openAuth({
      [CENTER]: {
        data: center({
          review_status: 2,
          name: 'Chan Tai Man',
          card_id: 'A1234567',
          front_pic: FRONT,
          reverse_pic: BACK,
        }),
      },
    });
    const finished = await screen.findByTestId('auth-state-finished');
    expect(within(finished).getByText('Identity verified')).toBeTruthy();
    expect(screen.getByTestId('auth-name').textContent).toBe('Chan Tai Man');
    expect(screen.getByTestId('auth-card-id').textContent).toBe('A1234567');
    expect(await screen.findByRole('img', { name: 'Front of ID' })).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Back of ID' })).getAttribute('src')).toMatch(/^blob:/);
    expect(document.querySelector('form, input')).toBeNull();
    expect(screen.queryByTestId('auth-submit')).toBeNull();
  });

  it('offers a retry when the centre cannot be loaded', async () => {
    let fail = true;
    openAuth({
      [CENTER]: () => (fail ? { code: 500, msg: 'Server error' } : { data: center() }),
    });
    const reload = await screen.findByText('Reload');
    expect(screen.queryByTestId('auth-state-form')).toBeNull();
    fail = false;
    fireEvent.click(reload);
    expect(await screen.findByTestId('auth-state-form')).toBeTruthy();
  });

  it('tells a demo user a real account is needed, and asks the server nothing', async () => {
    const { api } = openAuth({}, testUser({ is_demo: 1, account_kind: 'demo', email: null }));
    expect((await screen.findByTestId('demo-forbidden')).textContent).toContain(
      'Please register or log in to a real account',
    );
    expect(screen.queryByTestId('auth-state-form')).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
