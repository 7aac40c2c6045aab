/**
 * A real SMTP server for the tests (the `smtp-server` package) on a free port of this machine,
 * with a user name and password, keeping what it receives: the team studio sends to it through
 * STUDIO_SMTP_URL as it would to a provider. `refuse` makes it answer a recipient with a
 * temporary failure (451), as a provider that is down for a while does.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/cli/bench/team-server-process.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
  /** The message as it came over the wire. */
  raw: string;
}

/** A message as received, read by mailparser (headers, transfer encodings, parts). */
async function parse(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? '',
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    raw: raw.toString('utf8'),
  };
}

export interface SmtpInbox {
  /** What the studio is given: smtp://user:password@127.0.0.1:port?from=… */
  url: string;
  password: string;
  port: number;
  messages: ReceivedMail[];
  /** Which recipients get a 451 for now. */
  refusing: Set<string>;
  /** The first message to `to` matching `test` that came after the `after`th one. */
  waitFor(
    to: string,
    test?: (mail: ReceivedMail) => boolean,
    after?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const user = 'studio-mailer';
  const password = `pw-${Math.random().toString(36).slice(2)}-secret`;
  const messages: ReceivedMail[] = [];
  const refusing = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(new Error('Invalid user name or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refusing.has(address.address)) return callback();
      const error = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: 451,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        parse(Buffer.concat(chunks), to).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', () => listening()));
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}?from=studio@tradelift.test`,
    password,
    port,
    messages,
    refusing,
    async waitFor(to, test = () => true, after = 0) {
      for (let waited = 0; waited < 20_000; waited += 100) {
        const found = messages.slice(after).find((mail) => mail.to.includes(to) && test(mail));
        if (found) return found;
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(
        `no e-mail to ${to} arrived; got ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
      );
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
