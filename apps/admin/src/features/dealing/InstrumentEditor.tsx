import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Divider,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { staffSaveInstrument, type StaffInstrument } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { details } from '../../ui/details';
import { useAction } from '../../ui/useAction';
import type { StaffCategory } from './category';
import { categoryName } from './category';
import {
  changesOf,
  clockToMinutes,
  COMMON_TIME_ZONES,
  isCalendarDate,
  isTimeZone,
  leverageOf,
  valuesOf,
  type InstrumentValues,
} from './instrumentForm';

const t = texts.instruments;

/** The contract's lots: a positive decimal with up to 6 places. */
const lotsRules: Rule[] = [
  {
    required: true,
    validator: (_rule, value: string | undefined) => {
      const v = (value ?? '').trim();
      return /^(0|[1-9]\d{0,11})(\.\d{1,6})?$/.test(v) && /[1-9]/.test(v)
        ? Promise.resolve()
        : Promise.reject(new Error(t.lotsInvalid));
    },
  },
];
const feeRules: Rule[] = [
  { required: true, pattern: /^(0|[1-9]\d{0,5})(\.\d{1,8})?$/, message: t.feeRateInvalid },
];
const wholeRules = (max: number): Rule[] => [
  {
    required: true,
    validator: (_rule, value: string | undefined) => {
      const v = (value ?? '').trim();
      return /^\d{1,9}$/.test(v) && Number(v) <= max
        ? Promise.resolve()
        : Promise.reject(new Error(t.wholeInvalid));
    },
  },
];
const textRules = (max: number): Rule[] => [
  { required: true, whitespace: true, message: texts.common.required },
  { max, message: texts.common.required },
];

const leverageRules: Rule[] = [
  ({ getFieldValue }) => ({
    validator: (_rule, value: string[] | undefined) => {
      const options = value ?? [];
      if (options.length > 20 || options.some((o) => leverageOf(o) === null))
        return Promise.reject(new Error(t.leverageInvalid));
      if (getFieldValue('margin_mode') === 2 && options.length === 0)
        return Promise.reject(new Error(t.leverageNeeded));
      return Promise.resolve();
    },
  }),
];
const holidayRules: Rule[] = [
  {
    validator: (_rule, value: string[] | undefined) =>
      (value ?? []).every(isCalendarDate) && (value ?? []).length <= 400
        ? Promise.resolve()
        : Promise.reject(new Error(t.holidaysInvalid)),
  },
];
const timeZoneRules: Rule[] = [
  {
    validator: (_rule, value: string | undefined) =>
      isTimeZone(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t.timeZoneInvalid)),
  },
];
const openRules: Rule[] = [
  {
    validator: (_rule, value: string | undefined) => {
      const m = clockToMinutes(value ?? '');
      return m !== null && m < 1440 ? Promise.resolve() : Promise.reject(new Error(t.clockInvalid));
    },
  },
];
const closeRules = (row: number): Rule[] => [
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const close = clockToMinutes(value ?? '');
      if (close === null || close < 1) return Promise.reject(new Error(t.clockInvalid));
      const open = clockToMinutes(String(getFieldValue(['windows', row, 'open']) ?? ''));
      if (open !== null && close <= open) return Promise.reject(new Error(t.closeBeforeOpen));
      return Promise.resolve();
    },
  }),
];

/** Tags as typed: trimmed, without repeats. */
const uniqueTrimmed = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.map((v) => String(v).trim()).filter(Boolean))] : [];
const sortLeverage = (value: unknown) =>
  uniqueTrimmed(value).sort((a, b) => (leverageOf(a) ?? Infinity) - (leverageOf(b) ?? Infinity));
const sortDates = (value: unknown) => uniqueTrimmed(value).sort();

const DAY_OPTIONS = t.days.map((label, day) => ({ value: day, label }));
const TIME_ZONE_LIST = 'instrument-time-zones';

interface InstrumentEditorProps {
  instrument: StaffInstrument;
  categories: readonly StaffCategory[];
  /** The server's answer to a save. */
  onSaved: (instrument: StaffInstrument) => void;
  onCancel: () => void;
}

/**
 * One instrument's terms and sessions. The save sends only what changed (the schedule whole when
 * any part of it changed); a refusal shows the server's message and keeps the form as it was.
 */
