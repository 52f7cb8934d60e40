/**
 * The company cookie (§9 "Company cookie: 3 years"): the company chosen in the product search,
 * sent back to getCompanyStatus on each start so that company's status applies to this browser.
 */

export const COMPANY_COOKIE = 'company_id';
/** 3 years, in seconds (the cookie's max-age). */
export const COMPANY_COOKIE_MAX_AGE_S = 3 * 365 * 24 * 3600;

/** The company id a `document.cookie` string holds, or null when it holds none (or not a valid id). */
export function companyIdFrom(cookie: string): number | null {
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== COMPANY_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (!/^\d{1,15}$/.test(value)) return null;
    const id = Number(value);
    return id > 0 && Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `id` for 3 years on the whole site. */
export function companyCookie(id: number, secure: boolean): string {
  const parts = [`${COMPANY_COOKIE}=${id}`, `max-age=${COMPANY_COOKIE_MAX_AGE_S}`, 'path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Remembers the chosen company in this browser. */
export function rememberCompany(id: number): void {
  document.cookie = companyCookie(id, window.location.protocol === 'https:');
}

/** The company this browser chose, if any. */
export function rememberedCompany(): number | null {
  return companyIdFrom(document.cookie);
}
