// How a phone number is shown to people: French numbers in the national format ("06 12 34 56 78"),
// others in the international format ("+44 20 7946 0958"), never the raw E.164 "+33612345678".
// Pure (libphonenumber-js's small metadata), shared by the web app and the message templates.

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function formatPhoneForDisplay(value: string, homeCountry: 'FR' = 'FR'): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const parsed = parsePhoneNumberFromString(trimmed, homeCountry);
  if (!parsed || !parsed.isPossible()) return trimmed;
  return parsed.country === homeCountry ? parsed.formatNational() : parsed.formatInternational();
}
