/**
 * A team for a test of the studio as a process: an admin added from the command line (as an
 * admin starts a studio), who invites an editor and a reviewer over the API; each signed in.
 * The admin publishes, the editor writes, the reviewer approves: three people, so no rule about
 * who may review whose work gets in the way of a test about something else.
 */
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import type { TeamServer } from '../../src/cli/bench/team-server-process.ts';

export interface Team {
  admin: Person;
  editor: Person;
  reviewer: Person;
}

export async function signInTeam(server: Pick<TeamServer, 'base' | 'invite'>): Promise<Team> {
  const api = teamApiClient(server.base);
  const admin = await api.join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
  const invite = async (email: string, role: string, name: string) => {
    const invited = await api.call('POST', 'users', { as: admin, body: { email, role, name } });
    if (invited.status !== 201) throw new Error(`no invitation: ${JSON.stringify(invited.body)}`);
    return api.join(invited.body.link as string, name);
  };
  return {
    admin,
    editor: await invite('ed@example.com', 'editor', 'Ed Editor'),
    reviewer: await invite('rita@example.com', 'reviewer', 'Rita Reviewer'),
  };
}
