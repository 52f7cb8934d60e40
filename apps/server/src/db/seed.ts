/**
 * Reference data and default settings. Inserted when missing and never overwritten, so values
 * staff change later survive restarts.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { areaCodes, settings } from './schema.js';
import type { Db } from './client.js';

/** Default site settings; staff edit them later from the console. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  title: 'Leverline',
  service_link: '',
  /** 1 = open the link in the in-app frame, 2 = open it in a new window. */
  service_link_type: '1',
  /** 2 = picture captcha on registration; 1 = e-mail or SMS code. */
  verify_reg_type: '1',
  /** 1 = fee is lots × rate; 2 = margin × rate. */
  trade_fee_type: '2',
  /** 1 = area code + phone, 3 = phone only. */
  is_show_mobile: '1',
  /** Virtual USD credited to a new demo account. */
  demo_start_balance: '10000',
  /** Margin level (percent) at which the engine closes positions, worst loss first. */
  stop_out_level: '50',
};

/** Calling codes of every country and territory, from libphonenumber's metadata. */
export function areaCodeRows(): { code: string; globalCode: string; sort: number }[] {
  return getCountries()
    .slice()
    .sort()
    .map((code, index) => ({ code, globalCode: getCountryCallingCode(code), sort: index }));
}

export async function seed(db: Db, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing();
  await db.insert(areaCodes).values(areaCodeRows()).onConflictDoNothing();
}
