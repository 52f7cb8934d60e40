import { useTranslation } from 'react-i18next';
import type { Category } from './useCategories';

/** The chip of the trader's watchlist, first in the strip where it is offered. */
export const FAVOURITES = 'favourites';

interface CategoryChipsProps {
  categories: readonly Category[];
  /** The chosen category (or the watchlist), or null for all. */
  value: number | typeof FAVOURITES | null;
  onChange: (categoryId: number | typeof FAVOURITES | null) => void;
  /** Offer the watchlist as the first chip. */
  withFavourites?: boolean;
}

/** Category filter chips: tap one to filter, tap it again to show everything (§2). */
export function CategoryChips({ categories, value, onChange, withFavourites = false }: CategoryChipsProps) {
  const { t } = useTranslation();
  // Until the categories arrive, their strip keeps its height, so the list below does not jump.
  if (categories.length === 0) return <div className="category-chips" aria-hidden="true" />;
  return (
    <div className="category-chips" role="toolbar" aria-label={t('quotes.categories')}>
      {withFavourites && (
        <button
          type="button"
          className={value === FAVOURITES ? 'category-chip is-active' : 'category-chip'}
          aria-pressed={value === FAVOURITES}
          onClick={() => onChange(value === FAVOURITES ? null : FAVOURITES)}
          data-testid="chip-favourites"
        >
          {t('watchlist.chip')}
        </button>
      )}
      {categories.map((category) => {
        const active = category.Id === value;
        return (
          <button
            key={category.Id}
            type="button"
            className={active ? 'category-chip is-active' : 'category-chip'}
            aria-pressed={active}
            onClick={() => onChange(active ? null : category.Id)}
            data-testid={`chip-${category.Id}`}
          >
            {category.NameShowTrans}
          </button>
        );
      })}
    </div>
  );
}
