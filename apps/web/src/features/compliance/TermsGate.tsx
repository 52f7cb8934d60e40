import { useEffect, useRef, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, type Terms } from '@leverline/contract';
import { call } from '../../api/client';
import { TermsText } from './TermsText';
import './compliance.css';

/** A trader's status is asked again on a navigation at most this often. */
const RECHECK_MS = 60_000;

/**
 * When a newer version of the terms is published, a logged-in trader is shown it and asked to
 * accept it. The server holds real-money actions until then; demo trading goes on meanwhile.
 */
export function TermsGate() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [terms, setTerms] = useState<Terms | null>(null);
  const [accepting, setAccepting] = useState(false);
  const checkedAt = useRef(0);

  useEffect(() => {
    if (Date.now() - checkedAt.current < RECHECK_MS) return;
    checkedAt.current = Date.now();
    let alive = true;
    void (async () => {
      try {
        const status = await call(routes.complianceStatus, {}, { silent: true });
        if (!status.terms_needed) return;
        const current = await call(routes.currentTerms, {}, { silent: true });
        if (alive) setTerms(current);
      } catch {
        // Unknown for now: the server still holds what needs the terms, and says why.
      }
    })();
    return () => {
      alive = false;
    };
  }, [pathname, i18n.language]);

  const accept = async () => {
    if (!terms) return;
    setAccepting(true);
    try {
      await call(routes.acceptTerms, { version: terms.version }, { toastSuccess: true });
      setTerms(null);
    } catch {
      // A newer version came meanwhile (its message is shown): show that one.
      checkedAt.current = 0;
      setTerms(await call(routes.currentTerms, {}, { silent: true }).catch(() => null));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Popup visible={terms !== null} bodyClassName="terms-popup" destroyOnClose>
      {terms && (
        <div className="terms-gate" data-testid="terms-gate">
          <p className="terms-lead">{t('compliance.terms_new')}</p>
          <div className="terms-scroll">
            <TermsText terms={terms} />
          </div>
          <Button
            block
            color="primary"
            size="large"
            loading={accepting}
            onClick={() => void accept()}
            data-testid="terms-accept"
          >
            {t('compliance.terms_accept')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
