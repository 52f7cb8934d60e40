import { Segmented } from 'antd';
import { texts } from '../i18n/texts';
import { ALL } from './useQueueParams';

interface StatusFilterProps<S extends number> {
  value: S | typeof ALL;
  labels: Record<S, string>;
  order: readonly S[];
  onChange: (value: S | typeof ALL) => void;
}

/** The status switch above a queue: each status, then all. */
export function StatusFilter<S extends number>({ value, labels, order, onChange }: StatusFilterProps<S>) {
  const options = [
    ...order.map((s) => ({ value: String(s), label: <span data-testid={`status-${s}`}>{labels[s]}</span> })),
    { value: ALL, label: <span data-testid="status-all">{texts.common.all}</span> },
  ];
  return (
    <Segmented
      options={options}
      value={String(value)}
      onChange={(v) => onChange(v === ALL ? ALL : (Number(v) as S))}
    />
  );
}
