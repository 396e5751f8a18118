import type { SlotRefusal } from '../../../domain/availability';
import { plural } from '../../../domain/plurals';

const persons = (n: number) => plural('fr', n, { one: '# personne', other: '# personnes' });

// What the host reads when the service book refuses a change: addressed to staff, not to diners.
export const SERVICE_BOOK_MESSAGES = {
  bookingNotFound: 'Réservation introuvable.',
  transitionRefused: (from: string, to: string) => `Impossible de passer une réservation « ${from} » à « ${to} ».`,
  tooEarly: (to: string, hour: string, possibleAt: string) =>
    `Trop tôt pour « ${to} » : la réservation est à ${hour}, ce statut est possible à partir de ${possibleAt} le jour de la réservation.`,
  staleStatus: (to: string, now: string, at: string) =>
    `« ${to} » n'est pas appliqué : la réservation est passée à « ${now} » à ${at} sur un autre appareil, après ce changement fait hors ligne.`,
  notEditable: 'Cette réservation est close : elle ne peut plus être modifiée.',
  notWaiting: "Cette réservation n'est pas sur la liste d'attente.",
  tableUnknown: 'Cette table est introuvable.',
  tableNotFree: (table: string, covers: number, hour: string) => `La table ${table} n'est pas libre à ${hour} ou ne convient pas à ${persons(covers)}.`,
  hourRequired: "Indiquez l'horaire de la réservation.",
  noServiceNow: "Aucun service n'est en cours : choisissez l'horaire de ce client de passage.",
  searchTooShort: 'Saisissez au moins 2 caractères pour rechercher.',
  walkInName: 'Client de passage',
  created: 'Réservation enregistrée.',
  walkInSeated: 'Client de passage installé.',
  updated: 'Réservation modifiée.',
  statusChanged: 'Statut mis à jour.',
  promoted: "Réservation confirmée depuis la liste d'attente ; le client est prévenu.",
  removedFromWaiting: "Retiré de la liste d'attente.",
  cancelled: 'Réservation annulée ; le client est prévenu.',
  saved: 'Enregistré.',
  turnChanged: (end: string) => `Table gardée jusqu'à ${end}.`,
  turnCollides: (table: string, hour: string, end: string) => `Impossible de garder la table ${table} jusqu'à ${end} : elle est réservée à ${hour}.`,
  turnPastMidnight: 'Une réservation ne peut pas se prolonger au-delà de minuit.',
} as const;

export function staffSlotRefusal(reason: SlotRefusal, covers: number, hour: string): string {
  const party = persons(covers);
  switch (reason) {
    case 'invalid_date':
      return 'La date est invalide.';
    case 'past':
      return 'Cette date est passée.';
    case 'too_far':
      return 'Cette date est trop lointaine.';
    case 'too_soon':
      return `Le créneau de ${hour} n'est plus réservable.`;
    case 'closed':
      return 'Le restaurant est fermé à cette date pour ce service.';
    case 'not_a_slot':
      return `${hour} n'est pas un créneau d'un service ouvert ce jour-là.`;
    case 'too_many_covers':
      return `Aucune table, même jointe, ne peut accueillir ${party}.`;
    case 'pacing_slot':
      return `Le maximum de couverts du créneau de ${hour} serait dépassé.`;
    case 'pacing_service':
      return 'Le maximum de couverts du service serait dépassé.';
    case 'no_table':
      return `Aucune table libre pour ${party} à ${hour}.`;
  }
}
