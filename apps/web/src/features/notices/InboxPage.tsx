import { useCallback } from 'react';
import { Button } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, type Notice } from '@leverline/contract';
import { call } from '../../api/client';
import { PagedList } from '../../ui/PagedList';
import { PageNav } from '../../ui/PageNav';
import { usePagedList } from '../../ui/usePagedList';
import { unreadStore } from './unread';
import './notices.css';

const noticeId = (notice: Notice) => notice.id;

/** The inbox (/mine/notices): every notification, newest first; tapping one reads it and opens its screen. */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.noticeList, { page }, { signal }).then((answer) => {
        unreadStore.set(answer.unread);
        return { items: answer.data, total: answer.total };
      }),
    [],
  );
  const list = usePagedList(fetchPage, noticeId);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const open = (notice: Notice) => {
    if (!notice.read) {
      list.update((items) => items.map((n) => (n.id === notice.id ? { ...n, read: true } : n)));
      void call(routes.noticeRead, { id: notice.id }, { silent: true }).then((answer) => unreadStore.set(answer.unread));
    }
    void navigate(notice.link);
  };
  const readAll = async () => {
    const answer = await call(routes.noticeRead, {});
    unreadStore.set(answer.unread);
    list.update((items) => items.map((n) => ({ ...n, read: true })));
  };

  return (
    <div className="page inbox-page">
      <PageNav
        title={t('notices.title')}
        fallback="/user"
        right={
          <button type="button" className="alert-bell" aria-label={t('notices.settings')} onClick={() => void navigate('/mine/notices/settings')} data-testid="notice-settings">
            <SetOutline />
          </button>
        }
      />
      <div className="system-actions">
        <Button size="small" fill="outline" onClick={() => void readAll()} data-testid="notice-read-all">
          {t('notices.read_all')}
        </Button>
      </div>
      <PagedList
        list={list}
        idOf={noticeId}
        testId="notice-list"
        renderItem={(notice) => (
          <button type="button" className={notice.read ? 'notice-item' : 'notice-item is-unread'} onClick={() => open(notice)} data-testid="notice-item">
            <span className="notice-item-title">{notice.title}</span>
            <span className="notice-item-body">{notice.body}</span>
            <span className="notice-item-time">{when.format(notice.time)}</span>
          </button>
        )}
      />
    </div>
  );
}
