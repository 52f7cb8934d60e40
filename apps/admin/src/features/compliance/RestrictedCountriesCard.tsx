import { useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Select, Typography } from 'antd';
import { staffRestrictedCountries, staffSaveRestrictedCountries } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

/** The countries the service is not provided to (spec §1): residents, phone numbers and addresses. */
export function RestrictedCountriesCard() {
  const current = useCall(staffRestrictedCountries, {});
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, run] = useAction();

  useEffect(() => {
    if (current.data) setChosen(current.data.restricted);
  }, [current.data]);

  const save = () =>
    run(async () => {
      const saved = await call(staffSaveRestrictedCountries, { countries: chosen });
      setChosen(saved.restricted);
      toast.success(texts.common.saved);
      current.reload();
    });

  return (
    <Card title={t.restricted} style={{ marginBottom: 16 }} loading={current.loading && !current.data} data-testid="restricted-card">
      <Typography.Paragraph type="secondary">{t.restrictedHelp}</Typography.Paragraph>
      <Select
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={t.restrictedPlaceholder}
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={(current.data?.countries ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
        data-testid="restricted-select"
      />
      {chosen.length === 0 ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
          {t.restrictedNone}
        </Typography.Paragraph>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <Popconfirm title={t.restrictedConfirm} onConfirm={save} okText={texts.common.confirm} cancelText={texts.common.cancel}>
          <Button type="primary" loading={busy} data-testid="restricted-save">
            {texts.common.save}
          </Button>
        </Popconfirm>
      </div>
    </Card>
  );
}
