import { z } from 'zod';
import { DINER_LANGUAGES } from '../languages';
import { isoDateText } from '../schemas/formats';
import { envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { dayOfferSchema, waitingOfferAcceptedSchema, waitingOfferViewSchema } from '../schemas/responses/waiting-offers';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

// A freed table offered to the waiting list: the diner's link, and the day's offers for the staff.

const tags = ['public'];
const tokenParams = z.strictObject({ token: z.string().min(1).max(64) });

export const viewOffer = defineEndpoint({
  method: 'GET',
  path: '/waiting-offers/:token',
  tags,
  summary: "Une table offerte à une personne de la liste d'attente (lien personnel)",
  params: tokenParams,
  responses: { 200: envelopeOf(waitingOfferViewSchema) },
});

export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/waiting-offers/:token/accept',
  tags,
  summary:
    "Accepter la table offerte : la première personne qui accepte l'obtient (409 sinon). Un soir où le restaurant demande une garantie ou un acompte, `protection_accepted` porte la version des conditions cochées (422 sans elle ou si elles ont changé) ; la réservation attend alors la carte ou le paiement (`payment`).",
  params: tokenParams,
  body: z
    .strictObject({
      /** The version of the guarantee's words the diner ticked (the offer's `protection.version`). */
      protection_accepted: z.string().min(1).max(64).optional(),
      /** The language the words were read in (the page's): their version depends on it. */
      language: z.enum(DINER_LANGUAGES).optional(),
    })
    // A link's page of an older build, or an evening with nothing asked, sends no body at all.
    .nullish(),
  responses: { 200: envelopeOf(waitingOfferAcceptedSchema) },
});

export const declineOffer = defineEndpoint({
  method: 'POST',
  path: '/waiting-offers/:token/decline',
  tags,
  summary: 'Refuser la table offerte (elle est proposée à la personne suivante)',
  params: tokenParams,
  responses: messageOnly,
});

export const dayOffers = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/waiting-offers',
  ...staffOnly,
  summary: "Les tables offertes à la liste d'attente un jour donné, et leurs réponses",
  params: restaurantParams,
  query: z.strictObject({ date: isoDateText('date attendue au format AAAA-MM-JJ') }),
  responses: { 200: envelopeOf(z.array(dayOfferSchema)) },
});
