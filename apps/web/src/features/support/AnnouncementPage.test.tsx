import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const COUNTRIES = ['North Korea', 'Israel', 'China', 'Vanuatu', 'Cuba'];

/** The server's list: §1's five restricted (named alphabetically there), and a country that is not. */
const IN_FORCE = {
  '/api/compliance/countries': {
    data: {
      countries: [
        { code: 'CN', name: 'China', restricted: true },
        { code: 'CU', name: 'Cuba', restricted: true },
        { code: 'DE', name: 'Germany', restricted: false },
        { code: 'IL', name: 'Israel', restricted: true },
        { code: 'KP', name: 'North Korea', restricted: true },
        { code: 'VU', name: 'Vanuatu', restricted: true },
      ],
      address_country: null,
      address_restricted: false,
    },
  },
};

describe('AnnouncementPage', () => {
  it('lists the five countries the service is not offered in, to a visitor too, with no demo note', async () => {
    serveFakeApi(IN_FORCE);
    const router = openApp('/mine/announcement');
    const list = await screen.findByTestId('announcement-countries');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(COUNTRIES);
    expect(
      screen.getByText('Leverline does not provide its services to residents of the following countries:'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mine/announcement');
    expect(screen.queryByTestId('announcement-demo-note')).toBeNull();
  });

  it('follows the list in force: a country compliance added is named by the server, after §1’s', async () => {
    const countries = IN_FORCE['/api/compliance/countries'].data.countries.map((c) =>
      c.code === 'DE' ? { ...c, restricted: true } : c.code === 'VU' ? { ...c, restricted: false } : c,
    );
    serveFakeApi({ '/api/compliance/countries': { data: { ...IN_FORCE['/api/compliance/countries'].data, countries } } });
    openApp('/mine/announcement');
    const list = await screen.findByTestId('announcement-countries');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['North Korea', 'Israel', 'China', 'Cuba', 'Germany']);
  });

  it('says so when the list cannot be read, rather than show one that may be out of date', async () => {
    serveFakeApi({});
    openApp('/mine/announcement');
    expect((await screen.findByTestId('announcement-failed')).textContent).toBe('This page could not be loaded. Please check your connection.');
  });

  it('shows no demo note to a real account', async () => {
    sessionStore.signIn('tok', testUser());
    serveFakeApi(IN_FORCE);
    openApp('/mine/announcement');
    await screen.findByTestId('announcement-countries');
    expect(screen.queryByTestId('announcement-demo-note')).toBeNull();
  });

  it('reminds a demo account, in its red note, that its funds are virtual', async () => {
    sessionStore.signIn('tok', testUser({ is_demo: 1, account_kind: 'demo', email: null }));
    serveFakeApi({});
    openApp('/mine/announcement');
    const note = await screen.findByTestId('announcement-demo-note');
    expect(note.textContent).toContain('This is a demo account');
    expect(note.textContent).toContain('virtual');
    expect(note.className).toBe('announcement-demo');
  });
});

describe('FeedbackPage', () => {
  it('is only a back bar, open to visitors', async () => {
    serveFakeApi({});
    const router = openApp('/feedback');
    expect(await screen.findByTestId('nav-back')).toBeTruthy();
    expect(screen.getByText('Feedback')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/feedback');
  });
});
