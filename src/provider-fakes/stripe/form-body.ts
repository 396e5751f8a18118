// Stripe's API takes application/x-www-form-urlencoded bodies whose keys carry the nesting in
// brackets: `metadata[booking]=12`, `line_items[0][price_data][currency]=eur`, `expand[]=customer`.
// An index or an empty pair of brackets makes an array; any other name makes an object.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function segmentsOf(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const segments = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1]!);
  return segments;
}

function place(container: FormObject | FormValue[], segments: string[], value: string): void {
  const [head, ...rest] = segments;
  const key = head ?? '';
  if (Array.isArray(container)) {
    const index = key === '' ? container.length : Number(key);
    if (rest.length === 0) {
      container[index] = value;
      return;
    }
    const child = container[index] ?? (rest[0] === '' || /^\d+$/.test(rest[0]!) ? [] : {});
    container[index] = child;
    if (typeof child !== 'string') place(child, rest, value);
    return;
  }
  if (rest.length === 0) {
    container[key] = value;
    return;
  }
  const existing = container[key];
  const child = existing !== undefined && typeof existing !== 'string' ? existing : rest[0] === '' || /^\d+$/.test(rest[0]!) ? [] : {};
  container[key] = child;
  place(child, rest, value);
}

/** The nested parameters of a form body (or a query string). */
export function parseForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) place(result, segmentsOf(key), value);
  // An array written with sparse indexes (`[0]`, `[2]`) keeps its given items only.
  const compact = (value: FormValue): FormValue => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  };
  return compact(result) as FormObject;
}
