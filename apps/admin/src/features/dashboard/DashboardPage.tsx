import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { roleAllows, staffDashboard, type StaffPermission } from '@leverline/contract';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { useCall } from '../../ui/useCall';
import { ExposureTable } from '../dealing/ExposureTable';

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
            <Button
              icon={<ReloadOutlined />}
              onClick={reload}
              loading={loading}
              data-testid="dashboard-refresh"
            >
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={6}>
          <Card loading={!data}>
            <Statistic
              title={texts.dashboard.depositsToday}
              value={data?.deposits_today.usd ?? ''}
              formatter={money}
              data-testid="deposits-today"
              suffix="USD"
            />
            <Typography.Text type="secondary">
              {texts.dashboard.count(data?.deposits_today.count ?? 0)}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card loading={!data}>
            <Statistic
              title={texts.dashboard.withdrawalsToday}
              value={data?.withdrawals_today.usd ?? ''}
              formatter={money}
              suffix="USD"
            />
            <Typography.Text type="secondary">
              {texts.dashboard.count(data?.withdrawals_today.count ?? 0)}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card loading={!data}>
            <Statistic
              title={texts.dashboard.brokerToday}
              value={data?.broker_result.today ?? ''}
              formatter={money}
              suffix="USD"
            />
            <Typography.Text type="secondary">
              {texts.dashboard.brokerTotal}: {data ? <Money value={data.broker_result.total} signed /> : null}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card loading={!data}>
            <Space size={32}>
              <Statistic title={texts.dashboard.activeUsers} value={data?.active_users ?? 0} />
              <Statistic title={texts.dashboard.sockets} value={data?.sockets ?? 0} />
            </Space>
          </Card>
        </Col>
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
