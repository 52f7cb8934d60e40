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

  it('attaches a picture to an answer: only picture types, uploaded for this trader, sent with the text or alone', async () => {
    const stored = { url: '/api/common/image/0123456789abcdef0123456789abcdef.jpg', width: 64, height: 48 };
    const api = startFakeApi({
      '/admin/api/support/messages': {
        data: { user: { id: 7, uid: '81234567', email: 'ann@example.com', phone: '', is_demo: false }, data: [message({})] },
      },
      '/admin/api/support/image_upload': { data: stored },
      '/admin/api/support/reply': { data: message({ id: 3, from: 'staff', body: '', image: stored.url, staff_email: 'support@x.example' }) },
    });
    signInAs('support');
    renderPage(<SupportConversationPage />, { route: '/support/:userId', path: '/support/7' });
    await screen.findByTestId('support-trader-message');
    const input = screen.getByTestId<HTMLInputElement>('support-file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif');

    // Not a picture: refused before anything is sent.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF picture')).toBeTruthy();
    // Over the app's size limit (8 MB): refused too.
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 8 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('The picture is larger than 8 MB')).toBeTruthy();
    expect(api.to('/admin/api/support/image_upload')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'answer.png', { type: 'image/png' })] } });
    await screen.findByTestId('support-pending-picture');
    const [upload] = api.to('/admin/api/support/image_upload');
    expect(upload!.method).toBe('POST');
    expect(upload!.query.get('user_id')).toBe('7');
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
    // A picture alone is an answer.
    expect(screen.getByTestId<HTMLButtonElement>('support-send').disabled).toBe(false);
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(api.to('/admin/api/support/reply')).toHaveLength(1));
    expect(api.to('/admin/api/support/reply')[0]!.body).toEqual({ user_id: 7, body: '', image: stored.url });
    await waitFor(() => expect(screen.queryByTestId('support-pending-picture')).toBeNull());
  });
});
