// Stripe's error envelope: `{ error: { type, code, decline_code, message, param, … } }` with the
// HTTP status that goes with the type (400 invalid request, 401 authentication, 402 card, 404 missing).

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'permission_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: object;
  setup_intent?: object;
  payment_method?: object;
  charge?: string;
  request_log_url?: string;
}

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, param?: string, code?: string): FakeStripeError =>
  new FakeStripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
  });

export const missingParam = (param: string): FakeStripeError => invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const resourceMissing = (kind: string, id: string, param = 'id'): FakeStripeError =>
  new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const unauthenticated = (message: string): FakeStripeError => new FakeStripeError(401, { type: 'invalid_request_error', message });
