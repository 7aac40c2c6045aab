/**
 * A real SMTP server for the tests (the `smtp-server` package) on a free port of this machine,
 * with a user name and password, keeping what it receives: the team studio sends to it through
 * STUDIO_SMTP_URL as it would to a provider. `refuse` makes it answer a recipient with a
 * temporary failure (451), as a provider that is down for a while does.
 */
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

/** A quoted-printable body as text (RFC 2045 §6.7: soft line breaks, then =XX bytes). */
function fromQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n'), raw };
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
        messages.push(parse(Buffer.concat(chunks).toString('latin1'), to));
        callback();
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
