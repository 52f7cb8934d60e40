/** A LIKE / ILIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
