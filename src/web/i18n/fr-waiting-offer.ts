// The French words of the waiting-list offer page (the other languages: <l>-pages.ts).

import { plural } from '../../domain/plurals';

export const frWaitingOffer = {
  loading: "Chargement de l'offre...",
  openTitle: "Une table s'est libérée !",
  openIntro: (name: string) =>
    name
      ? `Bonjour ${name}, une table correspondant à votre inscription sur la liste d'attente vient de se libérer.`
      : "Une table correspondant à votre inscription sur la liste d'attente vient de se libérer.",
  date: 'Date',
  hour: 'Heure',
  covers: 'Couverts',
  persons: (n: number) => plural('fr', n, { one: '# personne', other: '# personnes' }),
  rule: (until: string) => `La première personne qui accepte obtient la table. Offre valable jusqu'à ${until}.`,
  accept: "J'accepte",
  accepting: 'Réservation en cours...',
  decline: 'Non merci',
  acceptedTitle: 'Table réservée',
  goneTitle: "La table n'est plus disponible",
  declinedTitle: 'Offre refusée',
  seeBooking: 'Voir ma réservation',
  errorTitle: 'Oops, une erreur est survenue',
  unreachable: 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
};
