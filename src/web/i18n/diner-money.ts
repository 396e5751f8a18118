import { formatEuros } from '../../domain/euros';
import { LANGUAGE_LOCALES } from '../../domain/languages';
import { dinerLanguage } from './diner-language';

/** An amount in the language the diner's pages speak now ("120,00 €", "€120.00"). */
export const money = (cents: number, currency = 'EUR') => formatEuros(cents, { locale: LANGUAGE_LOCALES[dinerLanguage()], currency });
