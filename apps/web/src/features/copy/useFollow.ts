import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routes, type LeadTrader } from '@leverline/contract';
import { call } from '../../api/client';
import type { PagedList } from '../../ui/usePagedList';
import { loginPath } from '../identity/redirect';
import { useSession } from '../identity/useSession';

export interface FollowControl {
  /** Follows or unfollows; a visitor is sent to log in and brought back here. */
  toggle: (lead: LeadTrader) => Promise<void>;
  /** Lead traders whose follow request is on its way. */
  pending: ReadonlySet<number>;
}

/**
 * Following a lead trader (followToggle). The card takes the server's answer, the follower count
 * included, rather than guessing it. A failure is toasted by the client and changes nothing.
 */
export function useFollow(update: PagedList<LeadTrader>['update']): FollowControl {
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (lead: LeadTrader) => {
      if (!token) {
        await navigate(loginPath(`${location.pathname}${location.search}`));
        return;
      }
      setPending((now) => new Set(now).add(lead.id));
      try {
        const answer = await call(routes.followToggle, { id: lead.id, follow: lead.followed ? 0 : 1 });
        update((leads) =>
          leads.map((item) =>
            item.id === lead.id
              ? { ...item, followed: answer.followed, total_followers: answer.total_followers }
              : item,
          ),
        );
      } catch {
        // toasted by the API client; the card stays as it was
      } finally {
        setPending((now) => {
          const next = new Set(now);
          next.delete(lead.id);
          return next;
        });
      }
    },
    [token, navigate, location.pathname, location.search, update],
  );

  return { toggle, pending };
}
