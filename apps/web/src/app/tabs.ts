/**
 * The footer tab bar, in order. The spec's other tabs (order, ranking, documentary) get one line
 * each here when their pages exist; until then they stay hidden.
 */
import type { ComponentType } from 'react';
import { HistogramOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';

export interface TabDef {
  /** Route path, also the TabBar item key. */
  path: string;
  /** Translation key of the label. */
  titleKey: 'tab.quotes' | 'tab.trade' | 'tab.mine';
  icon: ComponentType;
  testId: string;
}

export const TABS: readonly TabDef[] = [
  { path: '/', titleKey: 'tab.quotes', icon: UnorderedListOutline, testId: 'tab-quotes' },
  { path: '/trade', titleKey: 'tab.trade', icon: HistogramOutline, testId: 'tab-trade' },
  { path: '/user', titleKey: 'tab.mine', icon: UserOutline, testId: 'tab-mine' },
];
