import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleAllows, type StaffPermission } from '@leverline/contract';
import { texts } from '../i18n/texts';
import { useSession } from './session';

/** A page for roles with `permission`; others, who reached it by its address, are told why not. */
export function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { staff } = useSession();
  if (staff && roleAllows(staff.role, permission)) return children;
  return (
    <Result
      status="403"
      title="403"
      subTitle={texts.common.forbidden}
      extra={
        <Link to="/">
          <Button type="primary">{texts.common.backHome}</Button>
        </Link>
      }
    />
  );
}