export function InstrumentEditor({ instrument, categories, onSaved, onCancel }: InstrumentEditorProps) {
  const [form] = Form.useForm<InstrumentValues>();
  const [busy, run] = useAction();

  const submit = () => {
    form.validateFields().then(
      () =>
        run(async () => {
          // All values, including those of fields not shown (validateFields returns shown ones).
          const values = form.getFieldsValue(true) as InstrumentValues;
          const changes = changesOf(instrument, values);
          if (Object.keys(changes).length === 0) {
            toast.info(t.unchanged);
            return;
          }
          const saved = await call(staffSaveInstrument, { id: instrument.id, ...changes });
          toast.success(t.saved);
          onSaved(saved);
        }),
      () => undefined, // the form shows what is wrong
    );
  };

  const categoryOptions = categories.some((c) => c.id === instrument.category_id)
    ? categories
    : [...categories, { id: instrument.category_id, sort: 0, names: {}, max_leverage: null }];

  return (
    <>
      <Alert type="info" showIcon title={t.fixedNote} style={{ marginBottom: 16 }} />
      <Descriptions
        size="small"
        bordered
        column={2}
        items={details(
          [t.code, <span data-testid="instrument-code">{instrument.code}</span>],
          [t.pricePrecision, instrument.price_precision],
          [t.contractSize, instrument.contract_size],
          [t.quoteCurrency, instrument.quote_currency],
        )}
      />
      <Form<InstrumentValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(instrument)}
        disabled={busy}
        style={{ marginTop: 16 }}
      >
        <Divider titlePlacement="start">{t.terms}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="show_code" label={t.showCode} rules={textRules(20)}>
              <Input data-testid="instrument-show_code" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="name" label={t.name} rules={textRules(80)}>
              <Input data-testid="instrument-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="category_id"
              label={t.category}
              rules={[{ required: true, message: texts.common.required }]}
            >
              <Select
                options={categoryOptions.map((c) => ({ value: c.id, label: categoryName(c) }))}
                data-testid="instrument-category"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="margin_mode" label={t.marginMode} rules={[{ required: true }]}>
              <Select
                options={([1, 2] as const).map((m) => ({ value: m, label: t.marginModes[m] }))}
                onChange={() => void form.validateFields(['leverage_options']).catch(() => undefined)}
                data-testid="instrument-margin_mode"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="lot_step" label={t.lotStep} rules={lotsRules}>
              <Input inputMode="decimal" data-testid="instrument-lot_step" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="min_lots" label={t.minLots} rules={lotsRules}>
              <Input inputMode="decimal" data-testid="instrument-min_lots" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="max_lots" label={t.maxLots} rules={lotsRules}>
              <Input inputMode="decimal" data-testid="instrument-max_lots" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="leverage_options"
              label={t.leverage}
              extra={t.leverageHelp}
              rules={leverageRules}
              normalize={sortLeverage}
            >
              <Select
                mode="tags"
                open={false}
                tokenSeparators={[',', ' ']}
                suffixIcon={null}
                data-testid="instrument-leverage_options"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="fee_rate" label={t.feeRate} rules={feeRules}>
              <Input inputMode="decimal" data-testid="instrument-fee_rate" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="spread_units"
              label={t.spread}
              extra={t.spreadHelp}
              rules={wholeRules(1_000_000)}
            >
              <Input inputMode="numeric" data-testid="instrument-spread_units" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label={t.sort} rules={wholeRules(999_999)}>
              <Input inputMode="numeric" data-testid="instrument-sort" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t.sessions}</Divider>
        <Form.Item name="time_zone" label={t.timeZone} extra={t.timeZoneHelp} rules={timeZoneRules}>
          <Input list={TIME_ZONE_LIST} autoComplete="off" data-testid="instrument-time_zone" />
        </Form.Item>
        <datalist id={TIME_ZONE_LIST}>
          {COMMON_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>

        <Typography.Text strong>{t.windows}</Typography.Text>
        <Form.List name="windows">
          {(fields, { add, remove }) => (
            <div style={{ marginTop: 8 }} data-testid="instrument-windows">
              {fields.length === 0 ? (
                <Typography.Paragraph type="secondary">{t.noWindows}</Typography.Paragraph>
              ) : (
                <Flex gap={8}>
                  <Typography.Text type="secondary" style={{ width: 160 }}>
                    {t.day}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ width: 110 }}>
                    {t.opens}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ width: 110 }}>
                    {t.closes}
                  </Typography.Text>
                </Flex>
              )}
              {fields.map(({ key, name }) => (
                <Flex key={key} gap={8} align="flex-start" data-testid={`window-${name}`}>
                  <Form.Item
                    name={[name, 'day']}
                    rules={[{ required: true, message: t.day }]}
                    style={{ width: 160 }}
                  >
                    <Select options={DAY_OPTIONS} aria-label={t.day} />
                  </Form.Item>
                  <Form.Item name={[name, 'open']} rules={openRules} style={{ width: 110 }}>
                    <Input placeholder="09:30" aria-label={t.opens} data-testid={`window-open-${name}`} />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'close']}
                    rules={closeRules(name)}
                    dependencies={[['windows', name, 'open']]}
                    style={{ width: 110 }}
                  >
                    <Input placeholder="16:00" aria-label={t.closes} data-testid={`window-close-${name}`} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(name)}
                    aria-label={t.remove}
                    data-testid={`window-remove-${name}`}
                  />
                </Flex>
              ))}
              <Form.Item>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ day: 1, open: '09:00', close: '17:00' })}
                  data-testid="window-add"
                >
                  {t.addWindow}
                </Button>
              </Form.Item>
            </div>
          )}
        </Form.List>

        <Form.Item
          name="holidays"
          label={t.holidays}
          extra={t.holidaysHelp}
          rules={holidayRules}
          normalize={sortDates}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ' ']}
            suffixIcon={null}
            placeholder="2026-12-25"
            data-testid="instrument-holidays"
          />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary" onClick={submit} loading={busy} data-testid="instrument-save">
          {texts.common.save}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {texts.common.cancel}
        </Button>
      </Space>
    </>
  );
}
