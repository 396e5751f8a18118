import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { start, type StripeFake } from './index';

// The fake started for its own tests: the official client pointed at it, and a webhook endpoint
// that checks every delivery with `stripe.webhooks.constructEvent` and keeps what it received.

export interface Received {
  event: Stripe.Event;
  signature: string;
}

export interface FakeUnderTest {
  fake: StripeFake;
  stripe: Stripe;
  received: Received[];
  /** Answers the next `count` deliveries with a 500. */
  failNextDeliveries(count: number): void;
  close(): Promise<void>;
}

export async function startFakeUnderTest(): Promise<FakeUnderTest> {
  const received: Received[] = [];
  let failNext = 0;
  let check: (payload: string, signature: string) => Stripe.Event = () => {
    throw new Error('not started');
  };
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failNext > 0) {
        failNext--;
        response.writeHead(500).end();
        return;
      }
      const signature = String(request.headers['stripe-signature']);
      received.push({ event: check(Buffer.concat(chunks).toString('utf8'), signature), signature });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const fake = await start({ webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, retryDelaysMs: [20, 20] });
  const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  check = (payload, signature) => stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret);
  return {
    fake,
    stripe,
    received,
    failNextDeliveries: (count) => void (failNext = count),
    async close() {
      await fake.stop();
      receiver.close();
    },
  };
}
