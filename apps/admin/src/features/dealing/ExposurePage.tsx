import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffExposure, staffPositions } from '@leverline/contract';
import { texts } from '../../i18n/texts';
import { PageHeader } from '../../ui/PageHeader';
import { useCall } from '../../ui/useCall';
import { ExposureTable } from './ExposureTable';
import { PositionsTable } from './PositionsTable';

/** The server's page size for positions of one instrument. */
const PAGE_SIZE = 50;

/** Positions of one instrument, largest first. */
function InstrumentPositions({ code, demo }: { code: string; demo: 0 | 1 }) {
  const [page, setPage] = useState(1);
  const positions = useCall(staffPositions, { code, demo, page });
  return (
    <PositionsTable
      rows={positions.data?.data ?? []}
      loading={positions.loading}
      showUser
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: positions.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}

/** The broker's exposure by instrument (real or demo accounts) and the positions behind it. */
export function ExposurePage() {
  const [params, setParams] = useSearchParams();
  const demo: 0 | 1 = params.get('demo') === '1' ? 1 : 0;
  const code = params.get('code');
  const exposure = useCall(staffExposure, { demo });

  const set = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) out.delete(key);
        else out.set(key, value);
      }
      return out;
    });

  return (
    <>
      <PageHeader
        title={texts.exposure.title}
        extra={
          <>
            <Segmented
              value={String(demo)}
              onChange={(v) => set({ demo: v === '1' ? '1' : null, code: null })}
              options={[
                { value: '0', label: texts.exposure.real },
                { value: '1', label: <span data-testid="exposure-demo">{texts.exposure.demo}</span> },
              ]}
            />
            <Button icon={<ReloadOutlined />} onClick={exposure.reload} loading={exposure.loading}>
              {texts.common.refresh}
            </Button>
          </>
        }
      />
      <Card>
        <ExposureTable
          rows={exposure.data ?? []}
          loading={exposure.loading}
          onOpen={(c) => set({ code: c })}
        />
      </Card>
      <Drawer
        open={code !== null}
        onClose={() => set({ code: null })}
        size={1100}
        title={code ? texts.exposure.positionsOf(code) : null}
        destroyOnHidden
      >
        {code ? <InstrumentPositions key={`${code}-${demo}`} code={code} demo={demo} /> : null}
      </Drawer>
    </>
  );
}
