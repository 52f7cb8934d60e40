import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BasicInfo } from '@leverline/contract';
import { sessionStore } from '../identity/session';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { testUser, useFakeApi as serveFakeApi } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';
import { fakeLive } from '../../test/fakeSocket';

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

function openChat(info: BasicInfo, support: Record<string, { data: unknown }> = {}) {
  sessionStore.signIn('tok', testUser());
  return serveFakeApi({
    '/api/basicSet/getBasicInfo': { data: info },
    '/api/support/messages': { data: { data: [], has_more: false, unread: 0 } },
    ...support,
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

  it('is the built-in support chat when no link is set: the conversation, a message sent, an answer live', async () => {
    const answer = { id: 2, from: 'staff', body: 'It is credited now.', image: '', created_at: '2026-11-27T10:05:00.000Z' };
    const sent = { id: 3, from: 'user', body: 'Thank you!', image: '', created_at: '2026-11-27T10:06:00.000Z' };
    openChat(basicInfo({ service_link: '' }), {
      '/api/support/messages': {
        data: { data: [{ id: 1, from: 'user', body: 'Where is my deposit?', image: '', created_at: '2026-11-27T10:00:00.000Z' }], has_more: false, unread: 0 },
      },
      '/api/support/send': { data: sent },
      '/api/support/read': { data: { unread: 0 } },
    });
    const live = fakeLive();
    live.socket.connect();
    live.last().open();
    openApp('/mine/chat');
    expect((await screen.findByTestId('chat-mine')).textContent).toContain('Where is my deposit?');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
    await waitFor(() => expect(live.last().sentOf('sub')).toEqual(expect.arrayContaining([{ type: 'sub', params: 'SUPPORT_CHAT' }])));

    // Support answers: it shows at once, under the service's name.
    act(() => live.last().receive({ type: 'SUPPORT_CHAT', message: answer, unread: 1 }));
    expect((await screen.findByTestId('chat-answer')).textContent).toContain('Customer service');
    expect(screen.getByTestId('chat-answer').textContent).toContain('It is credited now.');

    fireEvent.change(screen.getByTestId('chat-input').querySelector('textarea')!, { target: { value: '  Thank you!  ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('chat-mine')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-mine')[1]!.textContent).toContain('Thank you!');
  });

  it('never frames a link that is not a web page', async () => {
    openChat(basicInfo({ service_link: 'javascript:alert(1)' }));
    openApp('/mine/chat');
    expect(await screen.findByTestId('support-chat')).toBeTruthy();
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
