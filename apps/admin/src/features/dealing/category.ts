import type { CallData, staffCategories } from '@leverline/contract';

/** An instrument category as the staff API sends it: names by language code. */
export type StaffCategory = CallData<typeof staffCategories>[number];

/** A category's name in the console: its English name (required by the server), else its id. */
export function categoryName(category: StaffCategory | undefined, id?: number): string {
  const en = category?.names.en?.trim();
  if (en) return en;
  return `#${category?.id ?? id ?? '?'}`;
}
