import { useTranslation } from 'react-i18next';
import type { Category } from './useCategories';

interface CategoryChipsProps {
  categories: readonly Category[];
  /** The chosen category, or null for all. */
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** Category filter chips: tap one to filter, tap it again to show everything (§2). */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  // Until the categories arrive, their strip keeps its height, so the list below does not jump.
  if (categories.length === 0) return <div className="category-chips" aria-hidden="true" />;
  return (
    <div className="category-chips" role="toolbar" aria-label={t('quotes.categories')}>
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
