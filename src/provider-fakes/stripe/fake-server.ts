import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiRequest, FakeContext, Route } from './fake-context';
import { checkoutRoutes } from './checkout-sessions';
import { connectOnboardingRoutes, onboardingPage } from './connect-onboarding';
import { customerAndAccountRoutes, unknownAccount } from './customers-and-accounts';
import { parseForm } from './form-body';
import { showPage, submitPage, type PageAnswer } from './hosted-page';
import { IdempotencyKeys } from './idempotency';
import { paymentIntentRoutes } from './payment-intents';
import { refundRoutes } from './refunds';
import { setupIntentRoutes } from './setup-intents';
import { FakeStripeError, invalidRequest, unauthenticated } from './stripe-errors';
import { stripeId } from './stripe-ids';

const MAX_BODY = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function bearerKey(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  if (header.startsWith('Basic ')) return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

function sendJson(response: ServerResponse, status: number, body: object, headers: Record<string, string>): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
  response.end(JSON.stringify(body, null, 2));
}

function sendPage(response: ServerResponse, answer: PageAnswer): void {
  if (answer.redirect) {
    response.writeHead(answer.status, { location: answer.redirect });
    response.end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(answer.html);
}

export interface FakeServerOptions {
  secretKey: string;
  apiVersion: string;
}

/** The fake's HTTP side: the `/v1` API (authenticated, per account, idempotent) and the hosted pages. */
export function createFakeServer(ctx: FakeContext, options: FakeServerOptions, extraRoutes: Route[]): Server {
  const routes: Route[] = [
    ...customerAndAccountRoutes(ctx),
    ...connectOnboardingRoutes(ctx),
    ...checkoutRoutes(ctx),
    ...setupIntentRoutes(ctx),
    ...paymentIntentRoutes(ctx),
    ...refundRoutes(ctx),
    ...extraRoutes,
  ];
  const keys = new IdempotencyKeys();

  const api = (
    request: IncomingMessage,
    method: string,
    path: string,
    query: string,
    body: string,
  ): { status: number; body: object; headers: Record<string, string> } => {
    const requestId = stripeId('req_', 14);
    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': String(request.headers['stripe-version'] ?? options.apiVersion) };
    const fail = (error: FakeStripeError) => ({
      status: error.status,
      body: { error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } },
      headers,
    });
    const key = bearerKey(request);
    if (!key) {
      return fail(
        unauthenticated(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        ),
      );
    }
    if (key !== options.secretKey)
      return fail(unauthenticated(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`));
    const accountHeader = request.headers['stripe-account'];
    const account = typeof accountHeader === 'string' && accountHeader !== '' ? accountHeader : null;
    if (account && !ctx.store.accounts.has(account)) return fail(unknownAccount(account));
    const idempotencyKey = method === 'POST' && typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    try {
      const scope = `${key}\u0000${account ?? ''}`;
      if (idempotencyKey) {
        const stored = keys.replay(scope, idempotencyKey, method, path, body);
        if (stored) return { status: stored.status, body: stored.body, headers: { ...headers, 'idempotent-replayed': 'true' } };
      }
      let answer: { status: number; body: object };
      try {
        const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
        if (!route)
          throw new FakeStripeError(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          });
        const ids = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
        const params = parseForm(method === 'GET' ? query : body);
        const allowed = new Set([...(route.params ?? []), 'expand']);
        const unknown = Object.keys(params).find((name) => !allowed.has(name));
        if (unknown) throw invalidRequest(`Received unknown parameter: ${unknown}`, unknown, 'parameter_unknown');
        const apiRequest: ApiRequest = { params, account, ids, requestId, idempotencyKey };
        const result = route.handle(apiRequest);
        // A snapshot: the stored replay is the answer as it was, whatever happens to the object later.
        answer = { status: result.status ?? 200, body: structuredClone(result.body) };
      } catch (error) {
        if (!(error instanceof FakeStripeError)) throw error;
        answer = fail(error);
      }
      if (idempotencyKey) keys.remember(scope, idempotencyKey, method, path, body, answer.status, answer.body);
      return { ...answer, headers };
    } catch (error) {
      if (error instanceof FakeStripeError) return fail(error);
      return fail(new FakeStripeError(500, { type: 'api_error', message: `An unknown error occurred: ${String(error)}` }));
    }
  };

  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      const method = request.method ?? 'GET';
      const body = method === 'GET' ? '' : await readBody(request);
      const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) {
        sendPage(response, method === 'POST' ? submitPage(ctx, page[1]!, body) : showPage(ctx, page[1]!));
        return;
      }
      const onboarding = /^\/setup\/e\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (onboarding) {
        sendPage(response, onboardingPage(ctx, onboarding[1]!, onboarding[2]!, method));
        return;
      }
      if (!url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/_fake/')) {
        const missing = invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}).`);
        sendJson(response, 404, { error: missing.body }, {});
        return;
      }
      const answer = api(request, method, url.pathname, url.search.slice(1), body);
      sendJson(response, answer.status, answer.body, answer.headers);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    });
  });
}
