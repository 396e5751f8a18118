// The restaurant's general terms of the booking service, as the diner accepts them in the wizard.
// Until the owner writes their own (Réglages › Accueil), the product's text below is what the
// diner reads: a restaurant never asks a diner to accept terms that do not exist.

/** Longest terms an owner may save (a long legal text fits; a runaway paste does not). */
export const TERMS_MAX_LENGTH = 20_000;

export const DEFAULT_TERMS_TEXT = `Objet
Les présentes conditions générales encadrent la réservation d'une table auprès du restaurant au moyen de ce service de réservation en ligne. En validant votre réservation, vous les acceptez.

Réservation
Votre réservation est enregistrée pour la date, l'heure et le nombre de personnes indiqués. Selon le restaurant, elle peut devoir être confirmée par un code reçu par SMS ou par un lien reçu par e-mail. Une inscription sur liste d'attente n'est pas une réservation : aucune table n'est attribuée tant que le restaurant ne vous l'a pas confirmée.

Arrivée et retard
Votre table vous est gardée 15 minutes après l'heure choisie. Au-delà, le restaurant peut en disposer. Si vous avez du retard, prévenez le restaurant depuis la page de votre réservation ou par téléphone.

Modification et annulation
Vous pouvez annuler votre réservation depuis le lien reçu par e-mail ou par SMS. Pour toute modification, contactez directement le restaurant. Merci d'annuler le plus tôt possible si vous ne pouvez pas venir : la table pourra profiter à d'autres clients.

Données personnelles
Vos coordonnées sont transmises au restaurant uniquement pour gérer votre réservation et, si vous l'avez accepté, pour vous envoyer ses communications. Vous pouvez à tout moment demander leur consultation, rectification ou suppression auprès du restaurant.

Responsabilité
Le restaurant reste seul responsable de l'accueil et du service. Le service de réservation en ligne ne fait qu'enregistrer et transmettre votre demande.`;

/** The terms a restaurant shows: its own text, or the product's until it writes one. */
export function effectiveTermsText(stored: string | null | undefined): string {
  return stored && stored.trim() ? stored : DEFAULT_TERMS_TEXT;
}
