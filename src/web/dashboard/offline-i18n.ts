// The French words of the service book through a network cut: the banner, the refused changes and
// the names of the changes waiting to be sent.

import { plural } from '../../domain/plurals';

export const frOffline = {
  offline: (waiting: number) =>
    `Hors ligne — ${plural('fr', waiting, { '=0': 'aucun changement en attente', one: '# changement en attente', other: '# changements en attente' })}`,
  sending: (waiting: number) => `Envoi en cours — ${plural('fr', waiting, { one: '# changement en attente', other: '# changements en attente' })}`,
  lastSync: (time: string) => `Dernière synchronisation à ${time}`,
  neverSynced: 'Pas encore synchronisé sur cet appareil',
  refusedTitle: (count: number) =>
    plural('fr', count, { one: 'Un changement fait hors ligne a été refusé', other: '# changements faits hors ligne ont été refusés' }),
  dismiss: "J'ai compris",
  dismissLabel: (label: string) => `J'ai compris : ${label}`,
  statusChange: (name: string, status: string) => `${name || 'Réservation'} : « ${status} »`,
  edit: (name: string, table: string, hour: string) =>
    table ? `${name || 'Réservation'} : déplacée à la table ${table}` : `${name || 'Réservation'} : déplacée${hour ? ` à ${hour}` : ''}`,
  details: (name: string) => `${name || 'Réservation'} : note modifiée`,
  created: (walkIn: boolean, name: string, covers: number) =>
    walkIn
      ? `Client de passage, ${plural('fr', covers, { one: '# couvert', other: '# couverts' })}`
      : `Réservation de ${name || 'sans nom'}, ${plural('fr', covers, { one: '# couvert', other: '# couverts' })}`,
  walkInName: 'Client de passage',
  logoutTitle: 'Des changements ne sont pas encore envoyés',
  logoutWarning: (waiting: number) =>
    plural('fr', waiting, {
      one: "Un changement fait sur cette tablette n'a pas encore été envoyé : en vous déconnectant maintenant, vous le perdez. Attendez le retour du réseau et la fin de l'envoi.",
      other:
        "# changements faits sur cette tablette n'ont pas encore été envoyés : en vous déconnectant maintenant, vous les perdez. Attendez le retour du réseau et la fin de l'envoi.",
    }),
  logoutAnyway: 'Se déconnecter quand même',
  stay: 'Rester connecté',
};
