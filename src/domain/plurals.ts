import type { DinerLanguage } from './languages.js';

// Every text that says a count picks its words here, by the language's own plural rules (CLDR,
// through Intl.PluralRules), not by a comparison with 1: French puts 0 and 1 (and 1,5) in the
// singular, English, Spanish, German and Italian 1 alone. French, Spanish and Italian also have
// `many`, for exact millions only ("1 000 000 de personnes"); no count of the product gets there,
// so those texts leave it to `other`.

/**
 * A text per plural category the language uses (`one`, `other`, and `zero`, `two`, `few`, `many`
 * where it has them; a missing one falls back to `other`), and `=N` for a text kept for one
 * exact count ("une minute", "Aucun créneau libre"), which wins over the category. In each text,
 * `#` is the count, written the language's way (Intl.NumberFormat: "1 000" in French, "1,5").
 */
export type PluralForms = { readonly [exact: `=${number}`]: string } & { readonly [C in Intl.LDMLPluralRule]?: string } & { readonly other: string };

const formats = new Map<DinerLanguage, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();

function formatOf(language: DinerLanguage) {
  let format = formats.get(language);
  if (!format) {
    format = { rules: new Intl.PluralRules(language), numbers: new Intl.NumberFormat(language) };
    formats.set(language, format);
  }
  return format;
}

/** The text of `forms` for `count` in `language`, with the count written in it. */
export function plural(language: DinerLanguage, count: number, forms: PluralForms): string {
  const { rules, numbers } = formatOf(language);
  const text = forms[`=${count}`] ?? forms[rules.select(count)] ?? forms.other;
  return text.split('#').join(numbers.format(count));
}
