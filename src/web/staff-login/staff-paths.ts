// Where the staff pages live. Settings and floor plan belong to their own features; these are the
// paths they are mounted at in app/routes.tsx.
export const STAFF_PATHS = {
  serviceBook: '/dashboard',
  search: '/dashboard/recherche',
  team: '/dashboard/equipe',
  devices: '/dashboard/appareils',
  settings: '/dashboard/reglages',
  floorPlan: '/dashboard/salle',
  login: '/login',
  tutorial: '/bienvenue',
} as const;
