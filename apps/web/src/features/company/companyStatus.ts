/**
 * The start-up company check (§7 getCompanyStatus): the site, or the company this browser chose,
 * may be closed to clients; a non-zero status then sends the browser to its loss_url. Loaded after
 * the first render (start.ts), so it never delays the first screen, and silent when it fails: the
 * app then carries on as usual.
 */
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { webUrl } from '../../ui/pictureUrl';
import { rememberedCompany } from './companyCookie';

export interface CompanyStatus {
  status: number;
  loss_url: string;
}

export interface CompanyStatusDeps {
  /** The company id from the cookie, or null. */
  companyId: () => number | null;
  fetchStatus: (companyId: number | null) => Promise<CompanyStatus>;
  /** Leaves the app for `url` (replacing this page in the history). */
  replace: (url: string) => void;
}

/** Where the status sends the browser: loss_url when the status is not 0 and it is an http(s) URL. */
export function lossUrlOf(answer: CompanyStatus): string | null {
  if (answer.status === 0) return null;
  return webUrl(answer.loss_url);
}

const appDeps: CompanyStatusDeps = {
  companyId: rememberedCompany,
  fetchStatus: (companyId) =>
    call(routes.getCompanyStatus, companyId === null ? {} : { company_id: companyId }, {
      silent: true,
      initial: true,
    }),
  replace: (url) => window.location.replace(url),
};

/** Asks for the status and leaves for loss_url when told to; resolves whatever happens. */
export async function checkCompanyStatus(deps: CompanyStatusDeps = appDeps): Promise<void> {
  let answer: CompanyStatus;
  try {
    answer = await deps.fetchStatus(deps.companyId());
  } catch {
    return;
  }
  const target = lossUrlOf(answer);
  if (target) deps.replace(target);
}
