import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import {
  staffCategories,
  staffInstruments,
  staffSaveInstrument,
  type StaffInstrument,
} from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { DecisionModal } from '../../ui/DecisionModal';
import { PageHeader } from '../../ui/PageHeader';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';
import { useLocalRows } from '../../ui/useLocalRows';
import { useMayManageDealing } from './access';
import { categoryName } from './category';
import { InstrumentEditor } from './InstrumentEditor';
import { InstrumentsTable } from './InstrumentsTable';

const t = texts.instruments;

/**
 * Every instrument with its trading terms. Dealing (dealing.manage) switches one on or off at once
 * (switching off asks first) and edits its terms and sessions in a drawer; each save's answer
 * replaces the row.
 */
export function InstrumentsPage() {
  const editable = useMayManageDealing();
  const list = useCall(staffInstruments, {});
  const categoryList = useCall(staffCategories, {});
  const [rows, put] = useLocalRows(list.data);
  const categories = useMemo(() => categoryList.data ?? [], [categoryList.data]);
  const [category, setCategory] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<StaffInstrument | null>(null);
  const [disabling, setDisabling] = useState<StaffInstrument | null>(null);
  const [busy, run] = useAction();

  const nameOf = (id: number) =>
    categoryName(
      categories.find((c) => c.id === id),
      id,
    );
  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (r) =>
      (category === null || r.category_id === category) &&
      (!needle || r.code.toLowerCase().includes(needle) || r.show_code.toLowerCase().includes(needle)),
  );

  const setEnabled = (instrument: StaffInstrument, enabled: boolean) =>
    run(async () => {
      try {
        const saved = await call(staffSaveInstrument, { id: instrument.id, enabled });
        put(saved);
        toast.success(enabled ? t.enabledOn : t.enabledOff);
      } finally {
        // A refusal has been shown by the client; the row stays as it was.
        setDisabling(null);
      }
    });

  const reload = () => {
    list.reload();
    categoryList.reload();
  };

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <>
            <Select<number>
              allowClear
              placeholder={t.allCategories}
              value={category ?? undefined}
              onChange={(v) => setCategory(v ?? null)}
              options={categories.map((c) => ({ value: c.id, label: categoryName(c) }))}
              style={{ width: 200 }}
              data-testid="instrument-category-filter"
            />
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t.searchCode}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ width: 220 }}
              data-testid="instrument-search"
            />
            <Button icon={<ReloadOutlined />} onClick={reload} loading={list.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Card>
        <InstrumentsTable
          rows={shown}
          loading={list.loading}
          categoryName={nameOf}
          editable={editable}
          busy={busy}
          onToggle={(row, enabled) => (enabled ? setEnabled(row, true) : setDisabling(row))}
          onEdit={setEditing}
        />
      </Card>
      {editable ? (
        <>
          <Drawer
            open={editing !== null}
            onClose={() => setEditing(null)}
            size={760}
            title={editing ? t.editTitle(editing.code) : null}
            destroyOnHidden
          >
            {editing ? (
              <InstrumentEditor
                key={editing.id}
                instrument={editing}
                categories={categories}
                onSaved={(saved) => {
                  put(saved);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Drawer>
          <DecisionModal
            open={disabling !== null}
            title={disabling ? t.disableTitle(disabling.code) : null}
            body={t.disableBody}
            okText={t.disable}
            danger
            busy={busy}
            onCancel={() => setDisabling(null)}
            onSubmit={() => {
              if (disabling) setEnabled(disabling, false);
            }}
          />
        </>
      ) : null}
    </>
  );
}
