import { useCallback, useEffect, useState } from 'react';
import { Button, List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type CallData, type Calls } from '@leverline/contract';
import { call } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { useFetched } from '../../ui/useFetched';
import { pushState, turnPushOff, turnPushOn, type PushState } from './pushDevice';
import './notices.css';

type Prefs = CallData<Calls['noticePreferences']>['prefs'];
type Channel = 'app' | 'push' | 'email';
const CHANNELS: readonly Channel[] = ['app', 'push', 'email'];

/** Notification settings (/mine/notices/settings): push on this device, and each kind of event per channel. */
export function NoticeSettingsPage() {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => call(routes.noticePreferences, {}, { signal }), []);
  const fetched = useFetched(load);
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [device, setDevice] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (fetched.data) setPrefs(fetched.data.prefs);
  }, [fetched.data]);
  useEffect(() => {
    void pushState().then(setDevice);
  }, []);

  const toggle = async (kind: Prefs[number]['kind'], channel: Channel, enabled: boolean) => {
    const answer = await call(routes.noticePreferenceSave, { kind, channel, enabled });
    setPrefs(answer.prefs);
  };
  const switchDevice = async () => {
    setBusy(true);
    try {
      setDevice(device === 'on' ? await turnPushOff() : await turnPushOn(fetched.data?.push_key ?? ''));
    } finally {
      setBusy(false);
    }
  };

  if (fetched.status === 'failed') return <LoadFailed onRetry={() => void fetched.reload()} />;
  return (
    <div className="page notice-settings-page">
      <PageNav title={t('notices.settings')} fallback="/mine/notices" />
      <List mode="card" header={t('notices.push_title')}>
        <List.Item
          description={device ? t(`notices.push_${device}`) : ''}
          extra={
            device === 'on' || device === 'off' ? (
              <Button size="small" color="primary" fill={device === 'on' ? 'outline' : 'solid'} loading={busy} onClick={() => void switchDevice()} data-testid="push-switch">
                {device === 'on' ? t('notices.push_turn_off') : t('notices.push_turn_on')}
              </Button>
            ) : null
          }
        >
          {t('notices.this_device')}
        </List.Item>
      </List>
      {prefs?.map((pref) => (
        <List key={pref.kind} mode="card" header={t(`notices.kind.${pref.kind}`)}>
          {CHANNELS.filter((c) => pref[c] !== null).map((channel) => (
            <List.Item
              key={channel}
              description={pref.kind === 'trade_confirmation' ? t('notices.confirmation_hint') : undefined}
              extra={
                <Switch
                  checked={pref[channel] === true}
                  disabled={pref.fixed.includes(channel)}
                  onChange={(on) => void toggle(pref.kind, channel, on)}
                  data-testid={`pref-${pref.kind}-${channel}`}
                />
              }
            >
              {t(`notices.channel.${channel}`)}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
