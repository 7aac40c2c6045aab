/**
 * What the children of a deploy inherit from the studio's environment: little, named. Never
 * STUDIO_GIT_TOKEN (the remote's credential) nor anything else not listed: a build runs the
 * code of the commit it builds, and a `command:` target an admin's program.
 */
type Environment = Readonly<Record<string, string | undefined>>;

function pick(env: Environment, wanted: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && wanted(entry[0]),
    ),
  );
}

/**
 * The build's: PATH and HOME (npm needs both), the EmailJS settings the site is built with
 * (docs/team-studio.md), where it sends its copy of each lead (VITE_LEADS_URL, which the studio
 * sets: leads/lead-route.ts), BUILD_DATE when it pins the date; always the production build (a
 * studio started by a test runner has NODE_ENV=test).
 */
export function buildEnvironment(env: Environment): Record<string, string> {
  return {
    ...pick(
      env,
      (name) =>
        name === 'PATH' ||
        name === 'HOME' ||
        name === 'BUILD_DATE' ||
        name === 'VITE_LEADS_URL' ||
        name.startsWith('VITE_EMAILJS_'),
    ),
    NODE_ENV: 'production',
  };
}

/** A `command:` target's: PATH, HOME and the DEPLOY_* variables, plus what it deploys. */
export function commandEnvironment(
  env: Environment,
  release: { id: string; commit: string },
): Record<string, string> {
  return {
    ...pick(env, (name) => name === 'PATH' || name === 'HOME' || name.startsWith('DEPLOY_')),
    DEPLOY_RELEASE_ID: release.id,
    DEPLOY_COMMIT: release.commit,
  };
}
