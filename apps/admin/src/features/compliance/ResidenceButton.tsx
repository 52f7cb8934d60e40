import { Button, Select, Typography } from 'antd';
import { useState } from 'react';
import { staffRestrictedCountries, staffSetResidence } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { DecisionModal } from '../../ui/DecisionModal';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

/**
 * Compliance corrects a trader's country of residence (the trader tells it once; a change goes
 * through customer service, on proof of residence), always with a reason for the audit log.
 */
export function ResidenceButton({ userId, current, onChanged }: { userId: number; current: string; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState<string | undefined>(current || undefined);
  const [busy, run] = useAction();
  const list = useCall(staffRestrictedCountries, open ? {} : null);
  const restricted = new Set(list.data?.restricted ?? []);

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="residence-correct">
        {t.residenceCorrect}
      </Button>
      <DecisionModal
        open={open}
        title={t.residenceCorrect}
        okText={texts.common.save}
        field={{ kind: 'reason' }}
        busy={busy}
        body={
          <>
            <Typography.Paragraph type="secondary">{t.residenceCorrectHelp}</Typography.Paragraph>
            <Select
              showSearch
              style={{ width: '100%', marginBottom: 16 }}
              placeholder={t.restrictedPlaceholder}
              value={country}
              onChange={setCountry}
              optionFilterProp="label"
              loading={list.loading}
              options={(list.data?.countries ?? []).map((c) => ({
                value: c.code,
                label: `${c.name} (${c.code})${restricted.has(c.code) ? ` — ${t.restrictedMark}` : ''}`,
              }))}
              data-testid="residence-select"
            />
          </>
        }
        onCancel={() => setOpen(false)}
        onSubmit={(reason) =>
          run(async () => {
            if (!country) return void toast.error(t.residenceChoose);
            await call(staffSetResidence, { user_id: userId, country, reason });
            setOpen(false);
            toast.success(texts.common.saved);
            onChanged();
          })
        }
      />
    </>
  );
}
