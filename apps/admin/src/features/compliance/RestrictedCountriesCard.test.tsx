import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { RestrictedCountriesCard } from './RestrictedCountriesCard';

const COUNTRIES = [
  { code: 'CN', name: 'China' },
  { code: 'CU', name: 'Cuba' },
  { code: 'DE', name: 'Germany' },
  { code: 'IL', name: 'Israel' },
];

describe('RestrictedCountriesCard', () => {
  it('shows the list in force by name and code, and saves what compliance leaves in it after a confirmation', async () => {
    const api = startFakeApi({
      '/admin/api/compliance/restricted_countries': { data: { restricted: ['CN', 'CU'], countries: COUNTRIES } },
      '/admin/api/compliance/restricted_countries/save': (r) => ({
        data: { restricted: (r.body as { countries: string[] }).countries, countries: COUNTRIES },
      }),
    });
    signInAs('compliance');
    renderPage(<RestrictedCountriesCard />, { route: '/compliance' });

    const card = await screen.findByTestId('restricted-card');
    await waitFor(() => expect(within(card).getByTitle('China (CN)')).toBeTruthy());
    expect(within(card).getByTitle('Cuba (CU)')).toBeTruthy();

    // Removing China leaves Cuba; saving asks first.
    fireEvent.click(within(card).getByTitle('China (CN)').querySelector('.ant-select-selection-item-remove')!);
    fireEvent.click(screen.getByTestId('restricted-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.to('/admin/api/compliance/restricted_countries/save')).toHaveLength(1));
    expect(api.to('/admin/api/compliance/restricted_countries/save')[0]!.body).toEqual({ countries: ['CU'] });
  });
});
