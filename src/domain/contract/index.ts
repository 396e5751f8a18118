// Every endpoint of the API, by area, as one type: the web client looks an endpoint up by its key
// here (types only: no schema reaches the browser through this file). A new area file is listed
// below; tests/architecture/api-contract.test.ts checks that every file is.
import type { Endpoint } from './endpoint';
import type * as statistics from './statistics';

type EndpointsOf<Area> = Extract<Area[keyof Area], Endpoint>;

export type ApiEndpoint = EndpointsOf<typeof statistics>;

export type EndpointKey = ApiEndpoint['key'];
export type EndpointOf<K extends EndpointKey> = Extract<ApiEndpoint, { key: K }>;
