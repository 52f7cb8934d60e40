import { useState } from 'react';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LANGS, LANG_LOCALE, isRtl, normalizeLang, type Lang } from '@leverline/contract';
import { changeLang } from '../../i18n/i18n';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { PageNav } from '../../ui/PageNav';
import './settings.css';

/** The 21 languages (§9), each written in itself; the choice applies at once and is remembered. */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const current = normalizeLang(i18n.language);
  const [switching, setSwitching] = useState<Lang | null>(null);

  const choose = (lang: Lang) => {
    if (lang === current || switching) return;
    setSwitching(lang);
    changeLang(lang)
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };

  return (
    <div className="page language-page">
      <PageNav title={t('language.title')} />
      <List mode="card" aria-label={t('language.title')}>
        {LANGS.map((lang) => (
          <List.Item
            key={lang}
            arrowIcon={false}
            onClick={() => choose(lang)}
            extra={lang === current ? <CheckOutline className="language-check" aria-hidden="true" /> : null}
            aria-current={lang === current ? 'true' : undefined}
            data-testid={`lang-${lang}`}
          >
            <span lang={LANG_LOCALE[lang]} dir={isRtl(lang) ? 'rtl' : 'ltr'} className="language-name">
              {LANG_NATIVE_NAME[lang]}
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
