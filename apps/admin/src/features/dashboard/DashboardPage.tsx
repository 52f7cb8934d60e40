import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { roleAllows, staffDashboard, type CallData, type StaffPermission } from '@leverline/contract';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { useCall } from '../../ui/useCall';
import { ExposureTable } from '../dealing/ExposureTable';
import { SetupChecklist } from './SetupChecklist';

/** The dashboard refreshes itself this often. */
const REFRESH_MS = 30_000;

interface PendingLink {
  key: 'deposits' | 'withdrawals' | 'identity' | 'adjustments';
  label: string;
  to: string;
  permission: StaffPermission;
}

const PENDING: readonly PendingLink[] = [
  {
    key: 'deposits',
    label: texts.dashboard.pendingDeposits,
    to: '/deposits?status=0',
    permission: 'funding.read',
  },
  {
    key: 'withdrawals',
    label: texts.dashboard.pendingWithdrawals,
    to: '/withdrawals?status=0',
    permission: 'funding.read',
  },
  {
    key: 'identity',
    label: texts.dashboard.pendingIdentity,
    to: '/identity?status=1',
    permission: 'identity.review',
  },
  {
    key: 'adjustments',
    label: texts.dashboard.pendingAdjustments,
    to: '/adjustments?status=0',
    permission: 'balance.adjust',
  },
];

/** Statistic shows the server's decimal text as it is (grouped), never through a number. */
const money = (value: string | number | undefined) => <Money value={String(value ?? '')} />;

type Dashboard = CallData<typeof staffDashboard>;

interface Figure {
  title: string;
  value: (data: Dashboard | undefined) => string | number;
  /** A USD amount: the server's decimal text, grouped. */
  usd?: boolean;
  testId?: string;
}

function statistic({ title, value, usd, testId }: Figure, data: Dashboard | undefined) {
  const amount = usd ? { formatter: money, suffix: 'USD' } : {};
  return <Statistic key={title} title={title} value={value(data)} {...amount} data-testid={testId} />;
}

interface FigureCard {
  key: string;
  /** One figure, or several side by side. */
  figures: Figure[];
  /** A line under the figures. */
  note?: (data: Dashboard | undefined) => ReactNode;
}

/** The cards of the first row. */
const FIGURES: readonly FigureCard[] = [
  {
    key: 'deposits',
    figures: [
      {
        title: texts.dashboard.depositsToday,
        value: (d) => d?.deposits_today.usd ?? '',
        usd: true,
        testId: 'deposits-today',
      },
    ],
    note: (d) => texts.dashboard.count(d?.deposits_today.count ?? 0),
  },
  {
    key: 'withdrawals',
    figures: [
      { title: texts.dashboard.withdrawalsToday, value: (d) => d?.withdrawals_today.usd ?? '', usd: true },
    ],
    note: (d) => texts.dashboard.count(d?.withdrawals_today.count ?? 0),
  },
  {
    key: 'broker',
    figures: [{ title: texts.dashboard.brokerToday, value: (d) => d?.broker_result.today ?? '', usd: true }],
    note: (d) => (
      <>
        {texts.dashboard.brokerTotal}: {d ? <Money value={d.broker_result.total} signed /> : null}
      </>
    ),
  },
  {
    key: 'live',
    figures: [
      { title: texts.dashboard.activeUsers, value: (d) => d?.active_users ?? 0 },
      { title: texts.dashboard.sockets, value: (d) => d?.sockets ?? 0 },
    ],
  },
];

/** Today's money in and out, the queues waiting, open interest, the broker's result, live use. */
export function DashboardPage() {
  const { staff } = useSession();
  const dashboard = useCall(staffDashboard, {});
  const { reload, data, loading } = dashboard;
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  useEffect(() => {
    if (data) setUpdatedAt(new Date().toLocaleTimeString());
  }, [data]);

  return (
    <>
      <PageHeader
        title={texts.dashboard.title}
        extra={
          <>
            <Typography.Text type="secondary">
              {updatedAt ? texts.dashboard.updated(updatedAt) : null} · {texts.dashboard.autoRefresh}
            </Typography.Text>
            <RefreshButton onClick={reload} loading={loading} testId="dashboard-refresh" />
          </>
        }
      />
      {data ? <SetupChecklist items={data.setup} /> : null}
      <Row gutter={[16, 16]}>
        {FIGURES.map((card) => (
          <Col key={card.key} xs={24} md={12} xl={6}>
            <Card loading={!data}>
              {card.figures.length > 1 ? (
                <Space size={32}>{card.figures.map((figure) => statistic(figure, data))}</Space>
              ) : (
                card.figures.map((figure) => statistic(figure, data))
              )}
              {card.note ? <Typography.Text type="secondary">{card.note(data)}</Typography.Text> : null}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={texts.dashboard.pending} style={{ marginTop: 16 }} loading={!data}>
        <Row gutter={[16, 16]}>
          {PENDING.map((item) => {
            const count = data?.pending[item.key] ?? 0;
            const linked = staff ? roleAllows(staff.role, item.permission) : false;
            const figure = (
              <Statistic
                title={item.label}
                value={count}
                styles={count > 0 ? { content: { color: '#cf1322' } } : undefined}
              />
            );
            return (
              <Col key={item.key} xs={12} md={6}>
                {linked ? (
                  <Link to={item.to} data-testid={`pending-${item.key}`}>
                    {figure}
                  </Link>
                ) : (
                  figure
                )}
              </Col>
            );
          })}
        </Row>
      </Card>
      <Card title={texts.dashboard.openInterest} style={{ marginTop: 16 }}>
        <ExposureTable rows={data?.open_interest ?? []} loading={!data && loading} />
      </Card>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {texts.dashboard.brokerHint} {texts.dashboard.utcNote}
      </Typography.Paragraph>
    </>
  );
}
