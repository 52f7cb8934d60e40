/** The device id a demo account is bound to (§4): one per device, kept in localStorage. */
const STORAGE_KEY = 'demo_id';

function randomUuid(): string {
  // randomUUID exists only in secure contexts (https, localhost); a phone testing over plain
  // http on the local network still gets a v4 UUID from getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function demoId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEY);
    if (existing && /^[A-Za-z0-9-]{16,64}$/.test(existing)) return existing;
    const id = randomUuid();
    localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    return randomUuid();
  }
}
