import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import {
  isWebUrl,
  OWNER_ONLY_SETTINGS,
  staffSaveSettings,
  staffSettings,
  type SiteSettings,
} from '@leverline/contract';
import { parseMarginWarningLevels } from '@leverline/domain';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { useSession } from '../../app/session';
import { texts } from '../../i18n/texts';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { PageLoading } from '../../ui/PageLoading';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

type Key = keyof SiteSettings;
const t = texts.settings;
const OWNER_ONLY: readonly Key[] = OWNER_ONLY_SETTINGS;

const decimal: Rule[] = [
  { required: true, pattern: /^(0|[1-9]\d{0,9})(\.\d{1,6})?$/, message: t.decimalInvalid },
];
const coolingHours: Rule[] = [
  {
    required: true,
    pattern: /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/,
    message: t.coolingInvalid,
  },
  {
    validator: (_rule, value: string) =>
      Number(value) <= 720 ? Promise.resolve() : Promise.reject(new Error(t.coolingInvalid)),
  },
];
// The server's own rule (domain margin-warnings.ts); that each is above the margin call, the server checks.
const warningLevels: Rule[] = [
  {
    validator: (_rule, value: string | undefined) =>
      parseMarginWarningLevels(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t.warningLevelsInvalid)),
  },
];
// The server's own rule (contract isWebUrl): absolute http(s), a host, no credentials or backslashes.
const url: Rule[] = [
  { validator: (_, v: string | undefined) => (!v?.trim() || isWebUrl(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t.urlInvalid))) },
];
const email: Rule[] = [{ pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t.emailInvalid }];

type ChoiceKey = keyof typeof t.options;

/**
 * Site settings; the risk levels, the approval threshold, the daily credit limits and
 * payout_cooling_hours move money or risk and are the owner's alone.
 */
/** The settings as the form holds them: an unchosen jurisdiction is no value, so its placeholder shows. */
const formValues = (settings: SiteSettings) => ({ ...settings, jurisdiction: settings.jurisdiction || undefined });

export function SettingsPage() {
  const { staff } = useSession();
  const isOwner = staff?.role === 'owner';
  const settings = useCall(staffSettings, {});
  const [form] = Form.useForm<SiteSettings>();
  // The preset's rules are shown as it is chosen, before it is saved.
  const watchedJurisdiction = Form.useWatch('jurisdiction', form) as string | undefined;
  const [busy, run] = useAction();
  const loaded = settings.data;

  useEffect(() => {
    if (loaded) form.setFieldsValue(formValues(loaded));
  }, [form, loaded]);

  const save = (values: SiteSettings) =>
    run(async () => {
      if (!loaded) return;
      // Only what changed is sent, and never an owner-only key by someone else.
      const changes: Partial<SiteSettings> = {};
      for (const key of Object.keys(values) as Key[]) {
        if (!isOwner && OWNER_ONLY.includes(key)) continue;
        const value = (values[key] ?? '').trim();
        if (value !== loaded[key]) changes[key] = value;
      }
      if (Object.keys(changes).length === 0) {
        toast.info(t.unchanged);
        return;
      }
      const saved = await call(staffSaveSettings, changes);
      form.setFieldsValue(formValues(saved));
      toast.success(t.saved);
      settings.reload();
    });

  if (!loaded) return <PageLoading />;

  const field = (key: Key, rules: Rule[] = [], help?: string) => {
    const ownerOnly = OWNER_ONLY.includes(key);
    return (
      <Form.Item
        name={key}
        label={t.fields[key]}
        rules={rules}
        extra={ownerOnly && !isOwner ? t.ownerOnly : help}
      >
        <Input disabled={ownerOnly && !isOwner} data-testid={`setting-${key}`} />
      </Form.Item>
    );
  };
  const choice = (key: ChoiceKey, help?: string) => {
    const locked = OWNER_ONLY.includes(key) && !isOwner;
    return (
      // The jurisdiction may stay unchosen on a new installation; every other choice has a value.
      <Form.Item name={key} label={t.fields[key]} rules={key === 'jurisdiction' ? [] : [{ required: true }]} extra={locked ? t.ownerOnly : help}>
        <Select
          placeholder={key === 'jurisdiction' ? t.jurisdictionPlaceholder : undefined}
          options={Object.entries(t.options[key]).map(([value, label]) => ({ value, label }))}
          disabled={locked}
          data-testid={`setting-${key}`}
        />
      </Form.Item>
    );
  };
  const watched = watchedJurisdiction ?? loaded.jurisdiction;
  const jurisdiction = watched === 'esma' || watched === 'asic' || watched === 'none' ? watched : 'unchosen';

  return (
    <>
      <PageHeader
        title={t.title}
        extra={<RefreshButton onClick={settings.reload} loading={settings.loading} />}
      />
      <Form<SiteSettings>
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={busy}
        initialValues={loaded}
        style={{ maxWidth: 960 }}
      >
        <Card title={t.groups.site} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={12}>
              {field('title', [
                { required: true, whitespace: true, max: 60, message: texts.common.required },
              ])}
            </Col>
            <Col span={12}>{field('service_link', url)}</Col>
            <Col span={12}>{choice('service_link_type')}</Col>
            <Col span={12}>{field('demo_start_balance', decimal)}</Col>
          </Row>
        </Card>
        <Card title={t.groups.registration} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={8}>{choice('verify_reg_type')}</Col>
            <Col span={8}>{choice('is_show_mobile')}</Col>
            <Col span={8}>{choice('trade_fee_type')}</Col>
          </Row>
        </Card>
        <Card title={t.groups.company} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={12}>{field('company_email', email)}</Col>
            <Col span={12}>{field('complaint_email', email)}</Col>
            <Col span={8}>{choice('company_status')}</Col>
            <Col span={8}>{choice('company_status_type')}</Col>
            <Col span={8}>{field('company_loss_url', url)}</Col>
          </Row>
        </Card>
        <Card title={t.groups.compliance} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={24}>{choice('jurisdiction', t.jurisdictionHelp[jurisdiction])}</Col>
            <Col span={12}>{choice('rollover_hour_utc', t.rolloverHelp)}</Col>
            <Col span={12}>{choice('swap_triple_weekday')}</Col>
          </Row>
        </Card>
        <Card title={t.groups.risk} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={8}>{field('stop_out_level', decimal)}</Col>
            <Col span={8}>{field('margin_call_level', decimal)}</Col>
            <Col span={8}>{field('margin_warning_levels', warningLevels, t.warningLevelsHelp)}</Col>
            <Col span={12}>{field('adjust_approval_usd', decimal)}</Col>
            <Col span={12}>{field('payout_cooling_hours', coolingHours, t.coolingHelp)}</Col>
            <Col span={12}>{field('credit_daily_staff_usd', decimal)}</Col>
            <Col span={12}>{field('credit_daily_user_usd', decimal)}</Col>
          </Row>
        </Card>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="settings-save">
          {texts.common.save}
        </Button>
      </Form>
    </>
  );
}
