/** antd-mobile's own texts (picker buttons, empty states…) in the closest locale it ships. */
import type { Lang } from '@leverline/contract';
import type { Locale } from 'antd-mobile/es/locales/base';

type LocaleModule = { default: Locale };

const ANTD_LOCALES: Record<Lang, () => Promise<LocaleModule>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kr: () => import('antd-mobile/es/locales/ko-KR'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vn: () => import('antd-mobile/es/locales/vi-VN'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  my: () => import('antd-mobile/es/locales/ms-MY'),
  // antd-mobile ships no Hindi, Czech, Finnish or Estonian texts: English until it does.
  hi: () => import('antd-mobile/es/locales/en-US'),
  cs: () => import('antd-mobile/es/locales/en-US'),
  fa: () => import('antd-mobile/es/locales/fa-IR'),
  fi: () => import('antd-mobile/es/locales/en-US'),
  et: () => import('antd-mobile/es/locales/en-US'),
};

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  return (await ANTD_LOCALES[lang]()).default;
}
