import { SearchOutline } from 'antd-mobile-icons';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  /** Capitalise as the user types (instrument codes). */
  capitalize?: boolean;
}

/** A search box with its icon; the placeholder also names it for screen readers. */
export function SearchField({ value, onChange, placeholder, testId, capitalize = false }: Props) {
  return (
    <label className="search-field">
      <SearchOutline aria-hidden="true" />
      <input
        type="search"
        className="text-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        autoComplete="off"
        autoCapitalize={capitalize ? 'characters' : 'off'}
        spellCheck={false}
        enterKeyHint="search"
        data-testid={testId}
      />
    </label>
  );
}
