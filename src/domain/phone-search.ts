// How staff find a person by a piece of their phone number. Numbers are stored in E.164
// (+33698765432); what is typed is read as a person means it: "06 98" is the start of a French
// number (+33698…), "+44 79" or "0044 79" the start of an international one, and any run of digits
// ("76 54", or the last digits "067001") those digits side by side somewhere in the number, never
// scattered. Digits that begin with one 0 are both: the start of a French number, or its end.

/** Fewer digits than this would match half the book. */
const MIN_DIGITS = 3;

/** The SQL LIKE patterns (no wildcard in them but `%`) a phone column is matched with, any of them; none when the query is no phone. */
export function phoneSearchPatterns(query: string): string[] {
  const text = query.trim();
  // A name or an e-mail with a digit in it is not a phone number.
  if (!/^[+\d\s().\-/]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return [];
  if (text.startsWith('+')) return [`+${digits}%`];
  if (digits.startsWith('00')) return [`+${digits.slice(2)}%`];
  if (digits.startsWith('0')) return [`+33${digits.slice(1)}%`, `%${digits}%`];
  return [`%${digits}%`];
}
