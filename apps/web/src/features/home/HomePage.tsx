import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { ContentOutline, GlobalOutline, SearchOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type Instrument } from '@leverline/contract';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { DemoButton } from '../identity/DemoButton';
import { useSession } from '../identity/useSession';
import { CategoryChips, FAVOURITES } from '../quotes/CategoryChips';
import { QuoteList } from '../quotes/QuoteList';
import { useCategories } from '../quotes/useCategories';
import { useDayMarket } from '../quotes/useDayMarket';
import { useInstruments } from '../quotes/instruments';
import { useOpenInstrument } from '../quotes/useOpenInstrument';
import { useWatchlist, watchlist } from '../quotes/watchlist';
import { removeShell } from '../../ui/shell';
import { AccountCard } from './AccountCard';
import { RiskWarning } from '../compliance/RiskWarning';
import { useQuoteView } from '../quotes/quoteView';
import '../quotes/quotes.css';

// The alert form loads when a trader taps a row's bell, not with the home page.
const TradeAlertForm = lazy(() => import('../notices/TradeAlertForm').then((m) => ({ default: m.TradeAlertForm })));
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
  const [categoryId, setCategoryId] = useState<number | typeof FAVOURITES | null>(null);
  const [reordering, setReordering] = useState(false);
  const [quoteView, setQuoteView] = useQuoteView();
  const starred = useWatchlist();
  const openInstrument = useOpenInstrument();
  useDayMarket();
  // On screen now: the outline index.html painted while the code loaded can go.
  useEffect(removeShell, []);

  const shown = useMemo(() => {
    if (!list || categoryId === null) return list;
    if (categoryId !== FAVOURITES) return list.filter((i) => i.CategoryId === categoryId);
    // The watchlist in the trader's order.
    const byId = new Map(list.map((i) => [i.Id, i]));
    return starred.flatMap((id) => byId.get(id) ?? []);
  }, [list, categoryId, starred]);
  const favourites = categoryId === FAVOURITES;
  // A signed-in trader sets a price alert from the row's bell (a visitor has no alerts to keep).
  const [alertFor, setAlertFor] = useState<Instrument | null>(null);
  const signedIn = Boolean(token && user);
  const stars = useMemo(
    () => ({
      starred,
      onToggle: watchlist.toggle,
      onMove: watchlist.move,
      reordering: favourites && reordering,
      ...(signedIn ? { onAlert: setAlertFor } : {}),
    }),
    [starred, favourites, reordering, signedIn],
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
            <DemoButton compact onLoggedIn={() => void navigate('/')} />
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
          <Button
            size="small"
            fill={quoteView === 'bidask' ? 'solid' : 'outline'}
            color="primary"
            className="home-quote-view"
            aria-pressed={quoteView === 'bidask'}
            onClick={() => setQuoteView(quoteView === 'bidask' ? 'change' : 'bidask')}
            data-testid="quote-view-toggle"
          >
            {t('quotes.bid_ask')}
          </Button>
          {favourites && starred.length > 1 && (
            <Button
              size="small"
              fill="none"
              color="primary"
              className="home-reorder"
              onClick={() => setReordering((on) => !on)}
              data-testid="watchlist-reorder"
            >
              {reordering ? t('watchlist.done') : t('watchlist.reorder')}
            </Button>
          )}
        </div>
        <CategoryChips categories={categories} value={categoryId} onChange={setCategoryId} withFavourites />
        <QuoteList
          view={quoteView}
          instruments={shown}
          failed={failed}
          onRetry={retry}
          onOpen={openInstrument}
          stars={stars}
          emptyText={favourites ? t('watchlist.empty') : undefined}
        />
      </section>
      {alertFor && (
        <Suspense fallback={null}>
          <TradeAlertForm instrument={alertFor} onClose={() => setAlertFor(null)} />
        </Suspense>
      )}
      <RiskWarning className="home-risk" />
    </div>
  );
}
