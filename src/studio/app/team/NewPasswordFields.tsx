/**
 * A password chosen twice, as an invitation and a new-password link both ask for it: at least 8
 * characters, the browser told it is a new one, and the two compared before anything is sent.
 */
import { TextField } from '../TextField.tsx';

/** Throws, in words, when the two differ. */
export function checkSamePassword(password: string, again: string) {
  if (password !== again) throw new Error('The two passwords differ: type the same one twice.');
}

export function NewPasswordFields({
  label,
  password,
  again,
  onPassword,
  onAgain,
}: {
  /** "Password" or "New password"; the second field is "<label> again". */
  label: string;
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        minLength={8}
        value={password}
        onChange={onPassword}
      />
      <TextField
        label={`${label} again`}
        type="password"
        autoComplete="new-password"
        minLength={8}
        value={again}
        onChange={onAgain}
      />
    </>
  );
}
