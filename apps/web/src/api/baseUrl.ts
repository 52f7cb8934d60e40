/**
 * Where the HTTP API lives (§7). Pure so the rule can be tested without a browser.
 *
 * 1. `VITE_API_BASE`, when set at build time, wins (e.g. "https://api.example.com").
 * 2. `VITE_API_HOST_MODE=subdomain`: the page host with its first label replaced by `api`
 *    (www.example.com → api.example.com). A two-label host gains the label instead
 *    (example.com → api.example.com); a single-label host or an IP address has no sub-domain to
 *    replace and keeps the page origin.
 * 3. Otherwise the page origin: the server serves the app and the API on one port, and the demo
 *    build also uses the page origin.
 */
export interface ApiBaseEnv {
  VITE_API_BASE?: string | undefined;
  VITE_API_HOST_MODE?: string | undefined;
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function apiBaseUrl(env: ApiBaseEnv, page: PageLocation): string {
  const fixed = env.VITE_API_BASE?.trim();
  if (fixed) return fixed.replace(/\/+$/, '');
  if (env.VITE_API_HOST_MODE?.trim().toLowerCase() === 'subdomain') {
    const host = page.hostname;
    const labels = host.split('.');
    const isAddress = IPV4.test(host) || host.includes(':') || host.startsWith('[');
    if (!isAddress && labels.length >= 2) {
      const apiHost = labels.length === 2 ? `api.${host}` : ['api', ...labels.slice(1)].join('.');
      return `${page.protocol}//${apiHost}${page.port ? `:${page.port}` : ''}`;
    }
  }
  return page.origin;
}
