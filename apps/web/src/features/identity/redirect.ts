/**
 * Where to go after logging in: the `from` query when it is an in-app path, else the user centre.
 * Only paths starting with a single "/" are accepted, so the parameter cannot send anyone to
 * another site, and never back to the identity pages themselves.
 */
export function afterLoginPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/user';
  const path = from.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/forgot'].includes(path)) return '/user';
  return from;
}

/** The login page that comes back to `from` (an in-app path with its query) afterwards (§2, §5). */
export function loginPath(from: string): string {
  return `/login?from=${encodeURIComponent(from)}`;
}
