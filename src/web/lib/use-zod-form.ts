import { useCallback, useState } from 'react';
import type { z } from 'zod';

/**
 * A small form state checked by the same zod schema the server uses: errors are keyed by field
 * path ('services.0.lastSeating') and hold the schema's French message.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((v) => ({ ...(v as object), [key]: value }) as z.input<S>);
    setErrors((e) => {
      if (!(String(key) in e)) return e;
      const next = { ...e };
      delete next[String(key)];
      return next;
    });
  }, []);

  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  }, [schema, values]);

  return { values, setValues, set, errors, setErrors, validate, reset: setValues };
}
