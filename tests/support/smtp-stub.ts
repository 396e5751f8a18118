import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime-parse';

export interface ReceivedMail extends ParsedMail {
  raw: string;
  envelopeTo: string[];
}

export interface SmtpStub {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Deliveries seen per Message-ID (a duplicate send shows as 2). */
  countsByMessageId(): Map<string, number>;
  /** The next `n` messages are refused with a temporary (4xx) or permanent (5xx) SMTP reply. */
  failNext(n: number, code?: number): void;
  /**
   * The next `n` messages are kept (they count as received) but the server's reply is withheld
   * until `releaseHeld()`: a sender that dies meanwhile never learns they were accepted.
   */
  holdNext(n: number): void;
  releaseHeld(): void;
  /** Resolves when `count` messages have been received in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export async function startSmtpStub(options: { replyDelayMs?: number } = {}): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  let failures: Array<number> = [];
  let toHold = 0;
  const held: Array<() => void> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      // A message that cannot be parsed is refused to the product's transport, like a server error.
      stream.on('end', () => void accept().catch((error: Error) => callback(error)));
      async function accept(): Promise<void> {
        const code = failures.shift();
        if (code !== undefined) {
          const error = Object.assign(new Error(code >= 500 ? 'Destinataire refusé' : 'Service momentanément indisponible'), { responseCode: code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...(await parseMail(raw)), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        for (const w of [...waiters]) {
          if (received.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        }
        if (toHold > 0) {
          toHold--;
          held.push(() => callback());
        } else if (options.replyDelayMs) {
          setTimeout(() => callback(), options.replyDelayMs);
        } else {
          callback();
        }
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const m of received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
      return counts;
    },
    holdNext(n) {
      toHold += n;
    },
    releaseHeld() {
      for (const reply of held.splice(0)) reply();
    },
    failNext(n, code = 451) {
      failures = [...failures, ...Array.from({ length: n }, () => code)];
    },
    waitFor(count, timeoutMs = 15_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Only ${received.length} of ${count} e-mails received`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface HungSmtp {
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** An SMTP server that accepts connections and never says a word (a hung provider). */
export async function startHungSmtp(): Promise<HungSmtp> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
