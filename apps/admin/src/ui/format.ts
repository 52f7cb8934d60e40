/**
 * Display of server values. Money and prices stay the server's decimal text: they are never
 * parsed into floats, only grouped by string manipulation. Times use the browser's locale.
 */

/** Groups the integer part of a decimal text by thousands ("-12345.600000" → "-12,345.600000"). */
export function groupDecimal(text: string): string {
  const match = /^([-+]?)(\d+)(\.\d+)?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** Whether a decimal text is below zero (for colouring; no arithmetic). */
export function isNegative(text: string): boolean {
  return /^-\d*\.?\d*[1-9]/.test(text.trim());
}

/** Whether a decimal text is above zero (for colouring; no arithmetic). */
export function isPositive(text: string): boolean {
  return !text.trim().startsWith('-') && /[1-9]/.test(text);
}

/** An ISO time in the browser's locale; empty or invalid input shows as a dash. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
