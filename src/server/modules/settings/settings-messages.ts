import type { StrandedBookingView } from '../../../domain/schemas/settings';
import { plural } from '../../../domain/plurals';
import type { LiveBooking } from '../../../domain/stranded-bookings';
import { AppError } from '../../http/envelope';

export const SETTINGS_MESSAGES = {
  saved: 'Modifications enregistrées.',
  restaurantNotFound: 'Restaurant introuvable.',
  tableNotFound: 'Table introuvable.',
  legendNotFound: 'Emplacement introuvable.',
  legendUnknown: 'Un des emplacements choisis n’existe pas.',
  iconNotFound: 'Icône introuvable.',
  iconDeactivated: 'Cette icône figure sur des réservations : elle a été désactivée plutôt que supprimée.',
  eventNotFound: 'Évènement introuvable.',
  questionNotFound: 'Question introuvable.',
  closedDatesNotFound: 'Fermeture introuvable.',
  rangeTooLong: 'Une fermeture couvre au plus 366 jours.',
  closedInPast: 'On ne peut pas fermer un jour déjà passé.',
  tableNameTaken: 'Une autre table porte déjà ce nom.',
  orderMismatch: 'L’ordre envoyé ne correspond pas aux questions du restaurant.',
  stranded: (n: number) =>
    plural('fr', n, {
      '=1': 'Cette modification concerne 1 réservation à venir. Vérifiez-la puis confirmez : elle sera conservée et restera à traiter dans le carnet.',
      other: 'Cette modification concerne # réservations à venir. Vérifiez-les puis confirmez : elles seront conservées et resteront à traiter dans le carnet.',
    }),
};

function strandedView(b: LiveBooking): StrandedBookingView {
  return { guid: b.guid, reference: b.reference, date: b.date, hour: b.hour, service: b.service, covers: b.covers, name: b.name, status: b.status };
}

/** A change that would leave bookings without a day, a table or an hour, sent without `confirm`. */
export class StrandedBookingsError extends AppError {
  readonly bookings: StrandedBookingView[];
  constructor(bookings: LiveBooking[]) {
    super(409, SETTINGS_MESSAGES.stranded(bookings.length), 'stranded_bookings');
    this.bookings = bookings.map(strandedView);
  }
}
