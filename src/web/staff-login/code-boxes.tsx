import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { frStaff } from './i18n';
import styles from './code-screen.module.css';

export const CODE_LENGTH = 4;

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** All four boxes hold a digit. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRefs?: React.MutableRefObject<Array<HTMLInputElement | null>>;
}

/**
 * Four single-digit boxes (spec "Login screen"): a digit moves focus to the next box, backspace on
 * an empty box goes back to the previous one, anything but digits is stripped, and the fourth digit
 * completes the code. Typing or pasting several digits fills the following boxes.
 */
export function CodeBoxes({ digits, onChange, onComplete, disabled, invalid, describedBy, inputRefs }: CodeBoxesProps) {
  const ownRefs = useRef<Array<HTMLInputElement | null>>([]);
  const refs = inputRefs ?? ownRefs;
  const focus = (index: number) => {
    const input = refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  function fill(index: number, typed: string) {
    const clean = typed.replace(/\D/g, '');
    const next = [...digits];
    if (clean === '') {
      next[index] = '';
      onChange(next);
      return;
    }
    let i = index;
    for (const digit of clean) {
      if (i >= CODE_LENGTH) break;
      next[i] = digit;
      i++;
    }
    onChange(next);
    if (i < CODE_LENGTH) focus(i);
    else focus(CODE_LENGTH - 1);
    if (next.every((d) => /^\d$/.test(d))) onComplete(next.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <div className={styles.boxes} role="group" aria-label={frStaff.login.groupLabel}>
      {digits.map((digit, index) => (
        <input
          // Fixed positions: the boxes never reorder.
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className={styles.box}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]"
          // Room for one more character: typing over a filled box replaces its digit.
          maxLength={2}
          value={digit}
          required
          disabled={disabled}
          aria-label={frStaff.login.digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid={`code-digit-${index + 1}`}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // The box held a digit and one more was typed: keep the new one.
            const typed = digit && value.length > 1 && value.startsWith(digit) ? value.slice(digit.length) : value;
            fill(index, typed);
          }}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
        />
      ))}
    </div>
  );
}
