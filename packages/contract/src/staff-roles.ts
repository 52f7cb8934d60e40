/**
 * Staff roles and what each may do. The server checks the permission of every staff call; the
 * console hides what a role cannot use.
 */
export const STAFF_ROLES = ['owner', 'finance', 'compliance', 'dealing', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = {
  /** See deposit and withdrawal queues and their proof images. */
  'funding.read': ['owner', 'finance'],
  /** Approve, reject or invalidate deposits; pay or reject withdrawals. */
  'funding.decide': ['owner', 'finance'],
  /** Set up deposit channels, collection bank accounts and withdrawal currencies. */
  'funding.setup': ['owner', 'finance'],
  /** See uploaded images (deposit proofs, identity documents). */
  'images.read': ['owner', 'finance', 'compliance'],
  /** Review identity documents. */
  'identity.review': ['owner', 'compliance'],
  /** Write news and company pages. */
  'content.manage': ['owner', 'content'],
  /** Read the audit log. */
  'audit.read': ['owner'],
  /** The dashboard's figures. */
  'dashboard.read': ['owner', 'finance', 'compliance', 'dealing', 'support', 'content'],
  /** Search users and see their accounts, positions and ledgers. */
  'users.read': ['owner', 'finance', 'compliance', 'dealing', 'support'],
  /** Freeze and unfreeze users. */
  'users.freeze': ['owner', 'compliance'],
  /** Ask for and approve balance adjustments (a large one needs a second staff member). */
  'balance.adjust': ['owner', 'finance'],
  /** Open positions by instrument, the broker's net exposure, the instrument set-up. */
  'dealing.read': ['owner', 'dealing'],
  /** Change instruments and categories. */
  'dealing.manage': ['owner', 'dealing'],
  /** Answer traders in the built-in support chat, and see the pictures they send there. */
  'support.answer': ['owner', 'support'],
  /** Publish the terms and risk disclosure, set the appropriateness questionnaire. */
  'compliance.manage': ['owner', 'compliance'],
  /** Site settings (the approval threshold of adjustments is the owner's alone). */
  'settings.manage': ['owner', 'content'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Roles that must sign in with a TOTP code. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = ['owner', 'finance'];
