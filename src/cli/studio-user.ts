/**
 * `npm run studio:user -- <command>`: the team studio's people, from the server's shell.
 *
 *   add <email> --role editor|reviewer|publisher|admin|sales [--name N]   prints a one-time link
 *   list [--all]                                                     the team (--all: removed too)
 *   remove <email>                                                   ends their access
 *   role <email> <role>                                              changes what they may do
 *
 * Every command takes `--data <dir>` (default `.studio-data/`, as `studio:team`), and `add` takes
 * `--public-url <url>` for the link (default: the one the server recorded when it last started,
 * else http://127.0.0.1:8787). It works while the server runs (the database is in WAL mode).
 * Exit status: 0 done, 1 refused (the message says why), 2 the command line is wrong.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { Actor } from '../studio/team/auth/audit.ts';
import { TeamAuthError } from '../studio/team/auth/errors.ts';
import { ROLES } from '../studio/team/auth/roles.ts';
import { createTeamAuth, type Member } from '../studio/team/auth/team-auth.ts';
import { DEFAULT_DATA_DIR, resolveDataDir } from '../studio/team/data-dir.ts';
import { DatabaseTooNewError, MigrationFailedError } from '../studio/team/db/migrate.ts';
import { openDatabase, type StudioDatabase } from '../studio/team/db/open.ts';
import { readSetting } from '../studio/team/db/settings.ts';
import { DEFAULT_PUBLIC_URL, parsePublicUrl, PublicUrlError } from '../studio/team/public-url.ts';

const USAGE = `Usage: npm run studio:user -- <command> [--data <dir>]
  add <email> --role ${ROLES.join('|')} [--name <name>] [--public-url <url>]
  list [--all]
  remove <email>
  role <email> <${ROLES.join('|')}>
--data defaults to ${DEFAULT_DATA_DIR}/`;

/** A mistake in the command line: exit 2 with the usage. */
class UsageError extends Error {}

function cliActor(): Actor {
  let name = 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry (some containers): the audit still says it came from the command line.
  }
  return { userId: null, email: `cli:${name}` };
}

function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function memberLine(member: Member): string[] {
  const status =
    member.status === 'invited' && member.invitationExpiresAt !== null
      ? `invited (link valid until ${formatInstant(member.invitationExpiresAt)})`
      : member.status;
  return [member.email, member.role, status, member.name];
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      data: { type: 'string' },
      'public-url': { type: 'string' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, ...rest] = positionals;
  const expect = (count: number, shape: string) => {
    if (rest.length !== count) throw new UsageError(`${command} takes ${shape}`);
  };
  switch (command) {
    case 'add':
      expect(1, 'one e-mail address: add <email> --role <role>');
      if (values.role === undefined) throw new UsageError(`add needs --role (${ROLES.join(', ')})`);
      break;
    case 'list':
      expect(0, 'no argument');
      break;
    case 'remove':
      expect(1, 'one e-mail address: remove <email>');
      break;
    case 'role':
      expect(2, 'an e-mail address and a role: role <email> <role>');
      break;
    case undefined:
      throw new UsageError(values.help ? '' : 'no command given');
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
  return { command, args: rest, values };
}

async function run(database: StudioDatabase, options: ReturnType<typeof parse>): Promise<string> {
  const { command, args, values } = options;
  const given = values['public-url'];
  const recorded = await readSetting(database.client, 'public-url');
  const publicUrl = parsePublicUrl(given ?? recorded ?? DEFAULT_PUBLIC_URL);
  const auth = createTeamAuth({ db: database.client, publicUrl });
  const by = cliActor();
  if (command === 'add') {
    const invitation = await auth.invite({
      email: args[0]!,
      role: values.role!,
      name: values.name,
      by,
    });
    const note =
      given === undefined && recorded === null
        ? `\n(The link assumes the studio is at ${DEFAULT_PUBLIC_URL}: pass --public-url, or start the server once with its --public-url, for another address.)`
        : '';
    return [
      `Invited ${invitation.user.email} as ${invitation.user.role}. Send them this link; it works once, until ${formatInstant(invitation.expiresAt)}:`,
      '',
      `  ${invitation.link}`,
      note,
    ].join('\n');
  }
  if (command === 'list') {
    const members = await auth.listUsers({ includeRemoved: values.all });
    if (members.length === 0)
      return `Nobody yet: add someone with npm run studio:user -- add <email> --role admin`;
    return table([['EMAIL', 'ROLE', 'STATUS', 'NAME'], ...members.map(memberLine)]);
  }
  if (command === 'remove') {
    const user = await auth.removeUser({ user: { email: args[0]! }, by });
    return `Removed ${user.email}: they can no longer sign in, and their sessions have ended.`;
  }
  const user = await auth.changeRole({ user: { email: args[0]! }, role: args[1]!, by });
  return `${user.email} is now ${user.role}. Their sessions have ended: they sign in again to use the new role.`;
}

/** Errors the person can act on: one line each, never a stack. */
const EXPECTED = [TeamAuthError, PublicUrlError, DatabaseTooNewError, MigrationFailedError];

async function main(): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    const message = (error as Error).message;
    if (message === '') {
      console.log(USAGE);
      return 0;
    }
    console.error(`studio:user: ${message}\n\n${USAGE}`);
    return 2;
  }
  let database: StudioDatabase | undefined;
  try {
    database = await openDatabase(resolveDataDir(options.values.data));
    console.log(await run(database, options));
    return 0;
  } catch (error) {
    const known = EXPECTED.some((kind) => error instanceof kind);
    console.error(
      `studio:user: ${known ? (error as Error).message : `failed: ${String((error as Error)?.message ?? error)}`}`,
    );
    return 1;
  } finally {
    database?.close();
  }
}

process.exitCode = await main();
