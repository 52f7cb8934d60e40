import { Input, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { staffUsers, type StaffUser } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { pager, usePageParam } from '../../ui/pagination';
import { rowProps } from '../../ui/rowProps';
import { useCall } from '../../ui/useCall';
import { UserStateTags } from './UserStateTags';

type DemoFilter = 'all' | '0' | '1';

/** User search (uid, e-mail or phone; real or demo), newest first; a row opens the user. */
export function UsersPage() {
  const navigate = useNavigate();
  const { params, setParams, page, setPage } = usePageParam();
  const q = params.get('q') ?? '';
  const demoRaw = params.get('demo');
  const demo: DemoFilter = demoRaw === '0' || demoRaw === '1' ? demoRaw : 'all';
  const list = useCall(staffUsers, { q, page, ...(demo === 'all' ? {} : { demo: demo === '1' ? 1 : 0 }) });

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') out.delete(key);
        else out.set(key, value);
      }
      return out;
    });

  const columns: TableColumnsType<StaffUser> = [
    { title: texts.common.uid, dataIndex: 'uid' },
    { title: texts.users.email, dataIndex: 'email', render: (v: string) => v || texts.common.none },
    { title: texts.users.phone, dataIndex: 'phone', render: (v: string) => v || texts.common.none },
    { title: texts.users.account, key: 'account', render: (_: unknown, u) => <UserStateTags user={u} /> },
    {
      title: texts.users.balance,
      dataIndex: 'balance',
      align: 'right',
      render: (v: string) => <Money value={v} />,
    },
    {
      title: texts.users.identity,
      dataIndex: 'identity_status',
      render: (s: StaffUser['identity_status']) => texts.users.identityStatus[s],
    },
    { title: texts.users.registered, dataIndex: 'created_at', render: formatTime },
  ];

  return (
    <>
      <PageHeader
        title={texts.users.title}
        extra={
          <>
            <Input.Search
              defaultValue={q}
              placeholder={texts.users.searchPlaceholder}
              allowClear
              enterButton={texts.common.search}
              style={{ width: 340 }}
              onSearch={(value) => update({ q: value.trim(), page: null })}
              data-testid="users-search"
            />
            <Select<DemoFilter>
              value={demo}
              style={{ width: 160 }}
              onChange={(value) => update({ demo: value === 'all' ? null : value, page: null })}
              options={[
                { value: 'all', label: texts.users.demoFilter.all },
                { value: '0', label: texts.users.demoFilter.real },
                { value: '1', label: texts.users.demoFilter.demo },
              ]}
            />
          </>
        }
      />
      <Table<StaffUser>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(u) => rowProps(`user-row-${u.uid}`, () => void navigate(`/users/${u.id}`))}
        pagination={pager(page, list.data?.total, setPage)}
      />
    </>
  );
}
