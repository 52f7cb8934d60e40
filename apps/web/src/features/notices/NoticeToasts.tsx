import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE, type NoticePush } from '@leverline/contract';
import { useLiveTopic } from '../../api/useLive';
import { useSession } from '../identity/useSession';
import { unreadStore } from './unread';
import './notices.css';

/** How long a toast stays when nobody taps it. */
const TOAST_MS = 6000;

function isNoticePush(message: unknown): message is NoticePush {
  const m = message as Partial<NoticePush> | null;
  return !!m && m.type === NOTICE && typeof m.id === 'number' && typeof m.title === 'string' && typeof m.body === 'string' && typeof m.link === 'string';
}

/**
 * Notifications told while the app is open (the NOTICE topic of the live socket): a toast at the
 * top of any screen; tapping it opens what it is about. Mounted once, for a logged-in user.
 */
export function NoticeToasts() {
  const { token } = useSession();
  return token ? <LiveToasts /> : null;
}

function LiveToasts() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<NoticePush | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLiveTopic(NOTICE, (message) => {
    if (!isNoticePush(message)) return;
    unreadStore.bump();
    setShown(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(null), TOAST_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`notice-toast notice-${shown.kind}`}
      role="status"
      aria-live="polite"
      onClick={() => {
        setShown(null);
        void navigate(shown.link);
      }}
      data-testid="notice-toast"
    >
      <strong className="notice-toast-title">{shown.title}</strong>
      <span className="notice-toast-body">{shown.body}</span>
    </button>
  );
}
