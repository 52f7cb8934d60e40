import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { LANGS, staffNewsList } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { editColumn } from '../../ui/columns';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { pager, usePageParam } from '../../ui/pagination';
import { RefreshButton } from '../../ui/RefreshButton';
import { useCall } from '../../ui/useCall';
import { NewsEditor, type NewsRow } from './NewsEditor';

const ALL = 'all';

/** Every article, published or not, of one language or all; opens the editor. */
export function NewsPage() {
  const { params, setParams, page, setPage } = usePageParam();
  const lang = params.get('lang') ?? ALL;
  const list = useCall(staffNewsList, { page, ...(lang === ALL ? {} : { lang }) });
  /** The article in the editor; 'new' for a new one. */
  const [editing, setEditing] = useState<NewsRow | 'new' | null>(null);

  const columns: TableColumnsType<NewsRow> = [
    { title: texts.common.id, dataIndex: 'id', width: 70 },
    { title: texts.news.headline, dataIndex: 'title' },
    { title: texts.news.lang, dataIndex: 'lang', width: 100 },
    { title: texts.news.category, dataIndex: 'category_id', width: 100 },
    {
      title: texts.common.status,
      dataIndex: 'published',
      width: 120,
      render: (published: boolean) =>
        published ? <Tag color="green">{texts.news.published}</Tag> : <Tag>{texts.news.draft}</Tag>,
    },
    { title: texts.common.created, dataIndex: 'created_at', render: formatTime },
    editColumn<NewsRow>('news-edit', setEditing),
  ];

  return (
    <>
      <PageHeader
        title={texts.news.title}
        extra={
          <>
            <Select
              value={lang}
              style={{ width: 140 }}
              showSearch
              onChange={(value: string) => setParams(value === ALL ? {} : { lang: value })}
              options={[
                { value: ALL, label: texts.common.all },
                ...LANGS.map((l) => ({ value: l, label: l })),
              ]}
            />
            <RefreshButton onClick={list.reload} loading={list.loading} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="news-add"
            >
              {texts.news.add}
            </Button>
          </>
        }
      />
      <Table<NewsRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        pagination={pager(page, list.data?.total, setPage)}
      />
      {editing ? (
        <NewsEditor
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      ) : null}
    </>
  );
}
