import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../../db/schema';

type Subscription = Pick<Selectable<SubscriptionsTable>, 'status' | 'email' | 'phone_number' | 'consent_channels' | 'confirmed_at' | 'phone_confirmed_at'>;

/**
 * The channels a subscriber may receive marketing on: consented, and confirmed on that channel
 * (the e-mail by its link, the phone by the link texted to it). An active subscriber who confirmed
 * the e-mail but not the phone gets e-mails only.
 */
export function confirmedChannels(s: Subscription): Set<'email' | 'sms'> {
  const out = new Set<'email' | 'sms'>();
  if (s.status !== 'active') return out;
  const consented = new Set(s.consent_channels.split(','));
  if (s.email && s.confirmed_at && consented.has('email')) out.add('email');
  if (s.phone_number && s.phone_confirmed_at && consented.has('sms')) out.add('sms');
  return out;
}
