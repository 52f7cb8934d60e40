/**
 * The footer tab bar, in order. The spec's other tabs (ranking, documentary) get one line each
 * here when their pages exist; until then they stay hidden. Orders needs a login: a visitor who
 * taps it is sent to log in by the route's guard.
 */
import type { ComponentType } from 'react';
import { FileOutline, HistogramOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';

export interface TabDef {
  /** Route path, also the TabBar item key. */
  path: string;
  /** Translation key of the label. */
  titleKey: 'tab.quotes' | 'tab.trade' | 'tab.orders' | 'tab.mine';
  icon: ComponentType;
  testId: string;
}

export const TABS: readonly TabDef[] = [
  { path: '/', titleKey: 'tab.quotes', icon: UnorderedListOutline, testId: 'tab-quotes' },
  { path: '/trade', titleKey: 'tab.trade', icon: HistogramOutline, testId: 'tab-trade' },
  { path: '/order', titleKey: 'tab.orders', icon: FileOutline, testId: 'tab-orders' },
  { path: '/user', titleKey: 'tab.mine', icon: UserOutline, testId: 'tab-mine' },
];
