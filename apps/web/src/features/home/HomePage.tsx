import { Button } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@leverline/contract';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { DemoButton } from '../identity/DemoButton';
import { useSession } from '../identity/useSession';
import { AccountCard } from './AccountCard';
import './home.css';

/**
 * The start screen until the quotes list arrives: the brand, and either the ways in (demo, log
 * in, register) or the logged-in account at a glance. No market data is shown until it is real.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token, user } = useSession();

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
          <button
            type="button"
            className="home-lang"
            onClick={() => void navigate('/language')}
            data-testid="home-language"
          >
            <GlobalOutline aria-hidden="true" />
            <span>{LANG_NATIVE_NAME[normalizeLang(i18n.language)]}</span>
          </button>
        </div>
        <p className="home-tagline">{t('app.tagline')}</p>
      </header>

      <section className="home-body">
        {token && user ? (
          <AccountCard user={user} />
        ) : (
          <div className="home-actions">
            <DemoButton onLoggedIn={() => void navigate('/user')} />
            <p className="home-demo-note">{t('home.demo_note')}</p>
            <div className="home-actions-row">
              <Button
                block
                size="large"
                color="primary"
                fill="outline"
                onClick={() => void navigate('/login')}
                data-testid="home-login"
              >
                {t('home.login')}
              </Button>
              <Button
                block
                size="large"
                color="primary"
                fill="outline"
                onClick={() => void navigate('/register')}
                data-testid="home-register"
              >
                {t('home.register')}
              </Button>
            </div>
          </div>
        )}
        <p className="home-risk">{t('app.risk_warning')}</p>
      </section>
    </div>
  );
}
