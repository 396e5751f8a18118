// How the dashboard menu names the restaurant-running pages (their paths are in app/paths.ts).

export const RUNNING_NAV = {
  settings: 'Réglages',
  guests: 'Clients',
  communications: 'Communications',
  statistics: 'Statistiques',
} as const;
