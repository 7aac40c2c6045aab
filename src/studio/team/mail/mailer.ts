/**
 * The studio's one way to send e-mail: nodemailer over the SMTP server that the environment
 * variable STUDIO_SMTP_URL names (`smtps://user:password@smtp.example.com:465?from=studio@example.com`
 * or `smtp://…:587`, which upgrades with STARTTLS when the server offers it). Never a flag: the
 * URL holds a password, and a command line is visible to every user of the machine. The URL is
 * never printed; what the studio says of it names the host and port only.
 * Without the variable there is no mailer, and the studio shows links as it always did.
 */
import nodemailer from 'nodemailer';

export const SMTP_URL_VARIABLE = 'STUDIO_SMTP_URL';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp.example.com:587`, for the log and the admins: never the user or password. */
  server: string;
  /** Resolves once the SMTP server took the message; rejects with a MailError in words. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal to start, or a send that failed, said in words (and never with the URL). */
export class MailError extends Error {}

const DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

function parseSmtpUrl(text: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !(url.protocol in DEFAULT_PORTS) || url.hostname === '') {
    // Not the text itself: it may be a password with a typo in it.
    throw new MailError(
      `${SMTP_URL_VARIABLE} is not an SMTP address such as smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587`,
    );
  }
  return url;
}

/** The sender: `?from=` in the URL, else the SMTP user when it is an address, else studio@host. */
function senderOf(url: URL, publicUrl: URL): string {
  const given = url.searchParams.get('from');
  if (given !== null) {
    if (!/^[^\s@<>]+@[^\s@<>]+$/.test(given)) {
      throw new MailError(`the from= of ${SMTP_URL_VARIABLE} is not an e-mail address`);
    }
    return given;
  }
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? user : `studio@${publicUrl.hostname}`;
}

function wordsOf(error: unknown, server: string): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'EAUTH':
      return `the mail server ${server} refused the user name and password of ${SMTP_URL_VARIABLE} (${message})`;
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
      return `could not reach the mail server ${server} (${message})`;
    default:
      return `the mail server ${server} did not take it (${message})`;
  }
}

/** The mailer of STUDIO_SMTP_URL; a MailError (in words) when the URL is not one. */
export function smtpMailer(smtpUrl: string, publicUrl: URL): Mailer {
  const url = parseSmtpUrl(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = url.port
    ? Number(url.port)
    : DEFAULT_PORTS[url.protocol as keyof typeof DEFAULT_PORTS];
  const server = `${url.hostname}:${port}`;
  const from = { name: 'TradeLift Studio', address: senderOf(url, publicUrl) };
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // The e-mails run one at a time in their lane of the scheduler: a mail server that does not
    // answer must not hold the next e-mail up for nodemailer's default two minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    server,
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        throw new MailError(wordsOf(error, server));
      }
    },
    close: () => transport.close(),
  };
}
