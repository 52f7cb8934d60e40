import { useEffect, useRef, type ReactNode } from 'react';
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
  const barRef = useRef<HTMLDivElement>(null);
  const backLabel = t('common.back');
  // antd-mobile's back is a div with role="button" whose text it hides from screen readers and
  // which a keyboard cannot reach: it gets its name, a tab stop and Enter and Space here.
  useEffect(() => {
    const back = barRef.current?.querySelector<HTMLElement>('.adm-nav-bar-left');
    if (!back) return;
    back.setAttribute('aria-label', backLabel);
    back.tabIndex = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onBack();
    };
    back.addEventListener('keydown', onKey);
    return () => back.removeEventListener('keydown', onKey);
  }, [backLabel, onBack]);
  return (
    <div ref={barRef} className="page-nav-wrap">
      <NavBar
        className="page-nav"
        onBack={onBack}
        back={<span className="visually-hidden">{backLabel}</span>}
        backIcon={<LeftOutline data-testid="nav-back" />}
        right={right}
      >
        {title}
      </NavBar>
    </div>
  );
}
