import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@leverline/contract';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { SettingsPage } from './SettingsPage';

const SETTINGS: SiteSettings = {
  title: 'Leverline',
  service_link: 'https://help.example.com',
  service_link_type: '1',
  verify_reg_type: '1',
  trade_fee_type: '1',
  is_show_mobile: '1',
  company_email: 'hello@example.com',
  complaint_email: 'complaints@example.com',
  demo_start_balance: '10000',
  company_status: '0',
  company_status_type: '0',
  company_loss_url: '',
  stop_out_level: '50',
  margin_call_level: '100',
  margin_warning_levels: '150,120',
  adjust_approval_usd: '1000',
  payout_cooling_hours: '24',
  credit_daily_staff_usd: '10000',
  credit_daily_user_usd: '5000',
  jurisdiction: 'none',
  rollover_hour_utc: '21',
  swap_triple_weekday: '3',
};

const input = (key: string) => screen.getByTestId<HTMLInputElement>(`setting-${key}`);

describe('SettingsPage', () => {
  it('leaves the owner-only settings disabled for content, and sends only what changed', async () => {
    const api = startFakeApi({
      '/admin/api/settings': { data: SETTINGS },
      '/admin/api/settings/save': (r) => ({ data: { ...SETTINGS, ...(r.body as object) } }),
    });
    signInAs('content');
    renderPage(<SettingsPage />, { route: '/settings' });

    await waitFor(() => expect(input('title').value).toBe('Leverline'));
    expect(input('stop_out_level').disabled).toBe(true);
    expect(input('margin_call_level').disabled).toBe(true);
    expect(input('margin_warning_levels').disabled).toBe(true);
    expect(input('adjust_approval_usd').disabled).toBe(true);
    expect(input('payout_cooling_hours').disabled).toBe(true);
    expect(input('title').disabled).toBe(false);

    fireEvent.change(input('title'), { target: { value: 'Leverline Markets' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('/admin/api/settings/save')).toHaveLength(1));
    expect(api.to('/admin/api/settings/save')[0]!.body).toEqual({ title: 'Leverline Markets' });
  });

  it('lets the owner change them', async () => {
    const api = startFakeApi({
      '/admin/api/settings': { data: SETTINGS },
      '/admin/api/settings/save': (r) => ({ data: { ...SETTINGS, ...(r.body as object) } }),
    });
    signInAs('owner');
    renderPage(<SettingsPage />, { route: '/settings' });
    await waitFor(() => expect(input('stop_out_level').value).toBe('50'));
    expect(input('stop_out_level').disabled).toBe(false);
    fireEvent.change(input('adjust_approval_usd'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('/admin/api/settings/save')).toHaveLength(1));
    expect(api.to('/admin/api/settings/save')[0]!.body).toEqual({ adjust_approval_usd: '2500' });
  });

  it('lets the owner set how long a new payout method waits, within 0 to 720 hours', async () => {
    const api = startFakeApi({
      '/admin/api/settings': { data: SETTINGS },
      '/admin/api/settings/save': (r) => ({ data: { ...SETTINGS, ...(r.body as object) } }),
    });
    signInAs('owner');
    renderPage(<SettingsPage />, { route: '/settings' });
    await waitFor(() => expect(input('payout_cooling_hours').value).toBe('24'));
    fireEvent.change(input('payout_cooling_hours'), { target: { value: '800' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Enter hours from 0 to 720, with at most 2 decimals')).toBeTruthy();
    expect(api.to('/admin/api/settings/save')).toHaveLength(0);
    fireEvent.change(input('payout_cooling_hours'), { target: { value: '48' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('/admin/api/settings/save')).toHaveLength(1));
    expect(api.to('/admin/api/settings/save')[0]!.body).toEqual({ payout_cooling_hours: '48' });
  });

  it('saves the other settings of a new installation whose jurisdiction is not chosen yet', async () => {
    const api = startFakeApi({
      '/admin/api/settings': { data: { ...SETTINGS, jurisdiction: '' } },
      '/admin/api/settings/save': (r) => ({ data: { ...SETTINGS, jurisdiction: '', ...(r.body as object) } }),
    });
    signInAs('owner');
    renderPage(<SettingsPage />, { route: '/settings' });
    await waitFor(() => expect(input('company_email').value).toBe('hello@example.com'));
    expect(screen.getByText('Choose a preset')).toBeTruthy();
    fireEvent.change(input('company_email'), { target: { value: 'service@broker.example' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('/admin/api/settings/save')).toHaveLength(1));
    expect(api.to('/admin/api/settings/save')[0]!.body).toEqual({ company_email: 'service@broker.example' });
  });

  it('lets the owner set the margin warning levels, refusing a list the server would refuse', async () => {
    const api = startFakeApi({
      '/admin/api/settings': { data: SETTINGS },
      '/admin/api/settings/save': (r) => ({ data: { ...SETTINGS, ...(r.body as object) } }),
    });
    signInAs('owner');
    renderPage(<SettingsPage />, { route: '/settings' });
    await waitFor(() => expect(input('margin_warning_levels').value).toBe('150,120'));
    fireEvent.change(input('margin_warning_levels'), { target: { value: '150, 150.0' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Enter up to 5 different percentages, separated by commas, each with at most 2 decimals')).toBeTruthy();
    expect(api.to('/admin/api/settings/save')).toHaveLength(0);
    fireEvent.change(input('margin_warning_levels'), { target: { value: '180, 130' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('/admin/api/settings/save')).toHaveLength(1));
    expect(api.to('/admin/api/settings/save')[0]!.body).toEqual({ margin_warning_levels: '180, 130' });
  });
});
