// Where the floor-plan pages live (mounted in app/routes.tsx).
export const FLOOR_PLAN_PATHS = {
  create: '/floor-plan/create',
  edit: (guid: string) => `/floor-plan/edit/${encodeURIComponent(guid)}`,
  live: '/dashboard/salle',
  dashboard: '/dashboard',
} as const;
