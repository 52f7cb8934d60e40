import { Alert, Col, Form, Input, Modal, Row, Select, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { isSitePath, isWebUrl, LANGS, staffSaveNews, type CallData, type staffNewsList } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { useAction } from '../../ui/useAction';
import { sanitizeArticle } from './sanitize';

export type NewsRow = CallData<typeof staffNewsList>['data'][number];

interface NewsValues {
  title: string;
  desc: string;
  logo: string;
  lang: string;
  category_id: string;
  published: boolean;
  content: string;
}

interface NewsEditorProps {
  /** The article to change, or null for a new one. */
  article: NewsRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (a: NewsRow | null): NewsValues =>
  a
    ? {
        title: a.title,
        desc: a.desc,
        logo: a.logo,
        lang: a.lang,
        category_id: String(a.category_id),
        published: a.published,
        content: a.content,
      }
    : { title: '', desc: '', logo: '', lang: 'en', category_id: '1', published: true, content: '' };

/**
 * An article's editor: fields, the HTML in a text area, and a preview sanitised by the server's
 * rules. The server sanitises again on save; when it removed something, its stored content is
 * put back into the editor and a notice says so.
 */
export function NewsEditor({ article, onClose, onSaved }: NewsEditorProps) {
  const [form] = Form.useForm<NewsValues>();
  const [busy, run] = useAction();
  const initial = useMemo(() => valuesOf(article), [article]);
  const [content, setContent] = useState(initial.content);
  const [changedByServer, setChangedByServer] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(article?.id ?? null);
  const preview = useMemo(() => sanitizeArticle(content), [content]);

  const submit = () => {
    form.validateFields().then(
      (values) =>
        run(async () => {
          const saved = await call(staffSaveNews, {
            ...(savedId ? { id: savedId } : {}),
            category_id: Number(values.category_id) || 1,
            lang: values.lang,
            title: values.title.trim(),
            desc: (values.desc ?? '').trim(),
            logo: (values.logo ?? '').trim(),
            content: values.content ?? '',
            published: values.published,
          });
          setSavedId(saved.id);
          toast.success(texts.news.saved);
          onSaved();
          if (saved.content.trim() !== (values.content ?? '').trim()) {
            // Keep the editor open on what was stored, so the change is seen.
            form.setFieldValue('content', saved.content);
            setContent(saved.content);
            setChangedByServer(true);
          } else {
            onClose();
          }
        }),
      () => undefined,
    );
  };

  return (
    <Modal
      open
      width={1100}
      title={savedId ? texts.news.editTitle(savedId) : texts.news.addTitle}
      onCancel={busy ? undefined : onClose}
      onOk={submit}
      okText={texts.common.save}
      okButtonProps={{ loading: busy, 'data-testid': 'news-save' }}
      cancelButtonProps={{ disabled: busy }}
    >
      {changedByServer ? (
        <Alert type="warning" showIcon title={texts.news.changedByServer} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<NewsValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={busy}
        onValuesChange={(changed: Partial<NewsValues>) => {
          if (changed.content !== undefined) setContent(changed.content);
        }}
      >
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="title"
              label={texts.news.headline}
              rules={[{ required: true, whitespace: true, max: 200, message: texts.common.required }]}
            >
              <Input data-testid="news-title" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="lang" label={texts.news.lang} rules={[{ required: true }]}>
              <Select options={LANGS.map((l) => ({ value: l, label: l }))} showSearch />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="published" label={texts.news.published} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item name="desc" label={texts.news.desc} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item
              name="logo"
              label={texts.news.cover}
              rules={[
                { max: 300 },
                {
                  // The server's rule: a full http(s) address or a path on this site.
                  validator: (_, value: string | undefined) => {
                    const v = value?.trim() ?? '';
                    return v === '' || isWebUrl(v) || isSitePath(v)
                      ? Promise.resolve()
                      : Promise.reject(new Error(texts.companies.pictureInvalid));
                  },
                },
              ]}
            >
              <Input placeholder="https://…" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name="category_id" label={texts.news.category} rules={[{ pattern: /^[1-9]\d{0,5}$/ }]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="content"
              label={texts.news.content}
              extra={texts.news.contentHelp}
              rules={[{ required: true, message: texts.common.required }]}
            >
              <Input.TextArea rows={16} style={{ fontFamily: 'monospace' }} data-testid="news-content" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Typography.Text strong>{texts.news.preview}</Typography.Text>
            {/* Sanitised above by the server's allow-list: no script, handler or untrusted frame survives. */}
            <div
              className="article-preview"
              data-testid="news-preview"
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
