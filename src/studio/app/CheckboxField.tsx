/** A checkbox with its label beside it and its help under it (one id ties the help to it). */
import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help: string;
}

export function CheckboxField({ label, checked, onChange, help }: Props) {
  const helpId = useId();
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={helpId}
        />
        {label}
      </label>
      <p id={helpId} className="text-xs text-muted">
        {help}
      </p>
    </div>
  );
}
