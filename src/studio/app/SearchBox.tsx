/** A labelled search field (the file list's, the icon picker's): the query as typed. */
import type { KeyboardEvent } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (query: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The label's look where it sits (a panel's heading, a field's caption). */
  labelClassName: string;
}

export function SearchBox({ id, label, value, onChange, onKeyDown, labelClassName }: Props) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
      />
    </>
  );
}
