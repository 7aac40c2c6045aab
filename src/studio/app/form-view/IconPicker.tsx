/**
 * The icon field: the curated set drawn as pictures, searchable by name, chosen as one radio
 * group (arrow keys move between icons, as in any radio group). The list opens in a disclosure
 * under the current icon so the form keeps its place; Escape closes it and returns focus.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { iconNames } from '../../../content/icon-names.ts';
import { Icon } from '../../../render/Icon.tsx';
import type { IconName } from '../../../render/icons.ts';
import { SearchBox } from '../SearchBox.tsx';

interface Props {
  label: string;
  value: string | undefined;
  describedBy: string | undefined;
  help: ReactNode;
  onChoose: (name: string) => void;
}

export function IconPicker({ label, value, describedBy, help, onChoose }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const summary = useRef<HTMLElement>(null);
  const needle = query.trim().toLowerCase();
  const shown = iconNames.filter((name) => name.includes(needle));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    summary.current?.focus();
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <span aria-hidden="true" className="text-sm font-medium">
        {label}
      </span>
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="rounded-md ring-1 ring-slate-300"
      >
        <summary
          ref={summary}
          onKeyDown={onKeyDown}
          aria-label={`${label}: ${value ?? 'no icon'}. Change icon`}
          aria-describedby={describedBy}
          className="flex cursor-pointer items-center gap-2 px-2 py-1 text-sm"
        >
          {value ? <Icon name={value as IconName} className="size-5" /> : null}
          <span>{value ?? 'No icon'}</span>
          <span className="ml-auto text-xs text-muted">{open ? 'Close' : 'Change icon'}</span>
        </summary>
        {open && (
          <div className="grid min-w-0 grid-cols-1 gap-2 border-t border-slate-200 p-2">
            <SearchBox
              id={`${id}-search`}
              label="Search icons"
              value={query}
              onChange={setQuery}
              onKeyDown={onKeyDown}
              labelClassName="text-xs font-medium"
            />
            <fieldset className="grid max-h-64 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-1 overflow-auto">
              <legend className="sr-only">{label}</legend>
              {shown.length === 0 && <p className="text-xs text-muted">No icon matches.</p>}
              {shown.map((name) => (
                <label
                  key={name}
                  className="flex cursor-pointer flex-col items-center gap-1 rounded p-1 text-center text-[0.7rem] leading-tight hover:bg-slate-100 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-icon`}
                    value={name}
                    checked={name === value}
                    onChange={() => onChoose(name)}
                    onKeyDown={onKeyDown}
                    className="sr-only"
                  />
                  <Icon name={name as IconName} className="size-6" />
                  {name}
                </label>
              ))}
            </fieldset>
          </div>
        )}
      </details>
      {help}
    </div>
  );
}
