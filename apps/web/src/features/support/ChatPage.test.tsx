import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BasicInfo } from '@leverline/contract';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

const LINK = 'https://chat.example.com/widget?site=leverline';

function basicInfo(overrides: Partial<BasicInfo> = {}): BasicInfo {
  return {
    title: 'Leverline',
    service_link: LINK,
    service_link_type: 1,
    verify_reg_type: 1,
    trade_fee_type: 1,
    ...overrides,
  };
}

function openChat(info: BasicInfo, companyEmail = 'support@leverline.example') {
  sessionStore.signIn('tok', testUser());
  return serveFakeApi({
    '/api/basicSet/getBasicInfo': { data: info },
    '/api/basicSet/company_email': { data: { email: companyEmail } },
  });
}

describe('ChatPage', () => {
  it('embeds the customer-service link of the site settings under the back bar', async () => {
    openChat(basicInfo());
    openApp('/mine/chat');
    const frame = await screen.findByTestId('chat-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(LINK);
    expect(frame.getAttribute('title')).toBe('Customer service chat');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(screen.getByTestId('nav-back')).toBeTruthy();
    expect(screen.queryByTestId('chat-unavailable')).toBeNull();
  });

  it('says so when no chat is set up, and offers the company e-mail instead', async () => {
    openChat(basicInfo({ service_link: '' }));
    openApp('/mine/chat');
    expect((await screen.findByTestId('chat-unavailable')).textContent).toContain(
      'Customer service is not available at the moment',
    );
    expect(screen.queryByTestId('chat-frame')).toBeNull();
    const email = await screen.findByTestId('chat-email');
    expect(email.textContent).toBe('support@leverline.example');
    fireEvent.click(screen.getByTestId('chat-email-copy'));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('support@leverline.example'));
  });

  it('never frames a link that is not a web page', async () => {
    openChat(basicInfo({ service_link: 'javascript:alert(1)' }), '');
    openApp('/mine/chat');
    expect(await screen.findByTestId('chat-unavailable')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens a service that must run in its own window from a link', async () => {
    openChat(basicInfo({ service_link_type: 2 }));
    openApp('/mine/chat');
    const open = await screen.findByTestId('chat-open');
    expect(open.getAttribute('href')).toBe(LINK);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('needs a login', async () => {
    serveFakeApi({});
    const router = openApp('/mine/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
