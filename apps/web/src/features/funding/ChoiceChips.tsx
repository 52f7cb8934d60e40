import type { ReactNode } from 'react';

export interface Choice {
  id: number;
  label: ReactNode;
}

interface ChoiceChipsProps {
  label: string;
  choices: readonly Choice[];
  value: number | null;
  onChange: (id: number) => void;
  /** Each chip's test id is this prefix and the choice id. */
  testIdPrefix: string;
}

/** One of a few options (a currency, a network) as a row of chips; exactly one is chosen. */
export function ChoiceChips({ label, choices, value, onChange, testIdPrefix }: ChoiceChipsProps) {
  return (
    <div className="choice-chips" role="radiogroup" aria-label={label}>
      {choices.map((choice) => {
        const active = choice.id === value;
        return (
          <button
            key={choice.id}
            type="button"
            role="radio"
            aria-checked={active}
            className={active ? 'choice-chip is-active' : 'choice-chip'}
            onClick={() => onChange(choice.id)}
            data-testid={`${testIdPrefix}${choice.id}`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
