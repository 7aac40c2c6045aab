/**
 * A label and a select of named options: the studio's one labelled select (the palette's block
 * type, an action's kind, target and look), so they look and read alike.
 */
export interface SelectOption {
  value: string;
  text: string;
}

export const fieldClass = 'w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300';

interface Props {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The id of a help text under the select, if any. */
  describedBy?: string;
}

export function SelectField({ id, label, value, options, onChange, describedBy }: Props) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        className={fieldClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}

/** Options whose text is their value. */
export const plainOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, text: value }));
