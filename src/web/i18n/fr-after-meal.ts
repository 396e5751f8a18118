// The French words of the thank-you's pages: the private form and the opt-out (the other languages: <l>-pages.ts).

import { plural } from '../../domain/plurals';

export const frAfterMeal = {
  loading: 'Chargement…',
  title: 'Votre avis compte',
  intro: (name: string, date: string) => (name ? `Bonjour ${name}, merci de votre visite du ${date}.` : `Merci de votre visite du ${date}.`),
  privacy: 'Votre réponse est lue par le restaurant seulement ; elle n’est pas publiée.',
  starsLegend: 'Votre note',
  star: (n: number) => plural('fr', n, { one: '# étoile sur 5', other: '# étoiles sur 5' }),
  comment: 'Un commentaire (facultatif)',
  send: 'Envoyer mon avis',
  sending: 'Envoi…',
  thanksTitle: 'Merci !',
  alreadyTitle: 'Avis déjà enregistré',
  closedTitle: 'Questionnaire indisponible',
  errorTitle: 'Une erreur est survenue',
  unreachable: 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
  stopTitle: 'Ne plus recevoir de remerciements',
  stopText: (restaurant: string) => `Vous ne recevrez plus d’e-mail de remerciement de ${restaurant} après vos repas. Vos réservations ne changent pas.`,
  stop: 'Ne plus recevoir ces e-mails',
  stopping: 'Enregistrement…',
  stoppedTitle: 'C’est noté',
};
