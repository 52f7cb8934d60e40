import type { HTMLAttributes } from 'react';

/** Table row attributes: a test id (e2e selectors) and a click handler. */
export function rowProps(testId: string, onClick?: () => void): HTMLAttributes<HTMLElement> {
  return {
    'data-testid': testId,
    onClick,
    style: onClick ? { cursor: 'pointer' } : undefined,
  } as HTMLAttributes<HTMLElement>;
}
