import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { staffLogin } from '@leverline/contract';
import { ApiError, call } from '../../api/client';
import { sessionStore, useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { useAction } from '../../ui/useAction';

interface SignInValues {
  email: string;
  password: string;
  otp?: string;
}

/**
 * Staff sign-in: e-mail, password and the authenticator code. The code field is always shown,
 * since the console cannot know the role before sign-in; the server requires it of owner and
 * finance and of anyone enrolled, and its refusal is shown as it is worded.
 */
export function SignInPage() {
  const { token, expired } = useSession();
  const navigate = useNavigate();
  const [busy, run] = useAction();
  const [failure, setFailure] = useState<string | null>(null);

  if (token) return <Navigate to="/" replace />;

  const submit = (values: SignInValues) =>
    run(async () => {
      setFailure(null);
      try {
        const answer = await call(
          staffLogin,
          { email: values.email, password: values.password, otp: values.otp ?? '' },
          { silent: true },
        );
        sessionStore.signIn(answer.token, answer.staff);
        await navigate('/', { replace: true });
      } catch (error) {
        setFailure(error instanceof ApiError ? error.msg : String(error));
      }
    });

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f6fa' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {texts.appName}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{texts.signIn.title}</Typography.Paragraph>
        {expired && !failure ? (
          <Alert
            type="info"
            showIcon
            title={texts.signIn.expired}
            style={{ marginBottom: 16 }}
            data-testid="signin-expired"
          />
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={failure}
            style={{ marginBottom: 16 }}
            data-testid="signin-error"
          />
        ) : null}
        <Form<SignInValues> layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
          <Form.Item
            name="email"
            label={texts.signIn.email}
            rules={[{ required: true, whitespace: true, message: texts.signIn.emailRequired }]}
          >
            <Input
              prefix={<MailOutlined />}
              type="email"
              autoComplete="username"
              autoFocus
              data-testid="signin-email"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={texts.signIn.password}
            rules={[{ required: true, message: texts.signIn.passwordRequired }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="signin-password"
            />
          </Form.Item>
          <Form.Item
            name="otp"
            label={texts.signIn.otp}
            extra={texts.signIn.otpHint}
            rules={[{ pattern: /^\d{6}$/, message: texts.signIn.otpInvalid }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              data-testid="signin-otp"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="signin-submit">
            {texts.signIn.submit}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
