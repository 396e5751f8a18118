import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as core from 'zod/v4/core';
import { useLanguageKeptState } from '../i18n/language-kept-state';

/**
 * Any zod schema, classic or mini (the diner pages use zod/mini to stay small). Only types are
 * imported here, so the hook adds no zod code of its own to a page.
 */
export type FormSchema = core.$ZodType & {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: core.$ZodIssue[] } };
  safeParseAsync(data: unknown): Promise<{ success: true; data: unknown } | { success: false; error: { issues: core.$ZodIssue[] } }>;
};

export interface ZodFormOptions {
  /**
   * 'onSubmit' (default): errors appear when the form is checked (`validate`, `handleSubmit`) and a
   * field's error goes as soon as it is edited. 'onTouched': the schema runs on every change, a
   * field's error shows once the field has been left (or the form submitted), and `isValid` follows.
   */
  mode?: 'onSubmit' | 'onTouched';
  /** Prefix of the fields' ids (`${idPrefix}-${field}`); a generated one by default. */
  idPrefix?: string;
  /**
   * A diner's form, kept under this name across a language switch: its values, the fields left and
   * the errors shown stay, the errors written again in the new language.
   */
  keepAs?: string;
}

type Errors = Record<string, string>;

/** The schema's issues as one French message per field path ('services.0.lastSeating'), first wins. */
export function errorsOf(issues: readonly core.$ZodIssue[]): Errors {
  const next: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    next[key] ??= issue.message;
  }
  return next;
}

/**
 * The web app's one form state, checked by the same zod schema (or domain rule) the server uses:
 * errors are keyed by field path and hold the schema's French message. It also gives each field
 * its accessible wiring (`field`), merges a refusal's field errors (`setServerErrors`) and, on a
 * refused submit, moves the focus to the first field in error.
 */
