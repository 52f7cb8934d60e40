import { useState } from 'react';
import { ActionSheet, Button, Dialog, type ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type Order } from '@leverline/contract';
import { call } from '../../api/client';

interface CloseAllButtonProps {
  /** The holding positions listed: one choice per instrument among them. */
  positions: readonly Order[];
  onClosed: () => void;
}

type Scope = { scope: 'all' | 'winners' | 'losers' } | { scope: 'instrument'; forexId: number; code: string };

/**
 * Close all, with one confirmation: every position, those of one instrument, those in profit or
 * those at a loss. The server closes them in one transaction at the live prices and says how many.
 */
export function CloseAllButton({ positions, onClosed }: CloseAllButtonProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  if (positions.length === 0) return null;

  const instruments = new Map<number, string>();
  for (const p of positions) instruments.set(p.ForexId, p.ForexTradeLists.ShowCode);
  const scopes: { key: string; scope: Scope; text: string }[] = [
    { key: 'all', scope: { scope: 'all' }, text: t('orders.close_all_all') },
    { key: 'winners', scope: { scope: 'winners' }, text: t('orders.close_all_winners') },
    { key: 'losers', scope: { scope: 'losers' }, text: t('orders.close_all_losers') },
    ...[...instruments].map(([forexId, code]) => ({
      key: `instrument-${forexId}`,
      scope: { scope: 'instrument' as const, forexId, code },
      text: t('orders.close_all_instrument', { code }),
    })),
  ];

  const run = async (choice: { scope: Scope; text: string }) => {
    setChoosing(false);
    const confirmed = await Dialog.confirm({
      content: t('orders.close_all_confirm', { what: choice.text }),
      confirmText: <span data-testid="close-all-confirm">{t('orders.close_all')}</span>,
      cancelText: <span data-testid="order-action-keep">{t('orders.keep')}</span>,
    });
    if (!confirmed) return;
    try {
      const { scope } = choice;
      await call(
        routes.closeAll,
        scope.scope === 'instrument'
          ? { scope: 'instrument', forex_id: scope.forexId }
          : { scope: scope.scope },
        { loading: true, toastSuccess: true },
      );
      onClosed();
    } catch {
      // the API client has shown the server's message
    }
  };

  const actions: ActionSheetProps['actions'] = scopes.map((s) => ({
    key: s.key,
    text: <span data-testid={`close-all-${s.key}`}>{s.text}</span>,
    onClick: () => void run(s),
  }));

  return (
    <div className="close-all">
      <Button
        size="small"
        color="danger"
        fill="outline"
        onClick={() => setChoosing(true)}
        data-testid="close-all"
      >
        {t('orders.close_all')}
      </Button>
      <ActionSheet
        visible={choosing}
        actions={actions}
        cancelText={t('orders.keep')}
        onClose={() => setChoosing(false)}
      />
    </div>
  );
}
