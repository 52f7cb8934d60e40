import { roleAllows, type StaffRole } from '@leverline/contract';
import { useSession } from '../../app/session';

/**
 * Whether a role may change the dealing set-up (instruments, categories). Roles that may only
 * read it see the same tables without switches, edit buttons or forms; the server checks
 * `dealing.manage` on every save anyway.
 */
export function mayManageDealing(role: StaffRole | null | undefined): boolean {
  return role ? roleAllows(role, 'dealing.manage') : false;
}

/** mayManageDealing for the signed-in staff member. */
export function useMayManageDealing(): boolean {
  const { staff } = useSession();
  return mayManageDealing(staff?.role);
}
