/**
 * `npm run studio:team` whose deploys build with the stand-in build (stand-in-deploy.ts: the
 * commit's pages as HTML files, in a blink) and go to the real targets and live site server.
 * For the tests of the studio's Live site view and API, where the whole build is not what is
 * tested (tests/e2e/deploy-engine.test.ts builds the project for real).
 */
import { runStudioTeam } from '../../src/cli/studio-team-command.ts';
import { standInBuildEngine } from './stand-in-deploy.ts';

await runStudioTeam(standInBuildEngine);
