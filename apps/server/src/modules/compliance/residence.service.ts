/**
 * Countries the service is not provided to (spec §1): their residents, their phone numbers and
 * requests from their network addresses cannot open a real account, and cannot fund one. Quotes
 * and demo accounts stay open to everyone; withdrawals and trading go on, so nobody's money is held
 * by a change of the list.
 *
 * The list is a compliance setting (`restricted_countries`, ISO codes), kept with the site settings
 * so that every node reads a change within seconds (settings.service.ts).
 */
import type { CallData, CallParsed, calls, Lang } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import type { Answer } from '../../http/call-route.js';
import type { RequestContext, StaffContext, UserContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { countryOfAddress } from '../../platform/geolocation.js';
import type { SettingsService } from '../settings/settings.service.js';
import { correctResidence } from '../identity/identity.service.js';
import { actorOf, audit } from '../staff/staff.service.js';
import { countryList, countryName, isCountryCode } from './countries.js';

type In<K extends keyof typeof calls> = CallParsed<(typeof calls)[K]>;
type Out<K extends keyof typeof calls> = Promise<Answer<CallData<(typeof calls)[K]>>>;

/** The setting holding the list, comma separated. */
const SETTING = 'restricted_countries';

/** Where users' residences are kept (modules/identity owns the users table). */
export interface ResidenceRecords {
  residenceOf(userId: number): Promise<string | null>;
  /** False when the user had one already. */
  declareResidence(userId: number, residence: string, now: Date): Promise<boolean>;
}

/** What a trader's compliance status says about residence. */
export interface ResidenceStatus {
  residence: string | null;
  residence_needed: boolean;
  residence_restricted: boolean;
}

export interface ResidenceDeps {
  db: Db;
  settings: SettingsService;
  users: ResidenceRecords;
  /** The country of a network address (platform/geolocation.ts); tests may stand in for it. */
  locate?: (ip: string) => string | null;
}

/** The stored list as codes: upper case, known, without repeats, sorted. */
export function parseRestricted(value: string): string[] {
  const codes = value
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => isCountryCode(c));
  return [...new Set(codes)].sort();
}

export class ResidenceService {
  private readonly locate: (ip: string) => string | null;

  constructor(private readonly d: ResidenceDeps) {
    this.locate = d.locate ?? countryOfAddress;
  }

  /** The restricted countries in force (as this node last read the settings, within seconds). */
  async restricted(): Promise<ReadonlySet<string>> {
    const s = await this.d.settings.get([SETTING]);
    return new Set(parseRestricted(s[SETTING]));
  }

  /** The restricted country a request comes from, or null. */
  private async restrictedAddress(ip: string, list?: ReadonlySet<string>): Promise<string | null> {
    const country = this.locate(ip);
    if (country === null) return null;
    return (list ?? (await this.restricted())).has(country) ? country : null;
  }

  /** Refuses a request from an address in a restricted country. */
  async requireAddressAllowed(ctx: { ip: string; lang: Lang }, list?: ReadonlySet<string>): Promise<void> {
    const country = await this.restrictedAddress(ctx.ip, list);
    if (country) throw new AppError('address_restricted', { country: countryName(country, ctx.lang) });
  }

  /**
   * Registration of a real account (identity asks, and before sending a registration code): the
   * address first, then the phone number's country, then the residence named.
   */
  async checkRegistration(facts: { residence?: string | undefined; phoneCountry?: string | null | undefined }, ctx: { ip: string; lang: Lang }): Promise<void> {
    if (facts.residence !== undefined && !isCountryCode(facts.residence)) throw new AppError('residence_invalid');
    const list = await this.restricted();
    await this.requireAddressAllowed(ctx, list);
    if (facts.phoneCountry && list.has(facts.phoneCountry)) {
      throw new AppError('phone_country_restricted', { country: countryName(facts.phoneCountry, ctx.lang) });
    }
    if (facts.residence !== undefined && list.has(facts.residence)) {
      throw new AppError('residence_restricted', { country: countryName(facts.residence, ctx.lang) });
    }
  }

  /**
   * Before a deposit of a real account: not from a restricted country's address, a residence told
   * (accounts opened before registration asked it are asked now), and not a restricted one.
   */
  async requireDepositAllowed(userId: number, ctx: { ip: string; lang: Lang }): Promise<void> {
    const list = await this.restricted();
    await this.requireAddressAllowed(ctx, list);
    const residence = await this.d.users.residenceOf(userId);
    if (residence === null) throw new AppError('residence_required');
    if (list.has(residence)) throw new AppError('residence_restricted', { country: countryName(residence, ctx.lang) });
  }

  async status(userId: number, isDemo: boolean): Promise<ResidenceStatus> {
    const [residence, list] = await Promise.all([this.d.users.residenceOf(userId), this.restricted()]);
    return {
      residence,
      residence_needed: !isDemo && residence === null,
      residence_restricted: residence !== null && list.has(residence),
    };
  }

  // ---- the trader's calls ----

  async countries(ctx: RequestContext): Out<'countries'> {
    const list = await this.restricted();
    const located = this.locate(ctx.ip);
    return {
      data: {
        countries: countryList(ctx.lang).map((c) => ({ code: c.code, name: c.name, restricted: list.has(c.code) })),
        address_country: located,
        address_restricted: located !== null && list.has(located),
      },
    };
  }

  /**
   * Records the residence of a trader who has none (declareResidence). A restricted one is recorded
   * too, as told: the deposit is then refused with its own message.
   */
  async declare(input: In<'declareResidence'>, ctx: UserContext): Promise<void> {
    if (!isCountryCode(input.country)) throw new AppError('residence_invalid');
    if (!(await this.d.users.declareResidence(ctx.session.userId, input.country, ctx.now))) throw new AppError('residence_recorded_already');
  }

  // ---- the console ----

  /** Compliance corrects a trader's residence (what customer service was shown), audited with the reason. */
  async correct(input: In<'staffSetResidence'>, ctx: StaffContext): Out<'staffSetResidence'> {
    if (!isCountryCode(input.country)) throw new AppError('residence_invalid');
    await this.d.db.transaction(async (tx) => {
      const changed = await correctResidence(tx, input.user_id, input.country, ctx.now);
      if (!changed) throw new AppError('user_not_found');
      await audit(tx, actorOf(ctx), 'user.residence', 'user', String(input.user_id), { residence: changed.before }, { residence: input.country, reason: input.reason }, ctx);
    });
    return { data: { residence: input.country }, msg: 'saved' };
  }

  async staffList(): Out<'staffRestrictedCountries'> {
    return { data: { restricted: [...(await this.restricted())].sort(), countries: countryList('en').map((c) => ({ code: c.code, name: c.name })) } };
  }

  async saveList(input: In<'staffSaveRestrictedCountries'>, ctx: StaffContext): Out<'staffSaveRestrictedCountries'> {
    const unknown = input.countries.find((c) => !isCountryCode(c));
    if (unknown !== undefined) throw new AppError('country_unknown', { code: unknown });
    const after = [...new Set(input.countries)].sort().join(',');
    // Read before the transaction: the embedded database has one connection, which the
    // transaction holds until it ends.
    const before = [...(await this.restricted())].sort().join(',');
    await this.d.db.transaction(async (tx) => {
      await this.d.settings.save(tx, { [SETTING]: after }, ctx.now);
      await audit(tx, actorOf(ctx), 'settings.save', 'settings', 'compliance', { [SETTING]: before }, { [SETTING]: after }, ctx);
    });
    this.d.settings.changed();
    return { ...(await this.staffList()), msg: 'saved' };
  }
}
