import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { ContentOutline, GlobalOutline, SearchOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@leverline/contract';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { DemoButton } from '../identity/DemoButton';
import { useSession } from '../identity/useSession';
import { CategoryChips } from '../quotes/CategoryChips';
import { QuoteList } from '../quotes/QuoteList';
import { useCategories } from '../quotes/useCategories';
import { useDayMarket } from '../quotes/useDayMarket';
import { useInstruments } from '../quotes/instruments';
import { useOpenInstrument } from '../quotes/useOpenInstrument';
import { removeShell } from '../../ui/shell';
import { AccountCard } from './AccountCard';
import '../quotes/quotes.css';
import './home.css';

/**
 * Home: the market quotes (§2). A compact strip on top offers the ways in (demo, log in,
 * register) or shows the logged-in account; below, category chips and the live quote list.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const { list, failed, retry } = useInstruments();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const openInstrument = useOpenInstrument();
  useDayMarket();
  // On screen now: the outline index.html painted while the code loaded can go.
  useEffect(removeShell, []);

  const shown = useMemo(
    () => (list && categoryId !== null ? list.filter((i) => i.CategoryId === categoryId) : list),
    [list, categoryId],
  );

  return (
    <div className="home">
      <header className="home-hero">
        <div className="home-top">
          <span className="brand">
            <span className="brand-mark" aria-hidden="true">
              L
            </span>
            <span className="brand-name">{t('app.name')}</span>
          </span>
          <span className="home-top-actions">
            <button
              type="button"
              className="home-lang"
              onClick={() => void navigate('/language')}
              data-testid="home-language"
            >
              <GlobalOutline aria-hidden="true" />
              <span>{LANG_NATIVE_NAME[normalizeLang(i18n.language)]}</span>
            </button>
            <button
              type="button"
              className="icon-button home-search"
              aria-label={t('news.link')}
              onClick={() => void navigate('/news')}
              data-testid="home-news"
            >
              <ContentOutline />
            </button>
            <button
              type="button"
              className="icon-button home-search"
              aria-label={t('quotes.search')}
              onClick={() => void navigate('/product')}
              data-testid="search"
            >
              <SearchOutline />
            </button>
          </span>
        </div>
        {token && user ? (
          <AccountCard user={user} />
        ) : (
          <div className="home-actions">
            <DemoButton compact onLoggedIn={() => void navigate('/user')} />
            <Button
              size="small"
              fill="outline"
              className="home-action-outline"
              onClick={() => void navigate('/login')}
              data-testid="home-login"
            >
              {t('home.login')}
            </Button>
            <Button
              size="small"
              fill="outline"
              className="home-action-outline"
              onClick={() => void navigate('/register')}
              data-testid="home-register"
            >
              {t('home.register')}
            </Button>
          </div>
        )}
      </header>

      <section className="home-quotes" aria-label={t('quotes.title')}>
        <div className="home-quotes-head">
          <h2 className="home-quotes-title">{t('quotes.title')}</h2>
        </div>
        <CategoryChips categories={categories} value={categoryId} onChange={setCategoryId} />
        <QuoteList instruments={shown} failed={failed} onRetry={retry} onOpen={openInstrument} />
      </section>
      <p className="home-risk">{t('app.risk_warning')}</p>
    </div>
  );
}
