// How the dashboard menu names the pages of the other staff features (their paths are in app/paths.ts).

export const RUNNING_NAV = {
  liveRoom: 'Plan de salle',
  settings: 'Réglages',
  guests: 'Clients',
  communications: 'Communications',
  statistics: 'Statistiques',
} as const;
