import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffSupportMessage, SupportConversation } from '@leverline/contract';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { SupportConversationPage } from './SupportConversationPage';
import { SupportInboxPage } from './SupportInboxPage';

const conversation = (over: Partial<SupportConversation> = {}): SupportConversation => ({
  user_id: 7,
  uid: '81234567',
  email: 'ann@example.com',
  phone: '',
  is_demo: false,
  last_body: 'Where is my deposit?',
  last_from: 'user',
  last_at: '2026-11-27T10:00:00.000Z',
  waiting: true,
  messages: 1,
  ...over,
});

const message = (over: Partial<StaffSupportMessage>): StaffSupportMessage => ({
  id: 1,
  from: 'user',
  body: 'Where is my deposit?',
  image: '',
  created_at: '2026-11-27T10:00:00.000Z',
  staff_email: '',
  ...over,
});

describe('SupportInboxPage', () => {
  it('lists conversations with who wrote last and whether they wait, and opens one', async () => {
    const api = startFakeApi({
      '/admin/api/support/conversations': {
        data: { data: [conversation(), conversation({ user_id: 8, uid: '89999999', waiting: false, last_from: 'staff', last_body: 'Done.' })], total: 2, waiting: 1 },
      },
    });
    signInAs('support');
    const { router } = renderPage(<SupportInboxPage />, { route: '/support', elsewhere: ['/support/:userId'] });
    const row = await screen.findByTestId('conversation-81234567');
    expect(row.textContent).toContain('Where is my deposit?');
    expect(row.textContent).toContain('Waiting');
    expect(screen.getByTestId('conversation-89999999').textContent).toContain('Staff: Done.');
    expect(screen.getByTestId('conversation-89999999').textContent).toContain('Answered');
    expect(api.to('/admin/api/support/conversations')[0]!.query.get('waiting')).toBe('0');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/7'));
  });
});

describe('SupportConversationPage', () => {
  it('shows the whole conversation with who answered, and sends an answer', async () => {
    const api = startFakeApi({
      '/admin/api/support/messages': {
        data: {
          user: { id: 7, uid: '81234567', email: 'ann@example.com', phone: '', is_demo: false },
          data: [message({}), message({ id: 2, from: 'staff', body: 'Looking now.', staff_email: 'support@x.example' })],
        },
      },
      '/admin/api/support/reply': { data: message({ id: 3, from: 'staff', body: 'Credited.', staff_email: 'support@x.example' }) },
    });
    signInAs('support');
    renderPage(<SupportConversationPage />, { route: '/support/:userId', path: '/support/7' });
    expect((await screen.findByTestId('support-trader-message')).textContent).toContain('Where is my deposit?');
    expect(screen.getByTestId('support-staff-message').textContent).toContain('support@x.example');
    expect(screen.getByTestId<HTMLButtonElement>('support-send').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('support-answer'), { target: { value: 'Credited.' } });
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(api.to('/admin/api/support/reply')).toHaveLength(1));
    expect(api.to('/admin/api/support/reply')[0]!.body).toEqual({ user_id: 7, body: 'Credited.' });
  });
});
