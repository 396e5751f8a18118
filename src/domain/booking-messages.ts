import type { SlotRefusal } from './availability';
import { DINER_FIELD_MESSAGES as F } from './diner-fields';

// The French messages a diner reads when the server refuses a draft or a booking. Shared so the
// wizard and the server speak with one voice.

export const BOOKING_MESSAGES = {
  onlineBookingOff: "Ce restaurant n'accepte pas de réservation en ligne pour le moment.",
  restaurantNotConfirmed:
    "Ce restaurant ne prend pas encore de réservations en ligne : son inscription n'est pas terminée. Vous pouvez l'appeler pour réserver.",
  restaurantMismatch: 'Le restaurant de la réservation est incohérent.',
  // The fields' own messages live with their rules (diner-fields.ts), shared with the wizard.
  ...F,
  questionRequired: (question: string) => `Veuillez répondre à la question obligatoire : « ${question} ».`,
  questionUnknown: "Une des questions n'existe pas pour ce restaurant.",
  iconUnknown: "Une des préférences choisies n'existe pas pour ce restaurant.",
  placementUnknown: "L'emplacement choisi n'existe pas pour ce restaurant.",
  conditionsRequired: "Veuillez accepter les conditions générales d'utilisation du service.",
  adultRequired: 'Veuillez certifier que tous les membres de la réservation sont majeurs.',
  smsCodeRequired: 'Veuillez valider le code reçu par SMS avant de réserver.',
  waitingListOff: "La liste d'attente n'est pas proposée par ce restaurant.",
  waitingListLimit: (max: number) =>
    `Vous êtes déjà inscrit ${max} fois sur la liste d'attente de ce service : c'est le maximum. Vous serez prévenu si une table se libère.`,
  botCheckFailed: 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.',
  idempotencyMismatch: 'Cette demande a déjà été utilisée pour une autre réservation. Veuillez recharger la page.',
} as const;

export function slotRefusalMessage(reason: SlotRefusal, covers: number, noticeMinutes: number): string {
  switch (reason) {
    case 'invalid_date':
      return 'La date choisie est invalide.';
    case 'past':
      return 'Ce créneau est déjà passé. Veuillez choisir un autre horaire.';
    case 'too_soon':
      return `Ce créneau est trop proche : les réservations en ligne se font au moins ${noticeMinutes} minutes à l'avance.`;
    case 'too_far':
      return 'Les réservations ne sont pas encore ouvertes pour cette date.';
    case 'closed':
      return 'Le restaurant est fermé à cette date.';
    case 'not_a_slot':
      return "Cet horaire n'est pas proposé par le restaurant.";
    case 'too_many_covers':
      return `Nous ne pouvons pas accueillir ${covers} personnes en ligne. Veuillez appeler le restaurant.`;
    case 'pacing_slot':
    case 'pacing_service':
    case 'no_table':
      return `Il n'y a plus de table disponible pour ${covers} personne${covers > 1 ? 's' : ''} à cet horaire.`;
  }
}
