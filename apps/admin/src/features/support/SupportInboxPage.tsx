import { Badge, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { staffSupportConversations, type SupportConversation } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { pager, usePageParam } from '../../ui/pagination';
import { RefreshButton } from '../../ui/RefreshButton';
import { rowProps } from '../../ui/rowProps';
import { useCall } from '../../ui/useCall';

/** The inbox reads itself again this often, so new questions show without a click. */
export const SUPPORT_REFRESH_MS = 10_000;
const PAGE_SIZE = 20;

/** Support conversations, those waiting for an answer first; a row opens the conversation. */
export function SupportInboxPage() {
  const navigate = useNavigate();
  const { params, setParams, page, setPage } = usePageParam();
  const waitingOnly = params.get('waiting') === '1';
  const inbox = useCall(staffSupportConversations, { page, waiting: waitingOnly ? 1 : 0 });
  const { reload } = inbox;

  useEffect(() => {
    const timer = setInterval(reload, SUPPORT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const columns: TableColumnsType<SupportConversation> = [
    {
      title: texts.support.user,
      key: 'user',
      render: (_: unknown, c) => (
        <>
          <Typography.Text strong>{c.uid}</Typography.Text> {c.is_demo ? <Tag>{texts.users.demo}</Tag> : null}
          <br />
          <Typography.Text type="secondary">{c.email || c.phone || texts.common.none}</Typography.Text>
        </>
      ),
    },
    {
      title: texts.support.last,
      key: 'last',
      ellipsis: true,
      render: (_: unknown, c) => (
        <>
          {c.last_from === 'staff' ? <Typography.Text type="secondary">{texts.support.fromStaff}</Typography.Text> : null}
          {c.last_body || texts.support.picture}
        </>
      ),
    },
    { title: texts.support.when, dataIndex: 'last_at', render: formatTime, width: 190 },
    { title: texts.support.messages, dataIndex: 'messages', align: 'right', width: 110 },
    {
      title: '',
      dataIndex: 'waiting',
      width: 130,
      render: (waiting: boolean) =>
        waiting ? <Badge status="warning" text={texts.support.waiting} /> : <Badge status="success" text={texts.support.answered} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.support.title}
        extra={
          <>
            <Typography.Text type="secondary">{texts.support.autoRefresh}</Typography.Text>
            <Segmented
              value={waitingOnly ? 'waiting' : 'all'}
              options={[
                { value: 'waiting', label: `${texts.support.waitingOnly} (${inbox.data?.waiting ?? 0})` },
                { value: 'all', label: texts.support.all },
              ]}
              onChange={(value) => setParams(value === 'waiting' ? new URLSearchParams({ waiting: '1' }) : new URLSearchParams())}
              data-testid="support-filter"
            />
            <RefreshButton onClick={reload} loading={inbox.loading} />
          </>
        }
      />
      <Table<SupportConversation>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={inbox.data?.data ?? []}
        loading={!inbox.data && inbox.loading}
        locale={{ emptyText: texts.support.empty }}
        onRow={(c) => rowProps(`conversation-${c.uid}`, () => void navigate(`/support/${c.user_id}`))}
        pagination={pager(page, inbox.data?.total, setPage, PAGE_SIZE)}
      />
    </>
  );
}
