import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { staffLogout, staffMe } from '@leverline/contract';
import { call } from '../api/client';
import { texts } from '../i18n/texts';
import { PageLoading } from '../ui/PageLoading';
import { useAction } from '../ui/useAction';
import { sectionOfPath, visibleGroups } from './sections';
import { sessionStore, useSession } from './session';

/** The signed-in frame: side menu of the role's sections, who is signed in, sign out. */
export function AppLayout() {
  const { staff } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, run] = useAction();
  const role = staff?.role;

  // The role may have changed since sign-in: take the server's view once per visit.
  useEffect(() => {
    call(staffMe, {}, { silent: true }).then(
      (me) => sessionStore.update(me),
      () => undefined,
    );
  }, []);

  const items = useMemo<MenuProps['items']>(
    () =>
      role
        ? visibleGroups(role).map((group) => ({
            type: 'group' as const,
            key: group.key,
            label: <span data-testid={`nav-group-${group.key}`}>{group.label}</span>,
            children: group.sections.map((section) => ({
              key: section.key,
              label: (
                <Link to={`/${section.path}`} data-testid={`nav-${section.key}`}>
                  {section.label}
                </Link>
              ),
            })),
          }))
        : [],
    [role],
  );

  if (!staff) return null;
  const selected = sectionOfPath(location.pathname);

  const signOut = () =>
    run(async () => {
      // The session ends here whatever the server answers (it may already have ended).
      await call(staffLogout, {}, { silent: true }).catch(() => undefined);
      sessionStore.clear();
      await navigate('/signin', { replace: true });
    });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={224}
        theme="light"
        style={{
          borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflow: 'auto',
        }}
      >
        <Typography.Title level={5} style={{ padding: '20px 24px 8px', margin: 0 }}>
          {texts.appName}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected.key] : []}
          items={items}
          style={{ borderInlineEnd: 0 }}
          data-testid="nav"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: 'transparent',
            paddingInline: 24,
            borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          }}
        >
          <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
            <UserOutlined />
            <Typography.Text data-testid="staff-email">{staff.email}</Typography.Text>
            <Tag color="blue" data-testid="staff-role">
              {texts.roles[staff.role]}
            </Tag>
            <Button icon={<LogoutOutlined />} onClick={signOut} loading={busy} data-testid="sign-out">
              {texts.nav.signOut}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
