import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { staffFreezeUser, type StaffUser } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { DecisionModal } from '../../ui/DecisionModal';
import { useAction } from '../../ui/useAction';

/** Freezes a user (signed out, cannot log in or trade) or unfreezes them, always with a reason. */
export function FreezeButton({ user, onChanged }: { user: StaffUser; onChanged: (user: StaffUser) => void }) {
  const [busy, run] = useAction();
  const [open, setOpen] = useState(false);
  const frozen = user.status === 'frozen';

  return (
    <>
      <Button
        danger={!frozen}
        icon={frozen ? <UnlockOutlined /> : <LockOutlined />}
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid={frozen ? 'user-unfreeze' : 'user-freeze'}
      >
        {frozen ? texts.users.unfreeze : texts.users.freeze}
      </Button>
      <DecisionModal
        open={open}
        title={frozen ? texts.users.unfreezeTitle : texts.users.freezeTitle}
        okText={frozen ? texts.users.unfreeze : texts.users.freeze}
        danger={!frozen}
        field={{ kind: 'reason' }}
        busy={busy}
        onCancel={() => setOpen(false)}
        onSubmit={(reason) =>
          run(async () => {
            const changed = await call(staffFreezeUser, { id: user.id, frozen: frozen ? 0 : 1, reason });
            setOpen(false);
            toast.success(frozen ? texts.users.unfrozen : texts.users.frozen);
            onChanged(changed);
          })
        }
      />
    </>
  );
}
