/** Site settings and reference lists the apps need before anyone logs in. */
import { z } from 'zod';
import { defineCall } from './call.js';

/** §3 Area code: `code` is the ISO 3166 country code, `global_code` the calling code without "+". */
export const areaCodeSchema = z.object({ id: z.number().int(), code: z.string(), global_code: z.string() });
export type AreaCode = z.infer<typeof areaCodeSchema>;

export const basicInfoSchema = z.object({
  title: z.string(),
  service_link: z.string(),
  service_link_type: z.number().int(),
  /** 2 = picture captcha on registration; otherwise an e-mail or SMS code. */
  verify_reg_type: z.number().int(),
  /** 1 = fee is lots × rate; otherwise margin × rate. */
  trade_fee_type: z.number().int(),
});
export type BasicInfo = z.infer<typeof basicInfoSchema>;

export const areaList = defineCall({
  methods: ['GET'],
  path: '/api/default/area_list',
  auth: 'public',
  summary: 'Country calling codes',
  tag: 'settings',
  input: z.object({}),
  data: z.array(areaCodeSchema),
});

export const basicInfo = defineCall({
  methods: ['GET'],
  path: '/api/basicSet/getBasicInfo',
  auth: 'public',
  summary: 'Site title, customer-service link and registration and fee modes',
  tag: 'settings',
  input: z.object({}),
  data: basicInfoSchema,
});

/** Settings a visitor may read by key. */
export const PUBLIC_SETTING_KEYS = ['is_show_mobile'] as const;

export const setting = defineCall({
  methods: ['GET'],
  path: '/api/default/setting',
  auth: 'public',
  summary: 'One public setting by key. is_show_mobile: 1 = area code + phone, 3 = phone only.',
  tag: 'settings',
  input: z.object({ key: z.enum(PUBLIC_SETTING_KEYS, { error: 'setting_unknown' }) }),
  /** A setting that is a number is written as one (docs/api.md). */
  data: z.object({ key: z.string(), value: z.union([z.number(), z.string()]) }),
});
