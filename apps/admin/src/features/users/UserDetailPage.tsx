import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Result, Row, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { roleAllows, staffUserDetail } from '@leverline/contract';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { details } from '../../ui/details';
import { formatTime } from '../../ui/format';
import { Money } from '../../ui/Money';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { PageLoading } from '../../ui/PageLoading';
import { useCall } from '../../ui/useCall';
import { PositionsTable } from '../dealing/PositionsTable';
import { AdjustForm } from './AdjustForm';
import { FreezeButton } from './FreezeButton';
import { LedgerCard } from './LedgerCard';
import { StatementsCard } from './StatementsCard';
import { UserStateTags } from './UserStateTags';
import { UserComplianceCard } from '../compliance/UserComplianceCard';
import { ResidenceButton } from '../compliance/ResidenceButton';

/** A country's English name, as the console reads (ISO 3166-1 alpha-2 code in, the code itself when unknown). */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One user: record, account figures, positions, ledger; freeze and adjust for roles that may. */
export function UserDetailPage() {
  const { staff } = useSession();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useCall(staffUserDetail, valid ? { id } : null);
  // Bumped after a change of balance, so the ledger starts again from its newest entries.
  const [ledgerVersion, setLedgerVersion] = useState(0);

  if (!valid) return <Result status="404" subTitle={texts.common.notFound} />;
  const data = detail.data;
  if (!data)
    return detail.loading ? <PageLoading /> : <Result status="warning" subTitle={texts.common.notFound} />;
  const { user, account, positions } = data;
  const role = staff?.role;

  const refresh = () => {
    detail.reload();
    setLedgerVersion((v) => v + 1);
  };

  return (
    <>
      <Link to="/users">
        <ArrowLeftOutlined /> {texts.users.back}
      </Link>
      <PageHeader
        title={
          <Space>
            {texts.users.detailTitle(user.uid)}
            <UserStateTags user={user} />
          </Space>
        }
        extra={
          <>
            <RefreshButton onClick={refresh} loading={detail.loading} />
            {role && roleAllows(role, 'support.answer') ? (
              <Link to={`/support/${user.id}`} data-testid="user-support-chat">
                {texts.support.openChat}
              </Link>
            ) : null}
            {role && roleAllows(role, 'users.freeze') ? (
              <FreezeButton user={user} onChanged={() => detail.reload()} />
            ) : null}
          </>
        }
      />
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card title={texts.users.record}>
            <Descriptions
              column={1}
              size="small"
              items={details(
                [texts.common.id, user.id],
                [texts.common.uid, user.uid],
                [texts.users.email, user.email || texts.common.none],
                [texts.users.phone, user.phone || texts.common.none],
                [texts.users.identity, texts.users.identityStatus[user.identity_status]],
                [texts.users.invitedBy, user.invited_by || texts.common.none],
                [
                  texts.users.residence,
                  <Space wrap>
                    <span data-testid="user-residence">
                      {user.residence ? `${countryName(user.residence)} (${user.residence})` : texts.users.residenceNotTold}
                    </span>
                    {role && roleAllows(role, 'compliance.manage') && !user.is_demo ? (
                      <ResidenceButton userId={user.id} current={user.residence} onChanged={refresh} />
                    ) : null}
                  </Space>,
                ],
                [texts.users.registered, formatTime(user.created_at)],
              )}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={texts.users.figures}>
            <Descriptions
              column={1}
              size="small"
              items={details(
                [texts.users.balance, <Money value={account.balance} suffix="USD" />],
                [texts.users.lockBalance, <Money value={account.lock_balance} suffix="USD" />],
                [texts.users.equity, <Money value={account.equity} suffix="USD" />],
                [texts.users.usedMargin, <Money value={account.used_margin} suffix="USD" />],
                [texts.users.freeMargin, <Money value={account.free_margin} suffix="USD" />],
                [
                  texts.users.marginLevel,
                  account.margin_level ? `${account.margin_level} %` : texts.common.none,
                ],
                [texts.users.withdrawable, <Money value={account.withdrawable} suffix="USD" />],
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card title={texts.users.positions} style={{ marginTop: 16 }}>
        <PositionsTable rows={positions} loading={detail.loading} />
      </Card>
      {role && roleAllows(role, 'balance.adjust') ? (
        <AdjustForm userId={user.id} isDemo={user.is_demo} onApplied={refresh} />
      ) : null}
      <UserComplianceCard key={`c${ledgerVersion}`} userId={user.id} />
      <LedgerCard key={ledgerVersion} userId={user.id} />
      <StatementsCard key={`s${ledgerVersion}`} userId={user.id} />
    </>
  );
}
