import { z } from 'zod';
import { rowIdParam } from '../schemas/ids';

// One object per API endpoint: its method, path, request schemas and answers. The server registers
// its route from it (src/server/http/route.ts) and the OpenAPI document is generated from it; the
// web app calls it by its key (`'GET /restaurants/:slug/config'`) through src/web/lib/api.ts, which
// reads the body, query and answer types from the same object without loading any schema.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition {
  method: Method;
  /** Under /api; `:name` segments are `params`. */
  path: `/${string}`;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  security?: readonly { readonly bearer: readonly string[] }[];
  /** Left out of the OpenAPI document (development tools). */
  hidden?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (the idempotency key). */
  headers?: z.ZodType;
  /** Media types of a body that is not JSON (a picture's bytes). */
  consumes?: readonly string[];
  /** The success answer (its status) and any refusal documented beyond the one refusal envelope. */
  responses: Readonly<Partial<Record<number, z.ZodType>>>;
}

export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & { readonly key: `${D['method']} ${D['path']}` };

export function defineEndpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  return { ...definition, key: `${definition.method} ${definition.path}` };
}

type SuccessStatus = 200 | 201 | 202 | 204;
/** The schema of the answer a call succeeds with. */
export type SuccessSchema<E extends EndpointDefinition> = NonNullable<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

/** OpenAPI bits every staff route carries (the cross-restaurant test walks routes tagged so). */
export const staffOnly = { tags: ['staff'], security: [{ bearer: [] }] } as const;

/** Params of routes under `/staff/restaurants/:restaurantId`. */
export const restaurantParams = z.object({ restaurantId: rowIdParam });
