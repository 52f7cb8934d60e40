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
  adjust_approval_usd: '1000',
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
    expect(input('adjust_approval_usd').disabled).toBe(true);
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
});
