import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { compareIsoDates } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/types';
import { CalendarPopup } from './calendar-popup';
import { datePickerFr as t } from './date-picker-fr';
import {
  formatTypedDate,
  isWithinBounds,
  parseTypedDate,
  sortRange,
  yearMonthOf,
  type Bounds,
  type DateRange,
  type TypedDateError,
  type YearMonth,
} from './date-picker-rules';
import styles from './date-picker.module.css';

interface BaseProps {
  /** Visible label; leave it out when a <label htmlFor={id}> elsewhere names the field. */
  label?: string;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  /** Today in the restaurant's zone: highlighted, and where the calendar opens when empty. */
  today?: IsoDate;
  /** Extra unselectable days (closed days…), on top of the bounds. */
  isDateDisabled?: (date: IsoDate) => boolean;
  id?: string;
  disabled?: boolean;
  hint?: string;
  className?: string;
}

export interface SingleDatePickerProps extends BaseProps {
  mode?: 'single';
  value: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
}

export interface RangeDatePickerProps extends BaseProps {
  mode: 'range';
  value: DateRange;
  onChange: (value: DateRange) => void;
}

export type DatePickerProps = SingleDatePickerProps | RangeDatePickerProps;

function errorText(error: TypedDateError, bounds: Bounds): string {
  if (error === 'beforeMin') return t.errors.beforeMin(formatTypedDate(bounds.minDate));
  if (error === 'afterMax') return t.errors.afterMax(formatTypedDate(bounds.maxDate));
  return t.errors.invalid;
}

/**
 * A French date field: type dd/mm/yyyy or pick in a calendar that pops up below it (days, months,
 * 16-year pages; two months side by side for a range). Fully keyboard-operable.
 */
export function DatePicker(props: DatePickerProps) {
  const generatedId = useId();
  const id = props.id ?? `date-${generatedId}`;
  const bounds: Bounds = { minDate: props.minDate ?? null, maxDate: props.maxDate ?? null };
  const range: DateRange = props.mode === 'range' ? props.value : { start: props.value, end: null };
  const isRange = props.mode === 'range';

  const [open, setOpen] = useState(false);
  const [startText, setStartText] = useState(formatTypedDate(range.start));
  const [endText, setEndText] = useState(formatTypedDate(range.end));
  const [error, setError] = useState<string | null>(null);
  const [moveFocusIn, setMoveFocusIn] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLInputElement | null>(null);

  // The typed text follows the value when it changes from outside (or after a pick).
  useEffect(() => setStartText(formatTypedDate(range.start)), [range.start]);
  useEffect(() => setEndText(formatTypedDate(range.end)), [range.end]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const isDisabled = (date: IsoDate) => !isWithinBounds(date, bounds) || (props.isDateDisabled?.(date) ?? false);

  function emit(next: DateRange) {
    if (props.mode === 'range') props.onChange(sortRange(next.start, next.end));
    else props.onChange(next.start);
  }

  function commitTyped(which: 'start' | 'end', text: string) {
    const result = parseTypedDate(text, bounds);
    setError(result.error ? errorText(result.error, bounds) : null);
    const next = which === 'start' ? { start: result.value, end: range.end } : { start: range.start, end: result.value };
    // A valid date is shown in its canonical spelling; one out of bounds shows the bound that replaced it.
    if (result.value) (which === 'start' ? setStartText : setEndText)(formatTypedDate(result.value));
    if (next.start !== range.start || next.end !== range.end) emit(next);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) (returnFocusTo.current ?? startRef.current)?.focus();
  }

  function openCalendar(focusGrid: boolean, from: HTMLInputElement | null) {
    if (props.disabled) return;
    returnFocusTo.current = from ?? startRef.current;
    setOpen(true);
    setMoveFocusIn(focusGrid);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>, which: 'start' | 'end') {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped(which, event.currentTarget.value);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar(true, event.currentTarget);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
    }
  }

  function pick(next: DateRange) {
    setError(null);
    emit(next);
    if (!isRange || (next.start !== null && next.end !== null)) close(true);
  }

  const anchor = range.start ?? props.today ?? bounds.minDate ?? null;
  const initialMonth: YearMonth | null = anchor ? yearMonthOf(anchor) : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const input = (which: 'start' | 'end') => (
    <input
      ref={which === 'start' ? startRef : endRef}
      id={which === 'start' ? id : `${id}-end`}
      type="text"
      // The ARIA date-picker combobox pattern: a text field that opens a calendar dialog.
      role="combobox"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t.placeholder}
      className={styles.input}
      value={which === 'start' ? startText : endText}
      disabled={props.disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? `${id}-popup` : undefined}
      onChange={(e) => (which === 'start' ? setStartText(e.target.value) : setEndText(e.target.value))}
      onBlur={(e) => commitTyped(which, e.target.value)}
      onClick={(e) => !open && openCalendar(false, e.currentTarget)}
      onKeyDown={(e) => onInputKeyDown(e, which)}
    />
  );

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${props.className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          close(true);
        }
      }}
    >
      {isRange ? (
        <fieldset className={styles.rangeFields}>
          <legend className={styles.label}>{props.label ?? t.rangeDialogLabel}</legend>
          {/* Each label stays on the row of its field (the calendar button with the last one). */}
          <span className={styles.rangePart}>
            <label className={styles.rangeLabel} htmlFor={id}>
              {t.rangeStart}
            </label>
            {input('start')}
          </span>
          <span className={styles.rangePart}>
            <label className={styles.rangeLabel} htmlFor={`${id}-end`}>
              {t.rangeEnd}
            </label>
            {input('end')}
            <CalendarButton open={open} disabled={props.disabled} onClick={() => (open ? close(false) : openCalendar(true, startRef.current))} />
          </span>
        </fieldset>
      ) : (
        <>
          {props.label && (
            <label className={styles.label} htmlFor={id}>
              {props.label}
            </label>
          )}
          <div className={styles.inputRow}>
            {input('start')}
            <CalendarButton open={open} disabled={props.disabled} onClick={() => (open ? close(false) : openCalendar(true, startRef.current))} />
          </div>
        </>
      )}
      {props.hint && (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {open && initialMonth && (
        <CalendarPopup
          id={`${id}-popup`}
          label={isRange ? t.rangeDialogLabel : t.dialogLabel}
          months={isRange ? 2 : 1}
          initialMonth={initialMonth}
          initialFocus={range.start && !isDisabled(range.start) ? range.start : firstEnabled(anchor!, bounds)}
          selected={range}
          isRange={isRange}
          today={props.today}
          bounds={bounds}
          isDisabled={isDisabled}
          moveFocusIn={moveFocusIn}
          onFocusMoved={() => setMoveFocusIn(false)}
          onPick={pick}
        />
      )}
    </div>
  );
}

function firstEnabled(anchor: IsoDate, bounds: Bounds): IsoDate {
  if (bounds.minDate && compareIsoDates(anchor, bounds.minDate) < 0) return bounds.minDate;
  if (bounds.maxDate && compareIsoDates(anchor, bounds.maxDate) > 0) return bounds.maxDate;
  return anchor;
}

function CalendarButton({ open, disabled, onClick }: { open: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.calendarButton}
      aria-label={t.openCalendar}
      aria-haspopup="dialog"
      aria-expanded={open}
      disabled={disabled}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z" />
      </svg>
    </button>
  );
}
