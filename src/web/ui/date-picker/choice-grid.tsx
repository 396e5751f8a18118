import type { KeyboardEvent } from 'react';
import styles from './date-picker.module.css';

export interface Choice {
  key: number;
  label: string;
  fullLabel: string;
  disabled: boolean;
  selected: boolean;
}

export interface ChoiceGridProps {
  label: string;
  columns: number;
  choices: Choice[];
  focusIndex: number;
  onPick: (key: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/** The months view (12 in 3 columns) and the years view (16 in 4 columns), as ARIA grids. */
export function ChoiceGrid({ label, columns, choices, focusIndex, onPick, onKeyDown }: ChoiceGridProps) {
  const rows: Choice[][] = [];
  for (let i = 0; i < choices.length; i += columns) rows.push(choices.slice(i, i + columns));
  return (
    <table role="grid" aria-label={label} className={`${styles.grid} ${styles.choiceGrid}`}>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((choice, c) => {
              const index = r * columns + c;
              return (
                <td
                  key={choice.key}
                  role="gridcell"
                  data-choice={choice.key}
                  tabIndex={index === focusIndex ? 0 : -1}
                  aria-selected={choice.selected}
                  aria-disabled={choice.disabled || undefined}
                  aria-label={choice.fullLabel}
                  className={[styles.choice, choice.selected ? styles.selected : '', choice.disabled ? styles.disabled : ''].filter(Boolean).join(' ')}
                  onClick={() => !choice.disabled && onPick(choice.key)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                >
                  {choice.label}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
