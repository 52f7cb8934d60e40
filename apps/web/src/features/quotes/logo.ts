import { apiBase } from '../../api/client';
import { logoOn } from './logoOn';

/** An instrument's logo address: the server gives a path on the API host (/logos/EURUSD.svg). */
export function logoUrl(logo: string): string {
  return logoOn(apiBase(), logo);
}
