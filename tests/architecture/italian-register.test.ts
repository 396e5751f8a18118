import { describe, expect, it as test } from 'vitest';
import { IT_DINER_MESSAGES } from '../../src/domain/diner-messages/it';
import { STARTER_CONDITIONS } from '../../src/domain/starter-conditions';
import { BOOKING_NEWS_CONSENT } from '../../src/domain/subscription-consent';
import { it as bookingCopyIt } from '../../src/server/modules/notifications/templates/booking-copy/it';
import { smsCodeCopy, subscriptionConfirmCopy } from '../../src/server/modules/notifications/templates/subscription-copy';
import { waitingOfferCopy } from '../../src/server/modules/notifications/templates/waiting-offer-copy';
import { it as itCatalogue } from '../../src/web/i18n/it';

// An Italian diner is addressed one way throughout, informally ("tu"), as most of the pages,
// e-mails and messages already did: a page that says "Indichi il suo nome" beside "La tua
// esperienza" reads as two authors. Every Italian text a diner can read is walked here.

/** Words only the formal "Lei" register uses (capitalised possessives, formal imperatives). */
const FORMAL =
  /(?<![\p{L}])(Lei|Suo|Sua|Suoi|Sue|Indichi|Inserisca|Controlli|Scelga|Prema|Clicchi|Contatti|Riprovi|Verifichi|Chiami|Attenda|Visiti|Annulli|Compili|La preghiamo|inviarLe|Le è|Le sono|Le abbiamo|Le viene)(?![\p{L}])/u;

/**
 * The same register in lower case, mid-sentence, where the form is formal only: "risponda",
 * "scelga", "riceverà", "è iscritto", "la avviseremo", "le abbiamo inviato", "la sua prenotazione".
 * (Most formal imperatives, "chiami", "riprovi", "accetti", are also the informal present: "se lo
 * accetti" is informal, so those are caught capitalised only, above.) "Le sue comunicazioni", the
 * restaurant's, is third person and stays allowed.
 */
const FORMAL_MID_SENTENCE =
  /(?<![\p{L}])(risponda|scelga|segua|si iscriva|riceverà|è iscritto|ha già|ha rifiutato|può segnalare|la avviser\p{L}*|la aspett\p{L}*|le abbiamo|la sua|il suo)(?![\p{L}])/iu;

/** Any value an argument may be: a string, a number, an object of them. */
const anything: unknown = new Proxy(() => '2', {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '2' : key === 'length' ? 2 : anything),
});

function texts(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    try {
      texts((value as (...args: unknown[]) => unknown)(anything, anything, anything), `${path}()`, out);
    } catch {
      // A function of structured arguments the proxy cannot stand in for: its words are elsewhere too.
    }
  } else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) texts(v, `${path}.${key}`, out);
  return out;
}

describe('the Italian register', () => {
  const all = texts(
    {
      pages: itCatalogue,
      messages: IT_DINER_MESSAGES,
      emails: bookingCopyIt,
      subscription: subscriptionConfirmCopy('it'),
      smsCode: smsCodeCopy('it'),
      waitingOffer: waitingOfferCopy('it'),
      conditions: STARTER_CONDITIONS.it,
      consent: BOOKING_NEWS_CONSENT.it,
    },
    'it',
    [],
  );

  test('walks the texts', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  test('addresses the diner informally everywhere', () => {
    expect(all.filter(([, text]) => FORMAL.test(text) || FORMAL_MID_SENTENCE.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});
