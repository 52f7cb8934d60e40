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
  // antd-mobile ships no Hindi, Czech, Finnish or Estonian texts: its English with ours over it.
  hi: () => import('antd-mobile/es/locales/en-US'),
  cs: () => import('antd-mobile/es/locales/en-US'),
  fa: () => import('antd-mobile/es/locales/fa-IR'),
  fi: () => import('antd-mobile/es/locales/en-US'),
  et: () => import('antd-mobile/es/locales/en-US'),
};

type Texts = { [K in keyof Locale]?: Locale[K] extends Record<string, unknown> ? Partial<Locale[K]> : Locale[K] };

/** The texts a trader meets (pull to refresh, dialogs, the upload button) where antd-mobile has none. */
const OWN_TEXTS: Partial<Record<Lang, Texts>> = {
  hi: {"locale": "hi", "common": {"confirm": "पुष्टि करें", "cancel": "रद्द करें", "loading": "लोड हो रहा है", "close": "बंद करें"}, "Dialog": {"ok": "ठीक है"}, "Modal": {"ok": "ठीक है"}, "PullToRefresh": {"pulling": "ताज़ा करने के लिए नीचे खींचें", "canRelease": "ताज़ा करने के लिए छोड़ें", "complete": "ताज़ा हो गया"}, "InfiniteScroll": {"noMore": "और कुछ नहीं", "failedToLoad": "लोड नहीं हो सका", "retry": "फिर से कोशिश करें"}, "ImageUploader": {"uploading": "अपलोड हो रहा है...", "upload": "अपलोड करें"}, "Input": {"clear": "साफ़ करें"}, "Stepper": {"decrease": "घटाएँ", "increase": "बढ़ाएँ"}, "Calendar": {"title": "तारीख चुनें", "confirm": "पुष्टि करें", "start": "शुरू", "end": "अंत", "startAndEnd": "शुरू/अंत", "today": "आज", "markItems": ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"]}, "Form": {"required": "आवश्यक", "optional": "वैकल्पिक"}},
  cs: {"locale": "cs", "common": {"confirm": "Potvrdit", "cancel": "Zrušit", "loading": "Načítání", "close": "Zavřít"}, "PullToRefresh": {"pulling": "Potažením dolů obnovíte", "canRelease": "Uvolněním obnovíte", "complete": "Obnoveno"}, "InfiniteScroll": {"noMore": "Nic dalšího", "failedToLoad": "Načtení se nezdařilo", "retry": "Zkusit znovu"}, "ImageUploader": {"uploading": "Nahrávání...", "upload": "Nahrát"}, "Input": {"clear": "vymazat"}, "Stepper": {"decrease": "snížit", "increase": "zvýšit"}, "Calendar": {"title": "Výběr data", "confirm": "Potvrdit", "start": "začátek", "end": "konec", "startAndEnd": "začátek/konec", "today": "dnes", "markItems": ["Po", "Út", "St", "Čt", "Pá", "So", "Ne"]}, "Form": {"required": "Povinné", "optional": "Nepovinné"}},
  fi: {"locale": "fi", "common": {"confirm": "Vahvista", "cancel": "Peruuta", "loading": "Ladataan", "close": "Sulje"}, "PullToRefresh": {"pulling": "Päivitä vetämällä alas", "canRelease": "Päivitä vapauttamalla", "complete": "Päivitetty"}, "InfiniteScroll": {"noMore": "Ei enempää", "failedToLoad": "Lataus epäonnistui", "retry": "Yritä uudelleen"}, "ImageUploader": {"uploading": "Lähetetään...", "upload": "Lähetä"}, "Input": {"clear": "tyhjennä"}, "Stepper": {"decrease": "vähennä", "increase": "lisää"}, "Calendar": {"title": "Päivämäärän valinta", "confirm": "Vahvista", "start": "alku", "end": "loppu", "startAndEnd": "alku/loppu", "today": "tänään", "markItems": ["ma", "ti", "ke", "to", "pe", "la", "su"]}, "Form": {"required": "Pakollinen", "optional": "Valinnainen"}},
  et: {"locale": "et", "common": {"confirm": "Kinnita", "cancel": "Tühista", "loading": "Laadimine", "close": "Sulge"}, "PullToRefresh": {"pulling": "Värskendamiseks tõmba alla", "canRelease": "Värskendamiseks vabasta", "complete": "Värskendatud"}, "InfiniteScroll": {"noMore": "Rohkem pole", "failedToLoad": "Laadimine ebaõnnestus", "retry": "Proovi uuesti"}, "ImageUploader": {"uploading": "Üleslaadimine...", "upload": "Laadi üles"}, "Input": {"clear": "tühjenda"}, "Stepper": {"decrease": "vähenda", "increase": "suurenda"}, "Calendar": {"title": "Kuupäeva valik", "confirm": "Kinnita", "start": "algus", "end": "lõpp", "startAndEnd": "algus/lõpp", "today": "täna", "markItems": ["E", "T", "K", "N", "R", "L", "P"]}, "Form": {"required": "Kohustuslik", "optional": "Valikuline"}},

  fa: { common: { loading: 'در حال بارگذاری', close: 'بستن' }, PullToRefresh: { pulling: 'برای تازه‌سازی به پایین بکشید', canRelease: 'برای تازه‌سازی رها کنید', complete: 'تازه‌سازی شد' }, ImageUploader: { upload: 'بارگذاری' } },
  hk: { ImageUploader: { upload: '上載' } },
  spa: { common: { close: 'Cerrar' }, ImageUploader: { upload: 'Subir' } },
  fr: { common: { close: 'Fermer' } },
  id: { common: { close: 'Tutup' } },
  jp: { common: { close: '閉じる' } },
};

export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  const shipped = (await ANTD_LOCALES[lang]()).default;
  const own = OWN_TEXTS[lang];
  if (!own) return shipped;
  const merged: Record<string, unknown> = { ...shipped };
  for (const [part, texts] of Object.entries(own)) {
    const base = merged[part];
    merged[part] = typeof texts === 'object' && base && typeof base === 'object' ? { ...base, ...texts } : texts;
  }
  return merged as unknown as Locale;
}
