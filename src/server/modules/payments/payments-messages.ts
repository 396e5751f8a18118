// What the payments module says to the restaurant's staff, in French.

import { formatEuros } from '../../../domain/euros';

/** An amount the way a French receipt writes it ("25,00 €"), in the payment's own currency. */
const euros = (cents: number, currency: string): string => formatEuros(cents, { currency, spaces: 'plain' });

export const PAYMENTS_MESSAGES = {
  notConfigured: 'Les paiements ne sont pas configurés sur ce serveur.',
  noAccount: 'Ce restaurant n’a pas encore relié de compte Stripe.',
  chargesDisabled: 'Le compte Stripe du restaurant ne peut pas encore recevoir de paiements : terminez son activation sur Stripe.',
  accountUnknown: 'Stripe ne connaît pas ce compte, ou ne permet pas à Couvert d’y accéder.',
  bookingNotFound: 'Réservation introuvable.',
  notFound: 'Garantie ou acompte introuvable.',
  alreadyExists: 'Cette réservation a déjà une garantie ou un acompte.',
  consentMissing: 'Le texte et la version des conditions acceptées par le client sont obligatoires.',
  amountInvalid: 'Le montant doit être un nombre entier de centimes, supérieur à zéro.',
  amountAbovePolicy: (asked: number, allowed: number, currency: string) =>
    `Le montant demandé (${euros(asked, currency)}) dépasse celui des conditions acceptées par le client (${euros(allowed, currency)}).`,
  depositTooSmall: 'Un acompte doit être d’au moins 0,50 €.',
  noConsent: 'Le client n’a pas donné son accord pour un débit de sa carte : aucun débit n’est possible.',
  notGuarantee: 'Seule une garantie par carte peut être débitée : l’acompte de cette réservation est déjà encaissé.',
  noCard: 'Aucune carte n’est enregistrée pour cette réservation.',
  charged: (amount: number, currency: string) => `${euros(amount, currency)} débités sur la carte du client.`,
  alreadyCharged: 'Les frais ont déjà été débités pour cette réservation.',
  chargeInProgress: 'Un débit est déjà en cours pour cette réservation : patientez quelques secondes.',
  chargeFailed: (reason: string) => `Le débit a échoué : ${reason}`,
  providerUnavailable: 'Stripe ne répond pas pour le moment. Réessayez dans un instant : l’opération ne sera jamais faite deux fois.',
  nothingToRefund: 'Rien n’a été encaissé pour cette réservation : il n’y a rien à rembourser.',
  refundAboveTaken: (asked: number, taken: number, currency: string) =>
    `Le remboursement demandé (${euros(asked, currency)}) dépasse ce qui a été encaissé (${euros(taken, currency)}).`,
  refunded: (amount: number, currency: string) => `${euros(amount, currency)} remboursés au client.`,
  alreadyRefunded: 'Cette réservation a déjà été remboursée.',
  refundInProgress: 'Un remboursement est déjà en cours pour cette réservation : patientez quelques secondes.',
  refundFailed: (code: string) => `Stripe a refusé le remboursement (${code}).`,
  policyNeedsAccount: 'Reliez d’abord le compte Stripe du restaurant : sans lui, ni empreinte bancaire ni acompte ne peuvent être demandés.',
  policyNeedsCharges:
    'Le compte Stripe du restaurant ne peut pas encore recevoir de paiements : terminez son activation sur Stripe avant de demander une empreinte bancaire ou un acompte.',
  policiesSaved: 'Protection contre les absences enregistrée.',
  riskRuleSaved: 'Règle sur les absences répétées enregistrée.',
  overrideSaved: 'Exception enregistrée.',
  overrideRemoved: 'Exception retirée.',
  overrideNotFound: 'Exception introuvable.',
  eventNotFound: 'Évènement introuvable.',
  webhookRefused: 'Signature du webhook Stripe invalide ou trop ancienne : notification refusée.',
  webhookHandled: 'Notification traitée.',
  webhookReplayed: 'Notification déjà traitée.',
};

/** The service book's refusals, before any money rule. */
export const STAFF_PAYMENTS_MESSAGES = {
  noPayment: 'Cette réservation n’a ni garantie par carte ni acompte.',
  forbidden: 'Seuls le propriétaire et les responsables peuvent débiter ou rembourser une carte.',
  notNoShow: 'Des frais ne peuvent être débités que pour un client marqué absent, ou qui a annulé après le délai d’annulation sans frais.',
  keyReused: 'Cette confirmation a déjà servi pour un autre montant : rouvrez la fenêtre de confirmation.',
};

const REFUSED = 'la carte a été refusée par la banque.';
/** The banks' decline codes the staff can act on, and the rest as a plain refusal. */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'provision insuffisante sur la carte.',
  expired_card: 'la carte a expiré.',
  lost_card: REFUSED,
  stolen_card: REFUSED,
  generic_decline: REFUSED,
  do_not_honor: REFUSED,
};

/** Why the bank refused a charge, for the staff who asked for it. */
export function failureReason(code: string, declineCode: string | null): string {
  if (code === 'authentication_required' || declineCode === 'authentication_required') {
    return 'la banque exige que le client s’authentifie ; un débit en son absence est impossible.';
  }
  const declined = declineCode ? DECLINE_REASONS[declineCode] : undefined;
  if (declined) return declined;
  switch (code) {
    case 'card_declined':
      return REFUSED;
    case 'expired_card':
      return 'la carte a expiré.';
    case 'capability_not_active':
      return 'le compte Stripe du restaurant ne peut plus recevoir de paiements.';
    default:
      return `le paiement a été refusé (${code}).`;
  }
}
