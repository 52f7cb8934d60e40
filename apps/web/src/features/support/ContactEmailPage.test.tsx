import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const COMPANY = '/api/basicSet/company_email';
const COMPLAINT = '/api/basicSet/complaint_email';

function openPage(path: string, emails: { company?: string; complaint?: string }) {
  sessionStore.signIn('tok', testUser());
  const api = serveFakeApi({
    [COMPANY]: { data: { email: emails.company ?? '' } },
    [COMPLAINT]: { data: { email: emails.complaint ?? '' } },
  });
  const router = openApp(path);
  return { api, router };
}

describe('contact e-mail pages', () => {
  it('show the company e-mail, which opens the mail app and copies in one tap', async () => {
    const { api } = openPage('/mine/email', {
      company: 'support@leverline.example',
      complaint: 'other@x.example',
    });
    const email = await screen.findByTestId('contact-email');
    expect(email.textContent).toBe('support@leverline.example');
    expect(email.getAttribute('href')).toBe('mailto:support@leverline.example');
    expect(screen.getByText('Company e-mail')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-email-copy'));
    expect(await screen.findByText('Copied successfully')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('support@leverline.example');
    // Only the address this page shows is asked for.
    expect(api.requests.map((r) => r.path).filter((path) => path.startsWith('/api/basicSet/'))).toEqual([COMPANY]);
  });

  it('show the complaints e-mail on its own page, with the same layout', async () => {
    const { api } = openPage('/mine/complaint', {
      company: 'support@x.example',
      complaint: 'complaints@leverline.example',
    });
    expect((await screen.findByTestId('contact-email')).textContent).toBe('complaints@leverline.example');
    expect(screen.getByText('Complaints e-mail')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-email-copy'));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('complaints@leverline.example'),
    );
    expect(api.requests.map((r) => r.path).filter((path) => path.startsWith('/api/basicSet/'))).toEqual([COMPLAINT]);
  });

  it('say clearly when no address is set, with nothing to copy', async () => {
    openPage('/mine/complaint', { complaint: '  ' });
    expect((await screen.findByTestId('contact-unavailable')).textContent).toContain(
      'This e-mail address is not available at the moment.',
    );
    expect(screen.queryByTestId('contact-email')).toBeNull();
    expect(screen.queryByTestId('contact-email-copy')).toBeNull();
  });

  it('need a login', async () => {
    serveFakeApi({});
    const router = openApp('/mine/email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fmine%2Femail');
  });
});
