import { said } from '../../../domain/diner-messages/diner-text';
import type { DinerLanguage } from '../../../domain/languages';
import type { DinerProtection } from '../../../domain/schemas/responses/diner-payment';
import { unprocessable } from '../../http/envelope';
import { protectionOf, type BookingProtection, type ProtectionRules } from '../payments';
import type { RestaurantRow } from '../restaurants';
import type { WaitingOfferRow } from './waiting-offers-repository';

// An offered table on an evening where the restaurant asks a card guarantee or a deposit is held
// the way the wizard's booking is: the diner reads and ticks the same words before accepting, and
// the booking waits for the card or the payment. Without this, the waiting list would be a way
// around the restaurant's protection.

/** What the restaurant asks of this offer's party, in the words of `language`; null: nothing. */
export function offerProtection(
  rules: ProtectionRules,
  restaurant: RestaurantRow,
  offer: Pick<WaitingOfferRow, 'date' | 'hour' | 'covers'>,
  service: 'noon' | 'evening',
  language: DinerLanguage,
): BookingProtection | null {
  return protectionOf(rules, { date: offer.date, hour: offer.hour, service, covers: offer.covers, language, timeZone: restaurant.time_zone });
}

/** The same fields the wizard's protection answer carries. */
export function dinerProtection(found: BookingProtection | null): DinerProtection | null {
  if (!found) return null;
  return {
    kind: found.kind,
    amountCents: found.amountCents,
    currency: found.currency,
    deadlineHours: found.deadlineHours,
    holdMinutes: found.holdMinutes,
    freeCancellationUntil: found.freeCancellationUntil.toISOString(),
    text: found.text,
    version: found.version,
  };
}

/** Refuses an acceptance without the tick on the words in force (422, nothing written). */
export function requireConsent(protection: BookingProtection | null, accepted: string | undefined, language: DinerLanguage): void {
  if (!protection) return;
  if (!accepted) throw unprocessable(said('protectionConsentRequired', undefined, language), 'protection_consent_required');
  if (accepted !== protection.version) throw unprocessable(said('protectionChanged', undefined, language), 'protection_changed');
}
