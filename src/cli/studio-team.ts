/**
 * `npm run studio:team`: the team studio on a server (studio-team-command.ts has the command
 * line), with the deploy engine that builds each publish and makes it live (docs/deploy.md).
 */
import { buildRelease, startSiteServer, targetsFromOptions } from '../deploy/index.ts';
import { runStudioTeam } from './studio-team-command.ts';

await runStudioTeam({ buildRelease, targetsFromOptions, startSiteServer });
