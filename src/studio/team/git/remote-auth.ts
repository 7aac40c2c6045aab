/**
 * How git authenticates to the remote. An HTTPS remote's token comes from the environment
 * (STUDIO_GIT_TOKEN, read by the caller), and reaches git only as an environment variable of the
 * network commands: never in argv (which `ps` shows to every user), never in the remote URL
 * stored in the clone's config.
 *
 * Why a credential helper and not GIT_ASKPASS: the helper is an inline script in a `-c` option
 * that reads the variable when git asks, so there is no script file to write, make executable and
 * clean up, and it answers git's credential protocol directly (username and password in one
 * reply, and nothing for `store` or `erase`, so git never tries to save the token anywhere). The
 * script is a constant: git runs it with the shell, but nothing of ours is interpolated into it;
 * the token and the user name are only expanded by that shell from the environment. The first,
 * empty `credential.helper` clears any helper configured elsewhere.
 */
import { BadInputError } from './errors.ts';

export interface RemoteCredentials {
  /** The HTTPS token. Without one, git asks no helper and never prompts (it fails instead). */
  token?: string;
  /** The user name sent with the token; hosts that take a token as the password ignore it. */
  username?: string;
  /**
   * How to run ssh for an SSH remote (GIT_SSH_COMMAND is not inherited from the server's
   * environment, like every GIT_* variable). By default ssh never prompts: it fails instead.
   */
  sshCommand?: string;
}

const TOKEN_VARIABLE = 'STUDIO_GIT_TOKEN';
const USERNAME_VARIABLE = 'STUDIO_GIT_USERNAME';

const HELPER = `!f() { test "$1" = get || exit 0; echo "username=$${USERNAME_VARIABLE}"; echo "password=$${TOKEN_VARIABLE}"; }; f`;

export interface NetworkOptions {
  /** `-c` options to put before the subcommand. */
  configArgs: string[];
  env: Record<string, string>;
}

const DEFAULT_SSH_COMMAND = 'ssh -o BatchMode=yes';

export function networkOptions(credentials: RemoteCredentials): NetworkOptions {
  const ssh = { GIT_SSH_COMMAND: credentials.sshCommand ?? DEFAULT_SSH_COMMAND };
  if (credentials.token === undefined || credentials.token === '') {
    return { configArgs: ['-c', 'credential.helper='], env: ssh };
  }
  const username = credentials.username ?? 'x-access-token';
  // The credential protocol is line-based: a line break would let the value add lines of its own.
  for (const [field, value] of [
    ['token', credentials.token],
    ['username', username],
  ] as const) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(value)) {
      throw new BadInputError('remote', field, `a ${field} without control characters`);
    }
  }
  return {
    configArgs: ['-c', 'credential.helper=', '-c', `credential.helper=${HELPER}`],
    env: { ...ssh, [TOKEN_VARIABLE]: credentials.token, [USERNAME_VARIABLE]: username },
  };
}
