import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Modal, Row, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { LANG_LOCALE, LANGS, staffCategories, staffSaveCategory, type Lang } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { PageHeader } from '../../ui/PageHeader';
import { rowProps } from '../../ui/rowProps';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';
import { useLocalRows } from '../../ui/useLocalRows';
import { useMayManageDealing } from './access';
import { categoryName, type StaffCategory } from './category';

const t = texts.categories;

interface CategoryValues {
  sort: string;
  /** Whole number; empty or 0 for no cap. */
  max_leverage: string;
  names: Partial<Record<Lang, string>>;
}

/** "English (en)", "Japanese (jp)"… from the browser's own language names. */
function languageLabel(lang: Lang): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(LANG_LOCALE[lang]);
    return name ? `${name} (${lang})` : lang;
  } catch {
    return lang;
  }
}

/** How many of the app's languages have a name. */
export function namedLanguages(names: Record<string, string>): number {
  return LANGS.filter((lang) => (names[lang] ?? '').trim() !== '').length;
}

/** The names a save sends: every app language given a name (trimmed); empty ones are left out. */
export function namesToSend(names: Partial<Record<Lang, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of LANGS) {
    const value = (names[lang] ?? '').trim();
    if (value) out[lang] = value;
  }
  return out;
}

const nameRules = (lang: Lang): Rule[] => [
  ...(lang === 'en' ? [{ required: true, whitespace: true, message: t.englishRequired }] : []),
  { max: 60, message: t.tooLong },
];
const sortRules: Rule[] = [{ pattern: /^\d{1,6}$/, message: texts.instruments.wholeInvalid }];
const maxLeverageRules: Rule[] = [{ pattern: /^(\d{0,3}|1000)$/, message: t.maxLeverageInvalid }];

/** Instrument categories and their names in the app's languages (English required). */
export function CategoriesPage() {
  const editable = useMayManageDealing();
  const list = useCall(staffCategories, {});
  const [rows, put] = useLocalRows(list.data);
  const [form] = Form.useForm<CategoryValues>();
  const [busy, run] = useAction();
  /** The category being edited; 'new' for a new one; null when the form is closed. */
  const [editing, setEditing] = useState<StaffCategory | 'new' | null>(null);

  const openForm = (category: StaffCategory | 'new') => {
    setEditing(category);
    form.resetFields();
    form.setFieldsValue(
      category === 'new'
        ? { sort: '0', max_leverage: '', names: {} }
        : {
            sort: String(category.sort),
            max_leverage: category.max_leverage ? String(category.max_leverage) : '',
            names: { ...category.names },
          },
    );
  };

  const submit = () => {
    form.validateFields().then(
      (values) =>
        run(async () => {
          const target = editing;
          if (target === null) return;
          const saved = await call(staffSaveCategory, {
            ...(target === 'new' ? {} : { id: target.id }),
            sort: Number((values.sort ?? '').trim() || '0'),
            max_leverage: Number((values.max_leverage ?? '').trim() || '0'),
            names: namesToSend(values.names ?? {}),
          });
          put(saved);
          toast.success(t.saved);
          setEditing(null);
        }),
      () => undefined, // the form shows what is missing
    );
  };

  const columns: TableColumnsType<StaffCategory> = [
    { title: texts.common.id, dataIndex: 'id', width: 70 },
    { title: t.englishName, key: 'en', render: (_: unknown, c) => categoryName(c) },
    {
      title: t.languages,
      key: 'languages',
      align: 'right',
      render: (_: unknown, c) => `${namedLanguages(c.names)} / ${LANGS.length}`,
    },
    {
      title: t.maxLeverage,
      key: 'max_leverage',
      align: 'right',
      render: (_: unknown, c) => (c.max_leverage ? `${c.max_leverage}:1` : t.noCap),
    },
    { title: t.sort, dataIndex: 'sort', align: 'right' },
    ...(editable
      ? [
          {
            title: texts.common.actions,
            key: 'edit',
            width: 100,
            render: (_: unknown, c: StaffCategory) => (
              <Button size="small" onClick={() => openForm(c)} data-testid={`category-edit-${c.id}`}>
                {texts.common.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <>
            {editable ? (
              <Button icon={<PlusOutlined />} onClick={() => openForm('new')} data-testid="category-add">
                {t.add}
              </Button>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={list.reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Card>
        <Table<StaffCategory>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={list.loading}
          pagination={false}
          onRow={(c) => rowProps(`category-row-${c.id}`)}
        />
      </Card>
      {editable ? (
        <Modal
          open={editing !== null}
          title={editing === null || editing === 'new' ? t.addTitle : t.editTitle(categoryName(editing))}
          onCancel={() => setEditing(null)}
          onOk={submit}
          okText={texts.common.save}
          okButtonProps={{ loading: busy, ...({ 'data-testid': 'category-save' } as object) }}
          cancelButtonProps={{ disabled: busy }}
          width={760}
          forceRender
        >
          <Form<CategoryValues> form={form} layout="vertical" disabled={busy}>
            <Typography.Paragraph type="secondary">{t.namesHelp}</Typography.Paragraph>
            <Row gutter={16}>
              {LANGS.map((lang) => (
                <Col span={8} key={lang}>
                  <Form.Item name={['names', lang]} label={languageLabel(lang)} rules={nameRules(lang)}>
                    <Input maxLength={60} dir="auto" data-testid={`category-name-${lang}`} />
                  </Form.Item>
                </Col>
              ))}
              <Col span={8}>
                <Form.Item name="sort" label={t.sort} rules={sortRules}>
                  <Input inputMode="numeric" data-testid="category-sort" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="max_leverage"
                  label={t.maxLeverage}
                  tooltip={t.maxLeverageHelp}
                  rules={maxLeverageRules}
                >
                  <Input inputMode="numeric" data-testid="category-max-leverage" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
