/**
 * `npm run studio:user` as a started process: the link it prints works once in the studio's
 * database, the data folder defaults to .studio-data/, and every mistake is one line with exit 1
 * (refused) or 2 (bad command line), never a stack trace.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamAuth } from '../../../src/studio/team/auth/team-auth.ts';
import { openDatabase } from '../../../src/studio/team/db/open.ts';
import { parsePublicUrl } from '../../../src/studio/team/public-url.ts';
import { runCli } from '../../support/run-cli.ts';
import { tempDataDir } from '../studio/team/auth/support.ts';

const cli = join(import.meta.dirname, '../../../src/cli/studio-user.ts');
const STACK_FRAME = /^\s+at .+[:(]/m;
const LINK = /^ {2}(https?:\/\/\S+\/studio\/invite#([A-Za-z0-9_-]{43}))$/m;

let work: ReturnType<typeof tempDataDir>;
let data: string;
beforeAll(() => {
  work = tempDataDir();
  data = join(work.dir, 'data');
});
afterAll(() => work.remove());

function user(...args: string[]) {
  const result = runCli(work.dir, cli, ...args, '--data', data);
  expect(result.output).not.toMatch(STACK_FRAME);
  return result;
}

async function withAuth<T>(
  publicUrl: string,
  action: (auth: ReturnType<typeof createTeamAuth>) => Promise<T>,
) {
  const database = await openDatabase(data);
  try {
    return await action(
      createTeamAuth({ db: database.client, publicUrl: parsePublicUrl(publicUrl) }),
    );
  } finally {
    database.close();
  }
}

describe('studio:user', { timeout: 120_000 }, () => {
  it('adds a person and prints a one-time link that sets their password', async () => {
    const added = user('add', 'Ana@Example.com', '--role', 'admin', '--name', 'Ana');
    expect(added.status).toBe(0);
    expect(added.output).toMatch(
      /^Invited ana@example\.com as admin\. Send them this link; it works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC:/,
    );
    const [, link, token] = LINK.exec(added.output)!;
    expect(link).toBe(`http://127.0.0.1:8787/studio/invite#${token}`);
    expect(added.output).toContain('pass --public-url');
    await withAuth('http://127.0.0.1:8787', async (auth) => {
      const accepted = await auth.acceptInvitation({
        token: token!,
        password: 'ana’s password',
        ip: undefined,
      });
      expect(accepted.user).toMatchObject({ email: 'ana@example.com', role: 'admin', name: 'Ana' });
      await expect(
        auth.acceptInvitation({ token: token!, password: 'ana’s password', ip: undefined }),
      ).rejects.toMatchObject({ code: 'invitation-used' });
      const [event] = (await auth.listAudit({ action: 'user-invite' })).events;
      expect(event!.actorEmail).toMatch(/^cli:/);
    });
  });

  it('makes links with --public-url, or the URL the server recorded', async () => {
    const given = user(
      'add',
      'bea@example.com',
      '--role',
      'editor',
      '--public-url',
      'https://cms.example.org/',
    );
    expect(LINK.exec(given.output)![1]).toMatch(/^https:\/\/cms\.example\.org\/studio\/invite#/);
    await withAuth('https://studio.example.net', (auth) => auth.start());
    const recorded = user('add', 'cal@example.com', '--role', 'reviewer');
    expect(LINK.exec(recorded.output)![1]).toMatch(
      /^https:\/\/studio\.example\.net\/studio\/invite#/,
    );
    expect(recorded.output).not.toContain('pass --public-url');
  });

  it('lists, changes a role and removes', () => {
    const listed = user('list');
    expect(listed.status).toBe(0);
    const lines = listed.output.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+ROLE\s+STATUS\s+NAME$/);
    expect(lines[1]).toMatch(/^ana@example\.com\s+admin\s+active\s+Ana$/);
    expect(lines[2]).toMatch(/^bea@example\.com\s+editor\s+invited \(link valid until .+ UTC\)$/);
    expect(user('role', 'BEA@example.com', 'publisher')).toEqual({
      status: 0,
      output:
        'bea@example.com is now publisher. Their sessions have ended: they sign in again to use the new role.\n',
    });
    expect(user('remove', 'cal@example.com').status).toBe(0);
    expect(user('list').output).not.toContain('cal@example.com');
    expect(user('list', '--all').output).toMatch(/^cal@example\.com\s+reviewer\s+removed$/m);
  });

  it('refuses mistakes in one line: exit 2 for the command line, 1 for what it cannot do', () => {
    const usage: [string[], string][] = [
      [[], 'studio:user: no command given'],
      [['promote', 'x@example.com'], 'studio:user: unknown command "promote"'],
      [
        ['add', 'x@example.com'],
        'studio:user: add needs --role (editor, reviewer, publisher, admin, sales)',
      ],
      [
        ['add', '--role', 'editor'],
        'studio:user: add takes one e-mail address: add <email> --role <role>',
      ],
      [
        ['role', 'x@example.com'],
        'studio:user: role takes an e-mail address and a role: role <email> <role>',
      ],
      [['list', '--colour'], "studio:user: Unknown option '--colour'"],
    ];
    for (const [args, message] of usage) {
      const result = user(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.output.split('\n')[0]).toContain(message);
      expect(result.output).toContain('Usage: npm run studio:user -- <command>');
    }
    const refused: [string[], string][] = [
      [
        ['add', 'x@example.com', '--role', 'owner'],
        '"owner" is not a role: use one of editor, reviewer, publisher, admin, sales.',
      ],
      [
        ['add', 'not-an-address', '--role', 'editor'],
        '"not-an-address" is not an e-mail address like name@example.com.',
      ],
      [
        ['add', 'ana@example.com', '--role', 'editor'],
        'ana@example.com already has an account (admin); change their role instead.',
      ],
      [
        ['add', 'x@example.com', '--role', 'editor', '--public-url', 'cms.example.org'],
        '--public-url must be an address like https://studio.example.com, got "cms.example.org"',
      ],
      [['remove', 'nobody@example.com'], 'nobody@example.com has no account in this studio.'],
      [
        ['role', 'ana@example.com', 'editor'],
        "ana@example.com is the only admin: make someone else an admin before you change ana@example.com's role.",
      ],
    ];
    for (const [args, message] of refused) {
      expect(user(...args), args.join(' ')).toEqual({
        status: 1,
        output: `studio:user: ${message}\n`,
      });
    }
  });

  it('works while the server has the database open, which sees the change at once', async () => {
    const server = await openDatabase(data);
    try {
      const auth = createTeamAuth({
        db: server.client,
        publicUrl: parsePublicUrl('https://s.example'),
      });
      const before = (await auth.listUsers()).length;
      expect(user('add', 'eli@example.com', '--role', 'editor').status).toBe(0);
      const members = await auth.listUsers();
      expect(members).toHaveLength(before + 1);
      expect(members.at(-1)).toMatchObject({ email: 'eli@example.com', status: 'invited' });
    } finally {
      server.close();
    }
  });

  it('refuses a database written by a newer studio', async () => {
    const newer = tempDataDir();
    try {
      (await openDatabase(newer.dir)).close();
      const raw = createClient({ url: `file:${join(newer.dir, 'studio.db')}` });
      await raw.execute('PRAGMA user_version = 99');
      raw.close();
      const result = runCli(work.dir, cli, 'list', '--data', newer.dir);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(
        /^studio:user: .*studio\.db has schema version 99, but this studio only knows versions up to \d+/,
      );
      expect(result.output).not.toMatch(STACK_FRAME);
    } finally {
      newer.remove();
    }
  });

  it('keeps its data in .studio-data/ of the directory it runs in by default', () => {
    const result = runCli(work.dir, cli, 'add', 'dee@example.com', '--role', 'editor');
    expect(result.status).toBe(0);
    expect(existsSync(join(work.dir, '.studio-data', 'studio.db'))).toBe(true);
  });
});
