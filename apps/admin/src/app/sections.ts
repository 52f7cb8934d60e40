/**
 * The console's sections: where each lives and the permission it needs. The side menu shows only
 * the sections the signed-in role may use (roleAllows), and each route checks the same
 * permission, so a hidden page is not reachable by its address either.
 */
import { roleAllows, type StaffPermission, type StaffRole } from '@leverline/contract';
import { texts } from '../i18n/texts';

export type SectionKey =
  | 'dashboard'
  | 'deposits'
  | 'withdrawals'
  | 'fundingSetup'
  | 'users'
  | 'identity'
  | 'adjustments'
  | 'support'
  | 'compliance'
  | 'dealing'
  | 'instruments'
  | 'categories'
  | 'news'
  | 'companies'
  | 'settings'
  | 'audit';

export interface Section {
  key: SectionKey;
  /** Route path (hash router), without the leading slash. */
  path: string;
  permission: StaffPermission;
  label: string;
}

export interface SectionGroup {
  key: string;
  label: string;
  sections: readonly Section[];
}

export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    key: 'overview',
    label: texts.nav.overview,
    sections: [{ key: 'dashboard', path: '', permission: 'dashboard.read', label: texts.nav.dashboard }],
  },
  {
    key: 'funding',
    label: texts.nav.funding,
    sections: [
      { key: 'deposits', path: 'deposits', permission: 'funding.read', label: texts.nav.deposits },
      { key: 'withdrawals', path: 'withdrawals', permission: 'funding.read', label: texts.nav.withdrawals },
      {
        key: 'fundingSetup',
        path: 'funding-setup',
        permission: 'funding.setup',
        label: texts.nav.fundingSetup,
      },
    ],
  },
  {
    key: 'clients',
    label: texts.nav.clients,
    sections: [
      { key: 'users', path: 'users', permission: 'users.read', label: texts.nav.users },
      { key: 'identity', path: 'identity', permission: 'identity.review', label: texts.nav.identity },
      { key: 'adjustments', path: 'adjustments', permission: 'balance.adjust', label: texts.nav.adjustments },
      { key: 'support', path: 'support', permission: 'support.answer', label: texts.nav.support },
      { key: 'compliance', path: 'compliance', permission: 'compliance.manage', label: texts.nav.compliance },
    ],
  },
  {
    key: 'dealing',
    label: texts.nav.dealing,
    sections: [
      { key: 'dealing', path: 'dealing', permission: 'dealing.read', label: texts.nav.exposure },
      { key: 'instruments', path: 'instruments', permission: 'dealing.read', label: texts.nav.instruments },
      { key: 'categories', path: 'categories', permission: 'dealing.read', label: texts.nav.categories },
    ],
  },
  {
    key: 'content',
    label: texts.nav.content,
    sections: [
      { key: 'news', path: 'news', permission: 'content.manage', label: texts.nav.news },
      { key: 'companies', path: 'companies', permission: 'content.manage', label: texts.nav.companies },
    ],
  },
  {
    key: 'system',
    label: texts.nav.system,
    sections: [
      { key: 'settings', path: 'settings', permission: 'settings.manage', label: texts.nav.settings },
      { key: 'audit', path: 'audit', permission: 'audit.read', label: texts.nav.audit },
    ],
  },
];

/** The menu of a role: groups with at least one section it may use, and only those sections. */
export function visibleGroups(role: StaffRole): SectionGroup[] {
  return SECTION_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => roleAllows(role, section.permission)),
  })).filter((group) => group.sections.length > 0);
}

/** The section a path belongs to ("/users/12" → users). */
export function sectionOfPath(pathname: string): Section | undefined {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return SECTION_GROUPS.flatMap((g) => g.sections).find((s) => s.path === first);
}