export function useZodForm<S extends FormSchema>(schema: S, initial: core.input<S>, options: ZodFormOptions = {}) {
  type Input = core.input<S>;
  type Output = core.output<S>;
  const mode = options.mode ?? 'onSubmit';
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? generatedId;

  const keep = options.keepAs;
  const [values, setValues] = useLanguageKeptState<Input>(keep ? `${keep}.values` : undefined, initial);
  // Errors set by a check, by the page or by the server; a field's entry goes when it is edited.
  const [manual, setManual] = useLanguageKeptState<Errors>(keep ? `${keep}.errors` : undefined, {});
  // 'onTouched': the latest check of the current values (null until it has run).
  const [checked, setChecked] = useState<Errors | null>(null);
  const [touched, setTouched] = useLanguageKeptState<Record<string, true>>(keep ? `${keep}.touched` : undefined, {});
  const [submitted, setSubmitted] = useLanguageKeptState(keep ? `${keep}.submitted` : undefined, false);
  const [submitting, setSubmitting] = useState(false);
  const checkRun = useRef(0);

  // Drawn again after a language switch with errors on show: each is written again in the new
  // language (the schema's words are read when it runs); an error the schema no longer finds
  // (a server's refusal) stays as it was said.
  useEffect(() => {
    if (!keep || Object.keys(manual).length === 0) return;
    void schema.safeParseAsync(values).then((result) => {
      if (result.success) return;
      const now = errorsOf(result.error.issues);
      setManual((shown) => Object.fromEntries(Object.entries(shown).map(([key, message]) => [key, now[key] ?? message])));
    });
    // Once, on mounting: the errors shown then are the kept ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (mode !== 'onTouched') return;
    const run = ++checkRun.current;
    void schema.safeParseAsync(values).then((result) => {
      // A later edit's check supersedes this one.
      if (run === checkRun.current) setChecked(result.success ? {} : errorsOf(result.error.issues));
    });
  }, [mode, schema, values]);

  const errors = useMemo<Errors>(() => {
    if (mode !== 'onTouched' || !checked) return manual;
    const visible: Errors = {};
    for (const [key, message] of Object.entries(checked)) {
      if (submitted || touched[key.split('.')[0] ?? key]) visible[key] = message;
    }
    return { ...visible, ...manual };
  }, [mode, checked, manual, touched, submitted]);

  const set = useCallback(
    <K extends keyof Input>(key: K, value: Input[K]) => {
      setValues((v) => ({ ...(v as object), [key]: value }) as Input);
      setManual((e) => {
        if (!(String(key) in e)) return e;
        const next = { ...e };
        delete next[String(key)];
        return next;
      });
    },
    [setManual, setValues],
  );

  /** The field has been left: in 'onTouched' mode its error shows from now on. */
  const touch = useCallback(
    (key: keyof Input) => {
      setTouched((t) => (t[String(key)] ? t : { ...t, [String(key)]: true }));
    },
    [setTouched],
  );

  const fieldId = useCallback((key: keyof Input | string) => `${idPrefix}-${String(key)}`, [idPrefix]);
  const errorId = useCallback((key: keyof Input | string) => `${idPrefix}-${String(key)}-error`, [idPrefix]);

  /**
   * Checks the values with a synchronous schema; the errors show. The parsed values come back, or
   * the errors, for a page that shows the first one elsewhere.
   */
  const check = useCallback((): { ok: true; data: Output } | { ok: false; errors: Errors } => {
    const result = schema.safeParse(values);
    setSubmitted(true);
    if (result.success) {
      setManual({});
      return { ok: true, data: result.data as Output };
    }
    const found = errorsOf(result.error.issues);
    setManual(found);
    return { ok: false, errors: found };
  }, [schema, setManual, setSubmitted, values]);

  /** `check`, for pages that need only the parsed values (null when refused). */
  const validate = useCallback((): Output | null => {
    const result = check();
    return result.ok ? result.data : null;
  }, [check]);

  /** The same for schemas with asynchronous rules (the phone rule is downloaded on demand). */
  const validateAsync = useCallback(async (): Promise<Output | null> => {
    const result = await schema.safeParseAsync(values);
    setSubmitted(true);
    if (result.success) {
      setManual({});
      return result.data as Output;
    }
    const found = errorsOf(result.error.issues);
    if (mode === 'onTouched') setChecked(found);
    else setManual(found);
    return null;
  }, [mode, schema, setManual, setSubmitted, values]);

  const focusFirstError = useCallback(
    (found: Errors) => {
      // The first in the page's order, whatever the schema's order of fields.
      const fields = Object.keys(found)
        .map((key) => document.getElementById(fieldId(key)))
        .filter((el): el is HTMLElement => el !== null)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      fields[0]?.focus();
    },
    [fieldId],
  );

  /**
   * The submit handler: checks, focuses the first field in error or calls `onValid` with the parsed
   * values (`submitting` is true meanwhile). `onValid` may answer field errors (a refusal that
   * names a field), which are shown and focused like the schema's own.
   */
  const handleSubmit = useCallback(
    (onValid: (data: Output) => void | Errors | null | Promise<void | Errors | null>) => async (event?: FormEvent) => {
      event?.preventDefault();
      const result = await schema.safeParseAsync(values);
      setSubmitted(true);
      if (!result.success) {
        const found = errorsOf(result.error.issues);
        if (mode === 'onTouched') setChecked(found);
        else setManual(found);
        focusFirstError(found);
        return;
      }
      setManual({});
      setSubmitting(true);
      try {
        const refused = await onValid(result.data as Output);
        if (refused && Object.keys(refused).length > 0) {
          setManual(refused);
          focusFirstError(refused);
        }
      } finally {
        setSubmitting(false);
      }
    },
    [focusFirstError, mode, schema, setManual, setSubmitted, values],
  );

  /** A refusal's field errors, shown next to the fields beside the schema's. */
  const setServerErrors = useCallback((found: Errors) => setManual((e) => ({ ...e, ...found })), [setManual]);

  /** The accessible wiring of a field: its id, aria-invalid, aria-describedby (hint and error). */
  const field = useCallback(
    (key: keyof Input | string, extra: { hintId?: string } = {}) => {
      const error = errors[String(key)];
      const describedBy = [extra.hintId, error ? errorId(key) : undefined].filter(Boolean).join(' ');
      return {
        id: fieldId(key),
        'aria-invalid': error ? (true as const) : undefined,
        'aria-describedby': describedBy || undefined,
        onBlur: () => touch(key as keyof Input),
      };
    },
    [errorId, errors, fieldId, touch],
  );

  const isValid = mode === 'onTouched' ? checked !== null && Object.keys(checked).length === 0 : Object.keys(errors).length === 0;

  return {
    values,
    setValues,
    set,
    errors,
    setErrors: setManual,
    setServerErrors,
    check,
    validate,
    validateAsync,
    handleSubmit,
    touch,
    touched,
    submitted,
    submitting,
    isValid,
    field,
    fieldId,
    errorId,
    reset: setValues,
  };
}

export type ZodForm<S extends FormSchema> = ReturnType<typeof useZodForm<S>>;
