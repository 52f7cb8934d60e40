/**
 * The footer tab bar, in order (§2: quotes, trade, orders, ranking, copy trading; plus the user
 * centre, which must stay one tap away). Six items share 390 px, so labels are one short word and
 * TabLayout clips any longer translation instead of letting it push the bar wider. Orders and Mine
 * need a login: a visitor who taps them is sent to log in by the route's guard.
 */
import type { ComponentType } from 'react';
import {
  FileOutline,
  HistogramOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';

export interface TabDef {
  /** Route path, also the TabBar item key. */
  path: string;
  /** Translation key of the label. */
  titleKey: 'tab.quotes' | 'tab.trade' | 'tab.orders' | 'tab.rank' | 'tab.documentary' | 'tab.mine';
  icon: ComponentType;
  testId: string;
}

export const TABS: readonly TabDef[] = [
  { path: '/', titleKey: 'tab.quotes', icon: UnorderedListOutline, testId: 'tab-quotes' },
  { path: '/trade', titleKey: 'tab.trade', icon: HistogramOutline, testId: 'tab-trade' },
  { path: '/order', titleKey: 'tab.orders', icon: FileOutline, testId: 'tab-orders' },
  { path: '/rank', titleKey: 'tab.rank', icon: StarOutline, testId: 'tab-rank' },
  { path: '/documentary', titleKey: 'tab.documentary', icon: TeamOutline, testId: 'tab-documentary' },
  { path: '/user', titleKey: 'tab.mine', icon: UserOutline, testId: 'tab-mine' },
];
