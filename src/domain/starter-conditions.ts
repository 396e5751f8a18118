import type { DinerLanguage } from './languages';

// The booking conditions a new restaurant starts with (the my-booking page and the e-mails recall
// them). They are the product's words until the owner edits them, so a diner reads them in their
// own language; once the owner writes their own, those are shown as written.

export const STARTER_CONDITIONS: Record<DinerLanguage, string> = {
  fr: "Votre table est réservée 15 minutes après l'heure choisie. En cas d'empêchement, merci d'annuler ou de nous prévenir au plus tôt.",
  en: 'Your table is held for 15 minutes after the chosen time. If you cannot come, please cancel or let us know as early as possible.',
  de: 'Ihr Tisch wird 15 Minuten nach der gewählten Uhrzeit für Sie freigehalten. Falls Sie verhindert sind, stornieren Sie bitte oder geben Sie uns so früh wie möglich Bescheid.',
  it: "Il tuo tavolo è riservato per 15 minuti dopo l'ora scelta. In caso di impedimento, ti preghiamo di annullare o di avvisarci il prima possibile.",
  es: 'Su mesa se reserva durante 15 minutos después de la hora elegida. Si no puede venir, le rogamos que cancele o nos avise lo antes posible.',
};

/** The conditions as the diner reads them: the starter text in their language, an owner's own as written. */
export function conditionsFor(stored: string, language: DinerLanguage): string {
  const text = stored.trim();
  return text === STARTER_CONDITIONS.fr ? STARTER_CONDITIONS[language] : text;
}
