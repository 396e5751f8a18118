import type { ReactNode } from 'react';

/** The page's own classes for the field's parts (the diner pages each style their forms). */
export interface HintedFieldClasses {
  field?: string;
  label?: string;
  hint?: string;
}

/**
 * A diner page's labelled control with a hint below it. The control is wired by the form state:
 * `form.field(key, { hintId: form.fieldId(`${key}-hint`) })` gives it this id and this hint.
 */
export function HintedField({
  id,
  label,
  hint,
  classes,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  classes: HintedFieldClasses;
  children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {children}
      <p className={classes.hint} id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
