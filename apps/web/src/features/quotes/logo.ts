import { apiBase } from '../../api/client';

/** An instrument's logo address: the server gives a path on the API host (/logos/EURUSD.svg). */
export function logoUrl(logo: string): string {
  if (/^(https?:)?\/\//i.test(logo) || logo.startsWith('data:')) return logo;
  return `${apiBase()}${logo.startsWith('/') ? '' : '/'}${logo}`;
}
