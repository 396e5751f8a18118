// The limits of the SMS confirmation codes, shared by the code service, the booking creation
// (which consumes a verified code) and the message renderer. Their messages to the diner are codes
// of src/domain/diner-messages/ (sms…).

export const CODE_VALIDITY_MINUTES = 10;
/** Codes one number may receive: per hour, and per day. */
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_SENDS_PER_DAY = 10;
export const MAX_CHECKS_PER_HOUR = 5;
/**
 * Numbers that differ only by their last three digits share a block (an operator's range): SMS
 * pumping walks such ranges, a real restaurant almost never texts ten of one block within an hour.
 */
const PREFIX_DIGITS_DROPPED = 3;
export const MAX_SENDS_PER_PREFIX_PER_HOUR = 10;
/** A verified code lets the diner finish the booking within this time. */
export const VERIFIED_CODE_LIFETIME_MINUTES = 30;

/** The block a number belongs to, as a LIKE pattern ('+33612345' + '%'). */
export function prefixPattern(phoneE164: string): string {
  return `${phoneE164.slice(0, phoneE164.length - PREFIX_DIGITS_DROPPED)}%`;
}

/**
 * Every paid SMS (codes, confirmations, reminders) is counted under one lock: the per-number,
 * per-block and per-restaurant counts hold together.
 */
export const SMS_SEND_LOCK = 'sms-code:send';
