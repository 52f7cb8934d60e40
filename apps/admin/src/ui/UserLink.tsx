import { Link } from 'react-router';
import { roleAllows } from '@leverline/contract';
import { useSession } from '../app/session';

/** A user's uid, linking to their page for roles that may see users. */
export function UserLink({ userId, uid }: { userId: number; uid: string }) {
  const { staff } = useSession();
  if (!staff || !roleAllows(staff.role, 'users.read')) return <span>{uid}</span>;
  return <Link to={`/users/${userId}`}>{uid}</Link>;
}
