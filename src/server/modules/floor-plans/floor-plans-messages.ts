import { formatLongFrenchDate } from '../../../domain/dates';
import { plural } from '../../../domain/plurals';

// What the restaurant reads when the floor-plan editor or the live room view refuses something.
export const FLOOR_PLAN_MESSAGES = {
  planNotFound: 'Ce plan de salle est introuvable.',
  noPlan: "Ce restaurant n'a pas encore de plan de salle.",
  staleVersion:
    'Ce plan a été modifié entre-temps, sur un autre appareil. Rechargez-le pour voir la dernière version (vos changements non enregistrés seraient perdus).',
  legendUnknown: 'Un emplacement choisi pour une table est inconnu : rechargez la page.',
  tableTaken: 'Une table porte un identifiant déjà utilisé ailleurs : rechargez la page.',
  tableUnknown: 'Cette table est introuvable.',
  duplicateItem: 'Un élément du plan apparaît deux fois : rechargez la page.',
  tableNameTaken: (name: string) => `Une table d'une autre salle s'appelle déjà « ${name} ».`,
  created: 'Plan de salle créé.',
  saved: 'Plan de salle enregistré.',
  deleted: 'Plan de salle supprimé.',
  bookingNotFound: 'Réservation introuvable.',
  bookingNotMovable: 'Seule une réservation en attente, confirmée ou installée peut changer de table.',
  walkInNotToday: "Un client de passage s'installe aujourd'hui : revenez à la date du jour.",
} as const;

export interface UpcomingBooking {
  date: string;
  hour: string;
  name: string;
  covers: number;
}

function describeBooking(b: UpcomingBooking): string {
  return `${b.name} (${b.covers} pers.), ${formatLongFrenchDate(b.date)} à ${b.hour}`;
}

/** The refusal to delete tables that still hold bookings, listing them (at most five named). */
export function tablesHaveBookingsMessage(byTable: Array<{ tableName: string; bookings: UpcomingBooking[] }>): string {
  const parts = byTable.map(({ tableName, bookings }) => {
    const shown = bookings.slice(0, 5).map(describeBooking).join(' ; ');
    const more = bookings.length > 5 ? ` et ${plural('fr', bookings.length - 5, { one: '# autre', other: '# autres' })}` : '';
    const count = plural('fr', bookings.length, { one: '# réservation à venir', other: '# réservations à venir' });
    return `La table « ${tableName} » a ${count} : ${shown}${more}.`;
  });
  return `${parts.join(' ')} Déplacez ces réservations ou désactivez la table au lieu de la supprimer.`;
}
