import type { DinerLanguage } from './languages';

// The consent a diner gives on the communications page. One constant for the page that shows it
// and the server that stores it with the subscription as proof: what was read is what is kept.

export const SUBSCRIPTION_CONSENT_TEXT =
  "J'accepte de recevoir les communications du jour (plats du jour, menus, évènements) de ce restaurant par les moyens indiqués. Je peux me désinscrire à tout moment.";

/**
 * The box a diner ticks on the booking's summary, in each diner language: the text they read is the
 * one kept with the subscription it creates (the wizard's catalogues show these very words).
 */
export const BOOKING_NEWS_CONSENT: Record<DinerLanguage, string> = {
  fr: "J'accepte de recevoir par SMS ou par e-mail les actualités et offres du restaurant.",
  en: "I agree to receive the restaurant's news and offers by SMS or e-mail.",
  de: 'Ich möchte Neuigkeiten und Angebote des Restaurants per SMS oder E-Mail erhalten.',
  it: 'Accetto di ricevere via SMS o e-mail le novità e le offerte del ristorante.',
  es: 'Acepto recibir por SMS o por e-mail las novedades y ofertas del restaurante.',
};
