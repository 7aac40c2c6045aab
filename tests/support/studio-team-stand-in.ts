/**
 * `npm run studio:team` with the stand-in deploy engine (stand-in-deploy.ts): the same command
 * line and server, a build that takes a blink. For the tests of the studio's deploys view and
 * API, where the build is not what is tested; run with `--no-serve`.
 */
import { runStudioTeam } from '../../src/cli/studio-team-command.ts';
import { standInEngine } from './stand-in-deploy.ts';

await runStudioTeam(standInEngine);
