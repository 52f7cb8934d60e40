import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import { isSitePath, isWebUrl, staffCompanies, staffSaveCompany, type CallData } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { editColumn } from '../../ui/columns';
import { EditorModal } from '../../ui/EditorModal';
import { PageHeader } from '../../ui/PageHeader';
import { RefreshButton } from '../../ui/RefreshButton';
import { useCall } from '../../ui/useCall';
import { useRowEditor } from '../../ui/useRowEditor';

type CompanyRow = CallData<typeof staffCompanies>[number];
type CompanyValues = Omit<CompanyRow, 'id' | 'status'> & { status: string };

const t = texts.companies;

/** The server's rule for addresses staff enter (contract isWebUrl; a logo may be a path on this site). */
function addressRule(kind: 'url' | 'picture'): Rule {
  return {
    validator: (_, value: string | undefined) => {
      const v = value?.trim() ?? '';
      const ok = v === '' || isWebUrl(v) || (kind === 'picture' && isSitePath(v));
      return ok ? Promise.resolve() : Promise.reject(new Error(kind === 'url' ? t.urlInvalid : t.pictureInvalid));
    },
  };
}
const BLANK: CompanyValues = {
  name: '',
  logo: '',
  url: '',
  website: '',
  subject: '',
  registered_address: '',
  location: '',
  email: '',
  status: '0',
  loss_url: '',
  enabled: true,
};

const valuesOf = ({ id: _id, status, ...rest }: CompanyRow): CompanyValues => ({
  ...rest,
  status: String(status),
});

/** Partner companies: their page details, and the status / loss URL getCompanyStatus answers. */
export function CompaniesPage() {
  const list = useCall(staffCompanies, {});
  const editor = useRowEditor<CompanyRow, CompanyValues>(
    (row) => (row === 'new' ? BLANK : valuesOf(row)),
    async (values, target) => {
      await call(staffSaveCompany, {
        ...(target === 'new' ? {} : { id: target.id }),
        ...values,
        status: Number(values.status) || 0,
      });
      toast.success(texts.common.saved);
      list.reload();
    },
  );
  const editing = editor.editing;

  const columns: TableColumnsType<CompanyRow> = [
    { title: texts.common.id, dataIndex: 'id', width: 70 },
    { title: t.name, dataIndex: 'name' },
    { title: t.url, dataIndex: 'url' },
    { title: t.email, dataIndex: 'email' },
    { title: t.status, dataIndex: 'status', width: 90 },
    {
      title: texts.common.enabled,
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean) =>
        enabled ? <Tag color="green">{texts.common.yes}</Tag> : <Tag>{texts.common.no}</Tag>,
    },
    editColumn<CompanyRow>('company-edit', editor.open),
  ];

  const text = (name: keyof CompanyValues, label: string, required = false, check?: 'url' | 'picture') => (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required, whitespace: true, max: 300, message: texts.common.required },
        ...(check ? [addressRule(check)] : []),
      ]}
    >
      <Input />
    </Form.Item>
  );

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <>
            <RefreshButton onClick={list.reload} loading={list.loading} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => editor.open('new')}
              data-testid="company-add"
            >
              {t.add}
            </Button>
          </>
        }
      />
      <Table<CompanyRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.loading}
        pagination={false}
      />
      <EditorModal
        editor={editor}
        width={760}
        title={editing === 'new' ? t.addTitle : editing ? t.editTitle(editing.name) : null}
      >
        <Row gutter={16}>
          <Col span={12}>{text('name', t.name, true)}</Col>
          <Col span={12}>{text('url', t.url, true, 'url')}</Col>
          <Col span={12}>{text('logo', t.logo, false, 'picture')}</Col>
          <Col span={12}>{text('website', t.website, false, 'url')}</Col>
          <Col span={12}>{text('subject', t.subject)}</Col>
          <Col span={12}>{text('email', t.email)}</Col>
          <Col span={12}>{text('registered_address', t.registeredAddress)}</Col>
          <Col span={12}>{text('location', t.location)}</Col>
          <Col span={6}>
            <Form.Item
              name="status"
              label={t.status}
              extra={t.statusHelp}
              rules={[{ pattern: /^\d{1,3}$/, message: texts.common.required }]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={12}>{text('loss_url', t.lossUrl, false, 'url')}</Col>
          <Col span={6}>
            <Form.Item name="enabled" label={texts.common.enabled} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </EditorModal>
    </>
  );
}
