/**
 * The team studio's front door: sign in, or (from an invitation link, whose token travels in
 * the address's fragment so no log sees it) choose a name and password. A refusal is said in
 * the page, by the form, and what was typed stays.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '../StudioDialog.tsx';
import { Problem } from '../Problem.tsx';
import { ForgotPasswordForm, NewPasswordForm } from './PasswordResetForms.tsx';
import { TextField } from '../TextField.tsx';
import { useSubmit } from '../use-submit.ts';
import { checkSamePassword, NewPasswordFields } from './NewPasswordFields.tsx';
import { acceptInvitation, invitationFacts, signIn, type SessionInfo } from './team-api.ts';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-100 p-4 text-ink">
      <div className="w-[min(26rem,100%)] rounded-xl bg-white p-6 shadow">
        <h1 className="text-xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SignInForm({
  onSignedIn,
  email: givenEmail = '',
  note = '',
}: {
  onSignedIn: (session: SessionInfo) => void;
  /** Filled in (after a new password was set). */
  email?: string;
  /** Said above the form ("Your password is changed …"). */
  note?: string;
}) {
  const [email, setEmail] = useState(givenEmail);
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  const { error, busy, submit } = useSubmit(async () =>
    onSignedIn(await signIn(email.trim(), password)),
  );
  if (forgot) {
    return (
      <Frame title="Forgot your password?">
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </Frame>
    );
  }
  return (
    <Frame title="Sign in to the studio">
      {note && (
        <p role="status" className="mt-2 text-sm">
          {note}
        </p>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-2" aria-label="Sign in">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Problem error={error} />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={busy}>
          Sign in
        </button>
      </form>
      <button
        type="button"
        className="mt-3 text-sm text-brand-700 underline"
        onClick={() => setForgot(true)}
      >
        Forgot your password?
      </button>
    </Frame>
  );
}

/** The page of a "Forgot password" link: a new password, then the sign-in. */
export function NewPasswordPage({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  if (done !== null) {
    return (
      <SignInForm
        onSignedIn={onSignedIn}
        email={done}
        note="Your password is changed: sign in with it."
      />
    );
  }
  return (
    <Frame title="Choose a new password">
      <NewPasswordForm
        token={token}
        onDone={(email) => {
          // The link is used up: it leaves the address bar and the history.
          window.history.replaceState(null, '', '/studio/');
          setDone(email);
        }}
      />
    </Frame>
  );
}

export function InvitationForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  // Whom the link is for, so the person knows it is theirs before choosing a password.
  const [facts, setFacts] = useState<{ email: string; role: string } | string | null>(null);
  useEffect(() => {
    invitationFacts(token).then(setFacts, (error: Error) => setFacts(error.message));
  }, [token]);
  const { error, busy, submit } = useSubmit(async () => {
    checkSamePassword(password, again);
    onSignedIn(await acceptInvitation(token, password, name.trim()));
  });
  return (
    <Frame title="Welcome to the studio">
      {typeof facts === 'string' ? (
        <Problem error={facts} className="mt-2" />
      ) : facts ? (
        <p className="mt-2 text-sm">
          This invitation is for <strong>{facts.email}</strong>, to join as{' '}
          <strong>{roleInWords(facts.role)}</strong>.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Choose the name your team sees and a password of at least 8 characters. This link works
        once.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-2" aria-label="Accept the invitation">
        <TextField label="Your name" autoComplete="name" value={name} onChange={setName} />
        <NewPasswordFields
          label="Password"
          password={password}
          again={again}
          onPassword={setPassword}
          onAgain={setAgain}
        />
        <Problem error={error} />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={busy}>
          Join the studio
        </button>
      </form>
    </Frame>
  );
}

/** A role as a sentence says it ("an editor"). */
const roleInWords = (role: string) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
