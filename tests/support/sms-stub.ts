import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface SmsRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

export interface SmsStub {
  url: string;
  requests: SmsRequest[];
  /** The next `n` requests get this HTTP status instead of 201. */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A Twilio-shaped HTTP API on loopback that records what it is asked to send. */
export async function startSmsStub(): Promise<SmsStub> {
  const requests: SmsRequest[] = [];
  let failures: number[] = [];
  const server = createServer((req, res) => {
    // A request that cannot be read is dropped: the product's SMS transport sees a network error.
    readBody(req).then(
      (body) => answer(req, res, body),
      (error: Error) => res.destroy(error),
    );
  });
  function answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const status = failures.shift();
    if (status !== undefined) {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 21211, message: 'refused' }));
      return;
    }
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${requests.length}`, status: 'queued' }));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01`,
    requests,
    failNext(n, status) {
      failures = [...failures, ...Array.from({ length: n }, () => status)];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
