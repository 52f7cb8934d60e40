import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';
import { inviteLink } from './inviteLink';

const INFO = '/api/user/invite_info';

function openInvite(count: number, user = testUser()) {
  sessionStore.signIn('tok', user);
  const api = serveFakeApi({ [INFO]: { data: { invite_code: 'ADA7K2', invited_count: count } } });
  openApp('/mine/invite');
  return api;
}

describe('InvitePage', () => {
  it('shows the code, a QR code of the registration link and the link, each copied in one tap', async () => {
    openInvite(3);
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ADA7K2');
    const link = `${window.location.origin}/#/register?invite_code=ADA7K2`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);

    const qr = screen.getByTestId('invite-qr').querySelector('svg, canvas');
    expect(qr).toBeTruthy();
    expect(qr?.getAttribute('height')).toBe('160');
    expect(qr?.querySelector('path')).toBeTruthy();

    fireEvent.click(screen.getByTestId('invite-link-copy'));
    expect(await screen.findByText('Copied successfully')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
    fireEvent.click(screen.getByTestId('invite-code-copy'));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('ADA7K2'));
  });

  it('counts the friends who joined, in the singular for one', async () => {
    openInvite(1);
    expect((await screen.findByTestId('invite-count')).textContent).toBe('1 friend joined');
  });

  it('counts the friends who joined, in the plural for several', async () => {
    openInvite(12);
    expect((await screen.findByTestId('invite-count')).textContent).toBe('12 friends joined');
  });

  it('says when no friend has joined yet', async () => {
    openInvite(0);
    expect((await screen.findByTestId('invite-count')).textContent).toBe('No friends have joined yet');
  });

  it('tells a demo user a real account is needed, and asks the server nothing', async () => {
    const api = openInvite(0, testUser({ is_demo: 1, account_kind: 'demo', email: null }));
    expect((await screen.findByTestId('demo-forbidden')).textContent).toContain(
      'Please register or log in to a real account',
    );
    expect(screen.queryByTestId('invite-qr')).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

describe('inviteLink', () => {
  it('leads to registration with the code, escaped for the query', () => {
    expect(inviteLink('https://m.example.com', 'AB12')).toBe(
      'https://m.example.com/#/register?invite_code=AB12',
    );
    expect(inviteLink('https://m.example.com', 'A&B C')).toBe(
      'https://m.example.com/#/register?invite_code=A%26B%20C',
    );
  });
});
