import { useCallback } from 'react';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { LeadTrader } from '@leverline/contract';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { useSession } from '../identity/useSession';
import { LeadCard } from './LeadCard';
import { useFollow } from './useFollow';
import { useLeads } from './useLeads';
import './copy.css';

const leadId = (lead: LeadTrader) => lead.id;

/** The list itself; remounted when the session changes, so "Following" is always the caller's. */
function LeadList({ selfId }: { selfId: number | null }) {
  const { t } = useTranslation();
  const list = useLeads();
  const { toggle, pending } = useFollow(list.update);
  const onToggle = useCallback((lead: LeadTrader) => void toggle(lead), [toggle]);
  return (
    <PagedList
      list={list}
      idOf={leadId}
      renderItem={(lead) => (
        <LeadCard
          lead={lead}
          isSelf={lead.id === selfId}
          busy={pending.has(lead.id)}
          onToggle={onToggle}
        />
      )}
      testId="lead-list"
      empty={<EmptyState text={t('copy.empty')} testId="lead-list-empty" />}
    />
  );
}

/**
 * Copy trading (§2 "documentary", a tab open to visitors): the lead traders with their 3-week
 * figures and latest closed trades. Following records interest only; the page says plainly that
 * orders are not copied yet (docs/community.md).
 */
export function DocumentaryPage() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  return (
    <div className="copy-page">
      <header className="copy-head">
        <h1 className="copy-title">{t('copy.title')}</h1>
        <p className="copy-lead">{t('copy.lead')}</p>
      </header>
      <p className="copy-note" role="note" data-testid="copy-note">
        <InformationCircleOutline aria-hidden="true" />
        <span>{t('copy.not_copied')}</span>
      </p>
      <LeadList key={token ?? 'visitor'} selfId={token ? (user?.id ?? null) : null} />
    </div>
  );
}
