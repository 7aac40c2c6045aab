/**
 * The team studio's first screen: the session asked for, then the sign-in (or the invitation's,
 * or a new password's) page, or the workspace of the person's role. Each of these is loaded
 * when it is shown: a person signing in does not wait for the editor, a sales person never
 * downloads it (the Leads workspace alone), an editor never downloads the sign-in pages again.
 */
import { lazy, useEffect, useState } from 'react';
import { LoadPart } from '../LoadPart.tsx';
import { currentSession, type SessionInfo } from './team-api.ts';

const SignInForm = lazy(() =>
  import('./SignInPage.tsx').then((module) => ({ default: module.SignInForm })),
);
const InvitationForm = lazy(() =>
  import('./SignInPage.tsx').then((module) => ({ default: module.InvitationForm })),
);
const NewPasswordPage = lazy(() =>
  import('./SignInPage.tsx').then((module) => ({ default: module.NewPasswordPage })),
);
const LeadsWorkspace = lazy(() =>
  import('./leads/LeadsWorkspace.tsx').then((module) => ({ default: module.LeadsWorkspace })),
);
const Workspace = lazy(() =>
  import('./TeamStudio.tsx').then((module) => ({ default: module.Workspace })),
);

/** An invitation link's token (`/studio/invite#<token>`), or ''. */
const invitationToken = () =>
  window.location.pathname.replace(/\/$/, '') === '/studio/invite'
    ? window.location.hash.slice(1)
    : '';

/** A "Forgot password" link's token (`/studio/reset#<token>`), or ''. */
const resetToken = () =>
  window.location.pathname.replace(/\/$/, '') === '/studio/reset'
    ? window.location.hash.slice(1)
    : '';

export function TeamStudio() {
  const [session, setSession] = useState<SessionInfo | null | 'loading'>('loading');
  useEffect(() => {
    currentSession().then(setSession, () => setSession(null));
  }, []);
  const signedIn = (next: SessionInfo) => {
    if (invitationToken()) window.history.replaceState(null, '', '/studio/');
    const after = new URLSearchParams(window.location.search).get('next');
    // Back to the preview link that asked for the sign-in (a path of this studio only).
    if (after && /^\/studio\/preview\/[A-Za-z0-9_-]+(\/[a-z0-9/-]*)?$/.test(after)) {
      window.location.assign(after);
      return;
    }
    setSession(next);
  };
  if (session === 'loading')
    return (
      <p role="status" className="p-6 text-sm text-muted">
        Loading the studio…
      </p>
    );
  if (!session) {
    const reset = resetToken();
    const token = invitationToken();
    return (
      <LoadPart
        what={reset ? 'the new password page' : token ? 'the invitation' : 'the sign-in page'}
      >
        {reset ? (
          <NewPasswordPage token={reset} onSignedIn={signedIn} />
        ) : token ? (
          <InvitationForm token={token} onSignedIn={signedIn} />
        ) : (
          <SignInForm onSignedIn={signedIn} />
        )}
      </LoadPart>
    );
  }
  // A role with nothing of the site to see (sales) has the Leads view alone.
  if (!session.allowedActions.includes('files.read')) {
    return (
      <LoadPart what="the leads">
        <LeadsWorkspace session={session} onSignedOut={() => setSession(null)} />
      </LoadPart>
    );
  }
  return (
    <LoadPart what="the editor">
      <Workspace session={session} onSignedOut={() => setSession(null)} />
    </LoadPart>
  );
}
