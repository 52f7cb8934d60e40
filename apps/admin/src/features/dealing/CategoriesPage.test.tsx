import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCategory } from '../../test/fixtures';
import { signInAs, startFakeApi, type RecordedRequest } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { CategoriesPage } from './CategoriesPage';

const SAVE = '/admin/api/dealing/category/save';

function openCategories() {
  const api = startFakeApi({
    '/admin/api/dealing/categories': { data: [testCategory()] },
    [SAVE]: (r: RecordedRequest) => {
      const body = r.body as {
        id?: number;
        sort: number;
        names: Record<string, string>;
        max_leverage: number;
      };
      return {
        data: {
          id: body.id ?? 9,
          sort: body.sort,
          names: body.names,
          max_leverage: body.max_leverage || null,
        },
      };
    },
  });
  signInAs('owner');
  renderPage(<CategoriesPage />, { route: '/categories' });
  return api;
}

const input = (id: string) => screen.getByTestId<HTMLInputElement>(id);

describe('CategoriesPage', () => {
  it('lists categories with their English name and how many languages are named', async () => {
    openCategories();
    const row = await screen.findByTestId('category-row-1');
    expect(row.textContent).toContain('Forex');
    expect(row.textContent).toContain('2 / 21');
  });

  it('requires the English name, then sends the names given (trimmed) and the sort', async () => {
    const api = openCategories();
    fireEvent.click(await screen.findByTestId('category-add'));
    fireEvent.change(input('category-name-jp'), { target: { value: ' 指数 ' } });
    fireEvent.click(screen.getByTestId('category-save'));
    expect(await screen.findByText('The English name is required')).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);

    fireEvent.change(input('category-name-en'), { target: { value: 'Indices' } });
    fireEvent.change(input('category-sort'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toEqual({ sort: 5, max_leverage: 0, names: { en: 'Indices', jp: '指数' } });
    expect((await screen.findByTestId('category-row-9')).textContent).toContain('Indices');
  });

  it('renames a category by its id and updates the row from the answer', async () => {
    const api = openCategories();
    fireEvent.click(await screen.findByTestId('category-edit-1'));
    await waitFor(() => expect(input('category-name-en').value).toBe('Forex'));
    fireEvent.change(input('category-name-en'), { target: { value: 'Currencies' } });
    fireEvent.change(input('category-name-jp'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toEqual({ id: 1, sort: 0, max_leverage: 0, names: { en: 'Currencies' } });
    await waitFor(() => expect(screen.getByTestId('category-row-1').textContent).toContain('1 / 21'));
  });

  it('caps the leverage of an asset class: a whole number up to 1000, shown as N:1', async () => {
    const api = openCategories();
    expect((await screen.findByTestId('category-row-1')).textContent).toContain('None');
    fireEvent.click(screen.getByTestId('category-edit-1'));
    await waitFor(() => expect(input('category-name-en').value).toBe('Forex'));
    fireEvent.change(input('category-max-leverage'), { target: { value: '1500' } });
    fireEvent.click(screen.getByTestId('category-save'));
    expect(await screen.findByText('A whole number from 0 to 1000')).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    fireEvent.change(input('category-max-leverage'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]!.body).toMatchObject({ id: 1, max_leverage: 30 });
    await waitFor(() => expect(screen.getByTestId('category-row-1').textContent).toContain('30:1'));
  });
});
