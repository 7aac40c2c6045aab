/**
 * "Forgot password": asking for a link (the answer says the same whether or not the address has
 * an account), and the page the link opens, `/studio/reset#<token>` (the token in the fragment,
 * as an invitation's), where the new password is chosen twice. The person then signs in.
 */
import { useState } from 'react';
import { buttonClass, quietButtonClass } from '../StudioDialog.tsx';
import { Problem } from '../Problem.tsx';
import { TextField } from '../TextField.tsx';
import { useSubmit } from '../use-submit.ts';
import { checkSamePassword, NewPasswordFields } from './NewPasswordFields.tsx';
import { askForNewPassword, setNewPassword } from './team-api.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const { error, busy, submit } = useSubmit(async () => {
    setAnswer((await askForNewPassword(email.trim())).message);
  });
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        Type the e-mail address you sign in with: a link to choose a new password goes to it.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-2" aria-label="Ask for a new password">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <Problem error={error} />
        <p role="status" className="text-sm">
          {answer}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className={buttonClass} disabled={busy && !answer}>
            Send me a link
          </button>
          <button type="button" className={quietButtonClass} onClick={onBack}>
            Back to sign in
          </button>
        </div>
      </form>
    </>
  );
}

export function NewPasswordForm({
  token,
  onDone,
}: {
  token: string;
  /** The password is set: the sign-in form, with the address filled in. */
  onDone: (email: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const { error, busy, submit } = useSubmit(async () => {
    checkSamePassword(password, again);
    onDone((await setNewPassword(token, password)).email);
  });
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        Choose a password of at least 8 characters. This link works once; every place you are signed
        in is signed out.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-2" aria-label="Choose a new password">
        <NewPasswordFields
          label="New password"
          password={password}
          again={again}
          onPassword={setPassword}
          onAgain={setAgain}
        />
        <Problem error={error} />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={busy}>
          Set the new password
        </button>
      </form>
    </>
  );
}
