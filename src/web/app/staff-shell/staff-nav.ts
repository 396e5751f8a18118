// How the staff menu names the pages of the other staff features (their paths are in lib/paths.ts).

export const RUNNING_NAV = {
  liveRoom: 'Plan de salle',
  settings: 'Réglages',
  guests: 'Clients',
  communications: 'Communications',
  statistics: 'Statistiques',
  dinerReviews: 'Avis des clients',
} as const;
