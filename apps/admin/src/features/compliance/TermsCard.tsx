import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { LANGS, staffPublishTerms, staffTerms } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

interface PublishForm {
  title: string;
  text: string;
  others?: { lang?: string; title?: string; text?: string }[];
}

/** Published versions (never changed) and the form that publishes the next one. */
export function TermsCard() {
  const versions = useCall(staffTerms, {});
  const [form] = Form.useForm<PublishForm>();
  const [busy, run] = useAction();

  const publish = () =>
    run(async () => {
      const values = await form.validateFields();
      const title: Record<string, string> = { en: values.title };
      const text: Record<string, string> = { en: values.text };
      for (const other of values.others ?? []) {
        if (!other.lang) continue;
        if (other.title) title[other.lang] = other.title;
        if (other.text) text[other.lang] = other.text;
      }
      await call(staffPublishTerms, { title, text });
      toast.success(texts.common.saved);
      form.resetFields();
      versions.reload();
    });

  return (
    <Card title={t.terms} style={{ marginBottom: 16 }} data-testid="terms-card">
      <Typography.Paragraph type="secondary">{t.termsHelp}</Typography.Paragraph>
      <Table
        rowKey="version"
        size="small"
        loading={versions.loading}
        dataSource={versions.data ?? []}
        pagination={false}
        locale={{ emptyText: t.noTerms }}
        columns={[
          { title: t.version, dataIndex: 'version' },
          { title: texts.compliance.titleLocal, render: (_, row) => row.title.en },
          { title: t.languages, render: (_, row) => Object.keys(row.text).sort().join(', ') },
          { title: t.publishedAt, render: (_, row) => formatTime(row.published_at) },
          { title: t.publishedBy, render: (_, row) => row.published_by ?? texts.common.none },
          { title: t.accepted, dataIndex: 'accepted' },
        ]}
        expandable={{ expandedRowRender: (row) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.text.en}</Typography.Paragraph> }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t.publish}
      </Typography.Title>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="title" label={t.titleEn} rules={[{ required: true, whitespace: true, message: texts.common.required }]}>
          <Input maxLength={200} data-testid="terms-title" />
        </Form.Item>
        <Form.Item name="text" label={t.textEn} rules={[{ required: true, whitespace: true, message: texts.common.required }]}>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 20 }} maxLength={100_000} data-testid="terms-text" />
        </Form.Item>
        <Typography.Text type="secondary">{t.otherLanguages}</Typography.Text>
        <Form.List name="others">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" style={{ display: 'flex', marginTop: 8 }} wrap>
                  <Form.Item name={[field.name, 'lang']} label={t.language}>
                    <Select style={{ width: 100 }} options={LANGS.filter((l) => l !== 'en').map((l) => ({ value: l, label: l }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} label={t.titleLocal}>
                    <Input maxLength={200} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'text']} label={t.textLocal}>
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} style={{ width: 480 }} maxLength={100_000} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                    {t.remove}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add()} style={{ marginTop: 8 }}>
                {t.addLanguage}
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 16 }}>
          <Popconfirm title={t.publishConfirm} onConfirm={publish} okText={texts.common.confirm} cancelText={texts.common.cancel}>
            <Button type="primary" loading={busy} data-testid="terms-publish">
              {t.publish}
            </Button>
          </Popconfirm>
        </div>
      </Form>
    </Card>
  );
}
