import { Button, Descriptions, Drawer, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import { roleAllows, type CallDef, type StaffPermission } from '@leverline/contract';
import { useSession } from '../app/session';
import { texts } from '../i18n/texts';
import { DecisionButtons, DecisionDialogs, type Decision } from './DecisionButtons';
import { details, type Detail } from './details';
import { formatTime } from './format';
import { PageHeader } from './PageHeader';
import { pager } from './pagination';
import { RefreshButton } from './RefreshButton';
import { rowProps } from './rowProps';
import { StatusFilter } from './StatusFilter';
import { StatusTag, type Tone } from './StatusTag';
import { useCall, type Loaded } from './useCall';
import { useDecision } from './useDecision';
import { useQueueParams } from './useQueueParams';
import { UserLink } from './UserLink';

/** What every queue's records have: a user, a status, when they came and who decided them. */
export interface QueueRecord<S extends number = number> {
  id: number;
  user_id: number;
  uid: string;
  status: S;
  created_at: string;
  decided_by: string;
  decided_at: string;
}

export const createdColumn = { title: texts.common.created, dataIndex: 'created_at', render: formatTime };

const decidedByColumn = {
  title: texts.common.decidedBy,
  dataIndex: 'decided_by',
  render: (v: string) => v || texts.common.none,
};

/** A queue's statuses: their order in the filter, names and colours, and the one that waits. */
export interface QueueStatuses<S extends number> {
  order: readonly S[];
  text: Record<S, string>;
  tones: Record<S, Tone>;
  /** The status of the records waiting for a decision: the default view and the only ones decided. */
  waiting: S;
}

/** A queue's statuses from their names and colours (the filter lists them in number order). */
export function queueStatuses<S extends number>(
  text: Record<S, string>,
  tones: Record<S, Tone>,
  waiting: S,
): QueueStatuses<S> {
  return { order: Object.keys(tones).map(Number) as S[], text, tones, waiting };
}

interface QueuePageProps<T extends QueueRecord<S>, S extends number> {
  title: string;
  /** The staff call that lists the queue: a status (none for all) and a page in, a page of records out. */
  source: CallDef;
  statuses: QueueStatuses<S>;
  /**
   * Prefix of the test ids: `{testId}-row-{id}`, `{testId}-status-{id}`, `{testId}-open-{id}`, and
   * the decisions' `{testId}-{key}` in the drawer (`{testId}-{key}-{id}` in a row).
   */
  testId: string;
  /** What deciding needs besides the page's own permission. */
  decidePermission?: StaffPermission;
  decisions: readonly Decision<T>[];
  /** The record's own columns, between the user and the status. */
  columns: TableColumnsType<T>;
  /** The columns after the status; by default when it came and who decided it. */
  closingColumns?: TableColumnsType<T>;
  tableSize?: TableProps<T>['size'];
  /** A record's drawer, opened from its row; without one the decision buttons stand in the rows. */
  drawer?: {
    size: number;
    title: (record: T) => ReactNode;
    /** The record's own details, between its user and when it came. */
    details: (record: T) => Detail[];
    /** Shown under the details (pictures). */
    extra?: (record: T) => ReactNode;
    /** Test id of the status in the drawer, when it is not the row's. */
    statusTestId?: string;
  };
}

/**
 * A queue of records waiting for a staff decision: the status filter and refresh, the paged table,
 * the record's drawer with its details, and the decision buttons with their dialogs (a decision
 * reloads the list; see useDecision).
 */
export function QueuePage<T extends QueueRecord<S>, S extends number>(props: QueuePageProps<T, S>) {
  const { title, source, testId, decisions, drawer } = props;
  const { order, text: statusText, tones, waiting } = props.statuses;
  // The status filter and page live in the URL; the list is loaded with them.
  const queue = useQueueParams(order, waiting);
  // Every queue's call takes { status?, page } and answers { data, total } (staff contract).
  const list = useCall(source, { status: queue.statusInput, page: queue.page }) as Loaded<{
    data: T[];
    total: number;
  }>;
  const { staff } = useSession();
  const { busy, selected, open, close, dialog, setDialog, decide } = useDecision<T, string>(list.reload);
  const permission = props.decidePermission;
  const mayDecide = !permission || (staff ? roleAllows(staff.role, permission) : false);
  const decidable = (record: T) => mayDecide && record.status === waiting;

  const statusTag = (record: T, tagTestId = `${testId}-status-${record.id}`) => (
    <StatusTag tone={tones[record.status]} text={statusText[record.status]} testId={tagTestId} />
  );

  const columns: TableColumnsType<T> = [
    { title: texts.common.id, dataIndex: 'id', width: 80 },
    {
      title: texts.common.uid,
      dataIndex: 'uid',
      render: (_: string, r) => <UserLink userId={r.user_id} uid={r.uid} />,
    },
    ...props.columns,
    { title: texts.common.status, dataIndex: 'status', render: (_: number, r) => statusTag(r) },
    ...(props.closingColumns ?? [createdColumn, decidedByColumn]),
    drawer
      ? {
          title: texts.common.actions,
          key: 'open',
          render: (_: unknown, r) => (
            <Button size="small" onClick={() => open(r)} data-testid={`${testId}-open-${r.id}`}>
              {texts.common.open}
            </Button>
          ),
        }
      : {
          title: texts.common.actions,
          key: 'actions',
          render: (_: unknown, r) =>
            decidable(r) ? (
              <DecisionButtons
                decisions={decisions}
                busy={busy}
                small
                testId={(key) => `${testId}-${key}-${r.id}`}
                onChoose={(key) => {
                  open(r);
                  setDialog(key);
                }}
              />
            ) : null,
        },
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <StatusFilter value={queue.status} labels={statusText} order={order} onChange={queue.setStatus} />
            <RefreshButton onClick={list.reload} loading={list.loading} />
          </>
        }
      />
      <Table<T>
        rowKey="id"
        size={props.tableSize}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onRow={(r) => rowProps(`${testId}-row-${r.id}`)}
        pagination={pager(queue.page, list.data?.total, queue.setPage)}
      />
      {drawer ? (
        <Drawer
          open={selected !== null}
          onClose={close}
          size={drawer.size}
          title={selected ? drawer.title(selected) : null}
          destroyOnHidden
        >
          {selected ? (
            <>
              <Descriptions
                column={1}
                size="small"
                bordered
                items={details(
                  [texts.common.status, statusTag(selected, drawer.statusTestId)],
                  [texts.common.user, <UserLink userId={selected.user_id} uid={selected.uid} />],
                  ...drawer.details(selected),
                  [texts.common.created, formatTime(selected.created_at)],
                  Boolean(selected.decided_by) && [
                    texts.common.decidedBy,
                    `${selected.decided_by} · ${formatTime(selected.decided_at)}`,
                  ],
                )}
              />
              {drawer.extra?.(selected)}
              {decidable(selected) ? (
                <DecisionButtons
                  decisions={decisions}
                  busy={busy}
                  style={{ marginTop: 24 }}
                  testId={(key) => `${testId}-${key}`}
                  onChoose={setDialog}
                />
              ) : null}
            </>
          ) : null}
        </Drawer>
      ) : null}
      {selected ? (
        <DecisionDialogs
          decisions={decisions}
          record={selected}
          open={dialog}
          busy={busy}
          // In a drawer a cancelled dialog leaves the drawer open; without one the record is let go.
          onCancel={drawer ? () => setDialog(null) : close}
          decide={decide}
        />
      ) : null}
    </>
  );
}
