import { Space, Tag } from 'antd';
import type { StaffUser } from '@leverline/contract';
import { texts } from '../../i18n/texts';

/** Real or demo, and frozen when it is. */
export function UserStateTags({ user }: { user: StaffUser }) {
  return (
    <Space size={4}>
      <Tag color={user.is_demo ? 'default' : 'blue'}>
        {user.is_demo ? texts.users.demo : texts.users.real}
      </Tag>
      {user.status === 'frozen' ? (
        <Tag color="red" data-testid="user-frozen">
          {texts.users.state.frozen}
        </Tag>
      ) : null}
    </Space>
  );
}
