import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Card, List, Progress, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { roleAllows, type SetupItem, type StaffPermission } from '@leverline/contract';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';

/** Where each item is done, and who may go there; SMTP and staff two-factor are server-side. */
const PAGES: Record<SetupItem['key'], { to: string; permission: StaffPermission } | null> = {
  deposit_channels: { to: '/funding-setup', permission: 'funding.setup' },
  withdraw_currencies: { to: '/funding-setup', permission: 'funding.setup' },
  contact_emails: { to: '/settings', permission: 'settings.manage' },
  customer_service: { to: '/settings', permission: 'settings.manage' },
  smtp: null,
  staff_two_factor: null,
  jurisdiction: { to: '/settings', permission: 'settings.manage' },
  terms: { to: '/compliance', permission: 'compliance.manage' },
};

/** What a new installation still needs, each item with its page; gone once every item is done. */
export function SetupChecklist({ items }: { items: SetupItem[] }) {
  const { staff } = useSession();
  const done = items.filter((i) => i.done).length;
  if (items.length === 0 || done === items.length) return null;
  return (
    <Card
      title={texts.setup.title}
      extra={<Typography.Text type="secondary">{texts.setup.progress(done, items.length)}</Typography.Text>}
      style={{ marginBottom: 16 }}
      data-testid="setup-checklist"
    >
      <Progress percent={Math.round((done / items.length) * 100)} showInfo={false} style={{ marginTop: -8 }} />
      <List
        dataSource={items}
        renderItem={(item) => {
          const page = PAGES[item.key];
          const text = texts.setup.items[item.key];
          const open = page && staff && roleAllows(staff.role, page.permission) ? page : null;
          return (
            <List.Item
              data-testid={`setup-${item.key}`}
              data-done={item.done ? 'true' : 'false'}
              actions={
                !item.done && open
                  ? [
                      <Link key="open" to={open.to} data-testid={`setup-${item.key}-open`}>
                        {texts.setup.open}
                      </Link>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={
                  item.done ? (
                    <CheckCircleFilled style={{ color: '#389e0d', fontSize: 20 }} aria-label={texts.setup.done} />
                  ) : (
                    <ClockCircleOutlined style={{ color: '#d48806', fontSize: 20 }} aria-label={texts.setup.todo} />
                  )
                }
                title={
                  <>
                    {text.label} {item.done ? <Tag color="success">{texts.setup.done}</Tag> : null}
                  </>
                }
                description={text.hint}
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
