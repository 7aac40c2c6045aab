/**
 * The studio of a person whose role works the leads only (sales): the Leads view and nothing
 * of the site's content, which the server refuses them anyway (auth/roles.ts).
 */
import { ToolbarButton } from '../../ToolbarButton.tsx';
import { signOut, type SessionInfo } from '../team-api.ts';
import { LeadsView } from './LeadsView.tsx';

export function LeadsWorkspace({
  session,
  onSignedOut,
}: {
  session: SessionInfo;
  onSignedOut: () => void;
}) {
  return (
    <div className="min-h-dvh">
      <nav
        aria-label="Team"
        className="flex flex-wrap items-center gap-2 border-b border-slate-300 bg-slate-50 px-3 py-2 text-sm"
      >
        <span className="font-semibold">Leads</span>
        <span className="ml-auto text-muted">
          {session.user.name || session.user.email} ({session.user.role})
        </span>
        <ToolbarButton onClick={() => void signOut().finally(onSignedOut)}>Sign out</ToolbarButton>
      </nav>
      <main className="mx-auto max-w-6xl p-4">
        <h1 className="text-xl font-bold">Leads</h1>
        <LeadsView allowed={session.allowedActions} headingLevel={2} />
      </main>
    </div>
  );
}
