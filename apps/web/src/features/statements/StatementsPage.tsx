import { useCallback } from 'react';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANG_LOCALE, normalizeLang, routes, type StatementFormat } from '@leverline/contract';
import { call } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { useFetched } from '../../ui/useFetched';
import { downloadStatement } from './downloadStatement';
import './statements.css';

const FORMATS: readonly StatementFormat[] = ['pdf', 'csv'];
const FORMAT_NAMES: Record<StatementFormat, string> = { pdf: 'PDF', csv: 'CSV' };

/** "November 2026" or "28 November 2026" in the app's language; periods are UTC days and months. */
function periodName(period: string, lang: string): string {
  const [year, month, day] = period.split('-').map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    day === undefined
      ? { year: 'numeric', month: 'long', timeZone: 'UTC' }
      : { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LANG_LOCALE[normalizeLang(lang)], options).format(date);
}

/**
 * Account statements (login required; demo and real accounts each have their own): every month
 * since the account opened and every day of the last 90 with a movement, each as PDF or CSV.
 */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  const load = useCallback(
    (signal: AbortSignal) => call(routes.statementPeriods, {}, { silent: true, signal }),
    [],
  );
  const periods = useFetched(load);

  const row = (period: string) => (
    <List.Item
      key={period}
      data-testid={`statement-${period}`}
      extra={
        <span className="statement-actions">
          {FORMATS.map((format) => (
            <Button
              key={format}
              size="mini"
              color="primary"
              fill="outline"
              aria-label={t('statements.download', {
                period: periodName(period, i18n.language),
                format: FORMAT_NAMES[format],
              })}
              data-testid={`statement-${period}-${format}`}
              onClick={() => void downloadStatement(period, format).catch(() => undefined)}
            >
              {FORMAT_NAMES[format]}
            </Button>
          ))}
        </span>
      }
    >
      {periodName(period, i18n.language)}
    </List.Item>
  );

  return (
    <div className="page statements-page">
      <PageNav title={t('statements.title')} fallback="/user" />
      <p className="statements-intro">{t('statements.intro')}</p>
      {periods.status === 'failed' && !periods.data ? (
        <LoadFailed onRetry={() => void periods.reload()} />
      ) : null}
      {periods.data ? (
        <>
          <List header={t('statements.months')} data-testid="statement-months">
            {periods.data.months.map(row)}
          </List>
          <List header={t('statements.days')} data-testid="statement-days">
            {periods.data.days.length > 0 ? (
              periods.data.days.map(row)
            ) : (
              <List.Item>{t('statements.no_days')}</List.Item>
            )}
          </List>
        </>
      ) : null}
    </div>
  );
}
