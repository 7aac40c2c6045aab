/** A required one-line input with its label and, if given, help under it (one id ties them). */
import { useId, type HTMLInputTypeAttribute } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  pattern?: string;
  /** What `pattern` asks for, in words: the browser says it when the value does not match. */
  patternInWords?: string;
  help?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  minLength?: number;
  required?: boolean;
}

export function TextField(props: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required={props.required ?? true}
        pattern={props.pattern}
        title={props.patternInWords}
        minLength={props.minLength}
        autoComplete={props.autoComplete}
        aria-describedby={props.help ? `${id}-help` : undefined}
        className="rounded-md px-2 py-1 ring-1 ring-slate-300"
      />
      {props.help && (
        <p id={`${id}-help`} className="text-xs text-muted">
          {props.help}
        </p>
      )}
    </>
  );
}
