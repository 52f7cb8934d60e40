import { useState } from 'react';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LANGS, LANG_LOCALE, isRtl, normalizeLang, type Lang } from '@leverline/contract';
import { changeLang } from '../../i18n/i18n';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { PageNav } from '../../ui/PageNav';
import { ThemeChoices } from '../../app/theme/ThemeChoices';
import { useGoBack } from '../../ui/useGoBack';
import './settings.css';

/**
 * The 21 languages (§9), each written in itself; the choice applies at once, is remembered, and
 * takes the trader back to the page they came from (home when the page was opened directly).
 */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const current = normalizeLang(i18n.language);
  const [switching, setSwitching] = useState<Lang | null>(null);
  const goBack = useGoBack('/');

  const choose = (lang: Lang) => {
    if (switching) return;
    if (lang === current) {
      goBack();
      return;
    }
    setSwitching(lang);
    changeLang(lang).then(
      () => {
        setSwitching(null);
        goBack();
      },
      () => setSwitching(null),
    );
  };

  return (
    <div className="page language-page">
      <PageNav title={t('language.title')} />
      {/* Light or dark sits here too: the one settings page a visitor reaches (from home). */}
      <ThemeChoices />
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
