import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const COUNTRIES = ['North Korea', 'Israel', 'China', 'Vanuatu', 'Cuba'];

describe('AnnouncementPage', () => {
  it('lists the five countries the service is not offered in, to a visitor too, with no demo note', async () => {
    serveFakeApi({});
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

  it('shows no demo note to a real account', async () => {
    sessionStore.signIn('tok', testUser());
    serveFakeApi({});
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
