import { apiBase } from '../api/client';

/** Where the API serves uploaded pictures (the contract's IMAGE_PATH is under it). */
const API_PATH = '/api/';

/**
 * The address of a picture the server names (news covers, company logos, article images):
 * uploads live on the API host, the app's own files (the seeded covers in public/news) beside the
 * app, and absolute https or http addresses stay as they are. Anything else (javascript:, data:,
 * protocol-relative) gives an empty string, so no picture is shown.
 */
export function pictureUrl(path: string): string {
  const value = path.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '';
  return value.startsWith(API_PATH) ? `${apiBase()}${value}` : value;
}

/** An http or https address (what the app may send the browser to); null for anything else. */
export function webUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
