// Where the restaurant-running pages live and how the dashboard menu names them.

export const RUNNING_PATHS = {
  settings: '/dashboard/reglages',
  guests: '/dashboard/clients',
  communications: '/dashboard/communications',
  statistics: '/dashboard/statistiques',
} as const;

export const RUNNING_NAV = {
  settings: 'Réglages',
  guests: 'Clients',
  communications: 'Communications',
  statistics: 'Statistiques',
} as const;
