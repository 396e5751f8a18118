/** Environment variable in which global-setup records the server it started, for global-teardown. */
export const SERVER_ENV = 'COUVERT_E2E_SERVER';
