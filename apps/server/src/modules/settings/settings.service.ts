/**
 * Site settings and reference lists. Settings are read on every order batch and engine pass, so
 * each node keeps them in memory: a change made on any node is announced on the bus
 * (SETTINGS_TOPIC) and every node reads them again, and none keeps them longer than
 * SETTINGS_MAX_AGE_MS, should an announcement be lost with a Redis connection.
 */
import type { AreaCode, BasicInfo } from '@leverline/contract';
import type { Db, Tx } from '../../db/client.js';
import { DEFAULT_SETTINGS } from './settings.defaults.js';
import type { Bus } from '../../platform/bus.js';
import * as repo from './settings.repo.js';

export type SettingKey = keyof typeof DEFAULT_SETTINGS;

/** Bus topic of "the settings changed, read them again". */
export const SETTINGS_TOPIC = 'SETTINGS.CHANGED';
/** Longest a node keeps settings it read without hearing of a change. */
export const SETTINGS_MAX_AGE_MS = 5_000;

export class SettingsService {
  /** Every stored setting as last read, and when; undefined until read or after a change. */
  private stored: { values: Promise<Map<string, string>>; at: number } | undefined;
  /** The values of the latest read that succeeded, for readers that cannot wait (peek). */
  private latest: Map<string, string> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.unsubscribe = bus.subscribe((m) => {
      if (m.topic === SETTINGS_TOPIC) this.stored = undefined;
    });
  }

  /** Current values of `keys`, falling back to the defaults for any missing row. */
  /**
   * Stores changed settings in the caller's transaction (staff save them with their audit entry);
   * the caller calls changed() once it commits, so every node reads them again.
   */
  save(tx: Tx, values: Record<string, string>, now: Date): Promise<void> {
    return repo.saveValues(tx, values, now);
  }

  async get<K extends SettingKey>(keys: readonly K[]): Promise<Record<K, string>> {
    const stored = await this.all();
    return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? DEFAULT_SETTINGS[k]])) as Record<K, string>;
  }

  private all(): Promise<Map<string, string>> {
    const now = this.now();
    if (!this.stored || now - this.stored.at >= SETTINGS_MAX_AGE_MS) {
      const values = repo.allValues(this.db);
      const read = { values, at: now };
      this.stored = read;
      // A read that failed (the database restarting) is not kept: the next asks again.
      values.then(
        (v) => {
          this.latest = v;
        },
        () => {
          if (this.stored === read) this.stored = undefined;
        },
      );
    }
    return this.stored.values;
  }

  /**
   * A setting as last read, without waiting: for a view built synchronously (the leverage a quote
   * offers). Reads again in the background when the copy is old, so it follows changes within
   * SETTINGS_MAX_AGE_MS; decisions that must be exact use get().
   */
  peek(key: SettingKey): string {
    void this.all().catch(() => undefined);
    return this.latest?.get(key) ?? DEFAULT_SETTINGS[key]!;
  }

  /** After settings were saved (on this node): every node, this one first, reads them again. */
  changed(): void {
    this.stored = undefined;
    this.bus.publish({ topic: SETTINGS_TOPIC, key: 'changed', payload: '"changed"' });
  }

  close(): void {
    this.unsubscribe();
  }

  async basicInfo(): Promise<BasicInfo> {
    const s = await this.get(['title', 'service_link', 'service_link_type', 'verify_reg_type', 'trade_fee_type']);
    return {
      title: s.title,
      service_link: s.service_link,
      service_link_type: Number(s.service_link_type),
      verify_reg_type: Number(s.verify_reg_type),
      trade_fee_type: Number(s.trade_fee_type),
    };
  }

  async areaList(): Promise<AreaCode[]> {
    const rows = await repo.allAreaCodes(this.db);
    return rows.map((r) => ({ id: r.id, code: r.code, global_code: r.globalCode }));
  }

  areaCode(id: number) {
    return repo.areaCodeById(this.db, id);
  }
}
