// French strings of the diners' reviews page (loaded with it).

import { plural } from '../../domain/plurals';

export const frDinerReviews = {
  title: 'Avis des clients',
  documentTitle: 'Avis des clients — Couvert',
  intro: 'Les réponses au questionnaire privé envoyé le lendemain du repas. Elles ne sont lues que par le restaurant.',
  average: 'Note moyenne',
  count: 'Réponses',
  noAverage: '—',
  outOfFive: (average: number) => `${average.toLocaleString('fr-FR')} / 5`,
  filter: 'Afficher',
  all: 'Toutes les notes',
  starsOption: (stars: number, count: number) =>
    `${plural('fr', stars, { one: '# étoile', other: '# étoiles' })} (${plural('fr', count, { one: '# réponse', other: '# réponses' })})`,
  stars: (n: number) => plural('fr', n, { one: '# étoile sur 5', other: '# étoiles sur 5' }),
  meal: (date: string, hour: string, covers: string) => `Repas du ${date} à ${hour}, ${covers}`,
  covers: (n: number) => plural('fr', n, { one: '# couvert', other: '# couverts' }),
  answered: (when: string) => `Répondu le ${when}`,
  noComment: 'Sans commentaire.',
  empty: 'Aucune réponse pour l’instant. Activez le remerciement dans Réglages → Remerciements.',
  emptyFiltered: 'Aucune réponse avec cette note.',
  loading: 'Chargement des avis…',
  error: 'Impossible de charger les avis. Veuillez réessayer.',
  settings: 'Réglages du remerciement',
};
