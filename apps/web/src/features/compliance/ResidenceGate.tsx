import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type ComplianceStatus } from '@leverline/contract';
import { call } from '../../api/client';
import { Notice } from '../../ui/Notice';
import { CountryPicker } from './CountryPicker';
import { useCountries } from './useCountries';
import './compliance.css';

/**
 * Before a deposit: a trader whose account was opened before registration asked the country of
 * residence is asked it once; a resident of a country the service is not provided to, or a
 * connection from one, is told so instead of the deposit form. The server refuses such deposits
 * whatever the page shows.
 */
export function ResidenceGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  const [status, setStatus] = useState<ComplianceStatus | null | undefined>();
  const [residence, setResidence] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await call(routes.complianceStatus, {}, { silent: true }));
    } catch {
      // Unknown: show the deposit page; the server still refuses what it must.
      setStatus(null);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (status === undefined || countries === undefined) return <Skeleton.Paragraph animated />;
  const nameOf = (code: string) => countries?.countries.find((c) => c.code === code)?.name ?? code;

  if (countries?.address_restricted && countries.address_country) {
    return <Notice testId="address-restricted">{t('msg.address_restricted', { country: nameOf(countries.address_country) })}</Notice>;
  }
  if (status?.residence_restricted && status.residence) {
    return <Notice testId="residence-restricted">{t('msg.residence_restricted', { country: nameOf(status.residence) })}</Notice>;
  }
  if (!status?.residence_needed || !countries) return children;

  const chosen = countries.countries.find((c) => c.code === residence);
  const submit = async () => {
    if (!chosen) return void Toast.show({ content: t('msg.residence_invalid') });
    setSending(true);
    try {
      setStatus(await call(routes.declareResidence, { country: chosen.code }, { loading: true, toastSuccess: true }));
    } catch {
      // The server's message is shown (recorded meanwhile from another device: read it again).
      void load();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="residence-gate" data-testid="residence-gate" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h2>{t('compliance.residence_title')}</h2>
      <p>{t('compliance.residence_lead')}</p>
      <CountryPicker countries={countries.countries} value={residence} onChange={setResidence} />
      <Button block type="submit" color="primary" size="large" loading={sending} data-testid="residence-submit">
        {t('common.confirm')}
      </Button>
    </form>
  );
}
