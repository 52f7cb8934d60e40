/**
 * The footer tab bar, in order. The spec's other tabs (quotes, trade, order, ranking, documentary)
 * get one line each here when their pages exist; until then they stay hidden.
 */
import type { ComponentType } from 'react';
import { AppOutline, UserOutline } from 'antd-mobile-icons';

export interface TabDef {
  /** Route path, also the TabBar item key. */
  path: string;
  /** Translation key of the label. */
  titleKey: 'tab.home' | 'tab.mine';
  icon: ComponentType;
  testId: string;
}

export const TABS: readonly TabDef[] = [
  { path: '/', titleKey: 'tab.home', icon: AppOutline, testId: 'tab-home' },
  { path: '/user', titleKey: 'tab.mine', icon: UserOutline, testId: 'tab-mine' },
];
