import { Button, List } from 'antd-mobile';
import { BankcardOutline, LinkOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BalanceAmount } from '../account/BalanceAmount';
import { useBalanceMask } from '../account/useBalanceMask';
import { useWalletBalance } from '../account/useWalletBalance';
import { PageNav } from '../../ui/PageNav';
import { NO_VALUE } from './format';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import './funding.css';

/** The wallet's figures and ways in and out; a part of WalletPage shown to real accounts. */
function WalletBody() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hidden } = useBalanceMask();
  const { wallet } = useWalletBalance();
  return (
    <>
      <section className="wallet-card" aria-label={t('wallet.title')}>
        <div className="wallet-figure">
          <span className="wallet-label">{t('wallet.balance')}</span>
          {wallet ? (
            <BalanceAmount
              usd={wallet.balance}
              hidden={hidden}
              className="wallet-amount"
              testId="wallet-balance"
            />
          ) : (
            <span className="wallet-amount">{NO_VALUE}</span>
          )}
        </div>
        <div className="wallet-figure">
          <span className="wallet-label">{t('wallet.frozen')}</span>
          {wallet ? (
            <BalanceAmount
              usd={wallet.lock_balance}
              hidden={hidden}
              className="wallet-amount is-small"
              testId="wallet-lock-balance"
            />
          ) : (
            <span className="wallet-amount is-small">{NO_VALUE}</span>
          )}
        </div>
        <div className="wallet-actions">
          <Button color="primary" onClick={() => void navigate('/mine/charge')} data-testid="wallet-charge">
            {t('wallet.deposit')}
          </Button>
          <Button
            color="primary"
            fill="outline"
            onClick={() => void navigate('/mine/withdraw')}
            data-testid="wallet-withdraw"
          >
            {t('wallet.withdraw')}
          </Button>
        </div>
      </section>
      <List className="wallet-menu" mode="card">
        <List.Item
          prefix={<BankcardOutline />}
          onClick={() => void navigate('/mine/bank-card-list')}
          data-testid="wallet-bank-cards"
        >
          {t('wallet.bank_cards')}
        </List.Item>
        <List.Item
          prefix={<LinkOutline />}
          onClick={() => void navigate('/mine/coin-address-list')}
          data-testid="wallet-coin-addresses"
        >
          {t('wallet.coin_addresses')}
        </List.Item>
      </List>
    </>
  );
}

/**
 * The wallet (§2 /mine/wallet, real accounts only): balance and frozen balance in USD, deposit
 * and withdraw, and the bound bank cards and coin addresses.
 */
export function WalletPage() {
  const { t } = useTranslation();
  return (
    <div className="page funding-page">
      <PageNav title={t('wallet.title')} fallback="/user" />
      <RealAccountOnly>
        <WalletBody />
      </RealAccountOnly>
    </div>
  );
}
