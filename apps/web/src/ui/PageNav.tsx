import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './useGoBack';

interface PageNavProps {
  title: ReactNode;
  /** Where back leads when the page was opened directly (no in-app history to go back to). */
  fallback?: string;
  right?: ReactNode;
}

/** The top bar of every non-tab page: title and back. Its arrow mirrors in RTL (app.css). */
export function PageNav({ title, fallback = '/', right }: PageNavProps) {
  const { t } = useTranslation();
  const onBack = useGoBack(fallback);
  return (
    <NavBar
      className="page-nav"
      onBack={onBack}
      back={<span className="visually-hidden">{t('common.back')}</span>}
      backIcon={<LeftOutline data-testid="nav-back" />}
      right={right}
    >
      {title}
    </NavBar>
  );
}
