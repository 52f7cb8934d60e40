import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

export type Detail = [label: string, value: ReactNode] | null | false;

/** Descriptions items from [label, value] pairs; null or false entries are left out. */
export function details(...rows: Detail[]): NonNullable<DescriptionsProps['items']> {
  return rows
    .filter((r): r is [string, ReactNode] => Boolean(r))
    .map(([label, children]) => ({ key: label, label, children }));
}
