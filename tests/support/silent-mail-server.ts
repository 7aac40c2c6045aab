/**
 * A mail server that hangs: a real TCP server on a free port of this machine that takes every
 * connection and never says a word (no SMTP greeting), as a provider stuck mid-outage does. The
 * studio's mailer waits on it until nodemailer's time-out. What happened is kept as events, in
 * order, for a test to set beside its own.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface SilentMailServer {
  /** What the studio is given as STUDIO_SMTP_URL. */
  url: string;
  /** "connected", "closed": what the studio's mailer did, in order. */
  events: string[];
  /** Resolves once the studio has connected `count` times in all. */
  connected(count?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSilentMailServer(): Promise<SilentMailServer> {
  const events: string[] = [];
  const sockets = new Set<Socket>();
  const waiting: { count: number; done: () => void }[] = [];
  const connections = () => events.filter((event) => event === 'connected').length;
  const server = createServer((socket) => {
    sockets.add(socket);
    events.push('connected');
    for (const wait of waiting.filter((entry) => connections() >= entry.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.done();
    }
    // Silent: nothing is ever written; the studio's side ends it.
    socket.on('close', () => {
      sockets.delete(socket);
      events.push('closed');
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?from=studio@example.com`,
    events,
    connected: (count = 1) =>
      connections() >= count
        ? Promise.resolve()
        : new Promise((done) => waiting.push({ count, done })),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
