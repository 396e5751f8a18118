import { formatIntlLongDate } from '../../domain/intl-dates';
import { LANGUAGE_LOCALES } from '../../domain/languages';
import { dinerLanguage } from '../i18n/diner-language';

/** The booking's date as its page shows it: the server's French words, or Intl's in the diner's language. */
export function bookingDate(booking: { date: { date: string }; date_full: string }): string {
  const language = dinerLanguage();
  return language === 'fr' ? booking.date_full : formatIntlLongDate(booking.date.date, LANGUAGE_LOCALES[language], { capitalize: true });
}
