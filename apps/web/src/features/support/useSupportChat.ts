import { useCallback, useEffect, useRef, useState } from 'react';
import { SUPPORT_CHAT, routes, type SupportMessage } from '@leverline/contract';
import { call, isCancelled } from '../../api/client';
import { useLiveResync, useLiveTopic } from '../../api/useLive';
import type { LiveMessage } from '../../api/socket';

/** A SUPPORT_CHAT push as the server sends it (support.ts, SupportChatPush). */
export function supportPushOf(message: LiveMessage): { message: SupportMessage; unread: number } | null {
  const m = message.message as SupportMessage | undefined;
  if (message.type !== SUPPORT_CHAT || !m || typeof m.id !== 'number' || typeof message.unread !== 'number') return null;
  return { message: m, unread: message.unread };
}

/** Messages by id, oldest first, each once (a send's answer and its push carry the same one). */
function merge(current: SupportMessage[], more: SupportMessage[]): SupportMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface SupportChat {
  messages: SupportMessage[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  reload: () => void;
  loadEarlier: () => Promise<void>;
  /** Sends text and/or a picture; resolves false when the server refused it (its toast said why). */
  send: (body: string, image: string) => Promise<boolean>;
}

/**
 * The trader's support conversation: loaded on open, kept live by SUPPORT_CHAT (answers and this
 * trader's messages from another device), and read as soon as it is shown.
 */
export function useSupportChat(): SupportChat {
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [status, setStatus] = useState<SupportChat['status']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const page = await call(routes.supportMessages, {}, { signal: mine.signal, silent: true });
      if (controller.current !== mine) return;
      setMessages((now) => merge(now, page.data));
      setHasMore(page.has_more);
      setStatus('ready');
    } catch (error) {
      if (controller.current === mine && !isCancelled(error)) setStatus((now) => (now === 'ready' ? now : 'failed'));
    }
  }, []);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);
  useLiveResync(() => void load());
  useLiveTopic(SUPPORT_CHAT, (message) => {
    const push = supportPushOf(message);
    if (push) setMessages((now) => merge(now, [push.message]));
  });

  // Whatever staff answered is read once it is on the screen.
  const lastStaffId = messages.reduce((last, m) => (m.from === 'staff' ? m.id : last), 0);
  useEffect(() => {
    if (lastStaffId > 0) call(routes.supportRead, { last_id: lastStaffId }, { silent: true }).catch(() => undefined);
  }, [lastStaffId]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    const page = await call(routes.supportMessages, { before_id: first.id }, { silent: true }).catch(() => null);
    if (!page) return;
    setMessages((now) => merge(now, page.data));
    setHasMore(page.has_more);
  }, [messages]);

  const send = useCallback(async (body: string, image: string) => {
    const sent = await call(routes.supportSend, image ? { body, image } : { body }).catch(() => null);
    if (!sent) return false;
    setMessages((now) => merge(now, [sent]));
    return true;
  }, []);

  return { messages, status, hasMore, reload: () => void load(), loadEarlier, send };
}

/** How many answers from support are unread: for the user centre's badge, kept live. */
export function useSupportUnread(enabled: boolean): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    call(routes.supportUnread, {}, { signal: controller.signal, silent: true }).then(
      (answer) => setUnread(answer.unread),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
  useLiveTopic(enabled ? SUPPORT_CHAT : null, (message) => {
    const push = supportPushOf(message);
    if (push) setUnread(push.unread);
  });
  return unread;
}
