/** Site settings and reference lists. */
import type { AreaCode, BasicInfo } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import { DEFAULT_SETTINGS } from '../../db/seed.js';
import * as repo from './settings.repo.js';

export type SettingKey = keyof typeof DEFAULT_SETTINGS;

export class SettingsService {
  constructor(private readonly db: Db) {}

  /** Current values of `keys`, falling back to the defaults for any missing row. */
  async get<K extends SettingKey>(keys: readonly K[]): Promise<Record<K, string>> {
    const stored = await repo.values(this.db, keys);
    return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? DEFAULT_SETTINGS[k]])) as Record<K, string>;
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
