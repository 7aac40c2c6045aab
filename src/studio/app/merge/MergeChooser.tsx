/**
 * Base, theirs and mine side by side for each change, with a choice per change (a radio group:
 * arrow keys move between the three). Changes only one side made start on that side; changes
 * both made are marked and start on mine. The merged text follows every choice.
 */
import { useId, useMemo, useState } from 'react';
import { defaultSide, mergedText, segmentsOf, type Change, type Side } from './change-groups.ts';

const SIDES: { side: Side; label: string }[] = [
  { side: 'base', label: 'Base (what you opened)' },
  { side: 'theirs', label: 'Theirs (saved meanwhile)' },
  { side: 'mine', label: 'Mine' },
];

interface Props {
  base: string;
  theirs: string;
  mine: string;
  onMerged: (text: string) => void;
}

export function MergeChooser({ base, theirs, mine, onMerged }: Props) {
  const id = useId();
  const segments = useMemo(() => segmentsOf(base, theirs, mine), [base, theirs, mine]);
  const changes = segments.filter((segment): segment is Change => segment.kind === 'change');
  const [choices, setChoices] = useState<Side[]>(() => changes.map(defaultSide));
  const choose = (index: number, side: Side) => {
    const next = choices.map((chosen, at) => (at === index ? side : chosen));
    setChoices(next);
    onMerged(mergedText(segments, next));
  };
  // Each change's number among the changes (the same-lines stretches between them count not).
  const changeNumbers: number[] = [];
  segments.forEach((segment) =>
    changeNumbers.push(
      segment.kind === 'change' ? (changeNumbers.findLast((n) => n >= 0) ?? -1) + 1 : -1,
    ),
  );
  return (
    <div className="mt-3 grid gap-3">
      {segments.map((segment, index) => {
        if (segment.kind === 'same') {
          return (
            <p key={index} className="text-xs text-muted">
              {segment.lines.length} unchanged {segment.lines.length === 1 ? 'line' : 'lines'}
            </p>
          );
        }
        const at = changeNumbers[index]!;
        return (
          <fieldset
            key={index}
            className={`rounded-md p-2 ring-1 ${segment.conflict ? 'ring-amber-400' : 'ring-slate-200'}`}
          >
            <legend className="px-1 text-sm font-semibold">
              Change {at + 1}
              {segment.conflict ? ': both of you changed these lines' : ''}
            </legend>
            <div className="grid gap-2 md:grid-cols-3">
              {SIDES.map(({ side, label }) => (
                <label
                  key={side}
                  className="grid cursor-pointer content-start gap-1 rounded p-1 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                >
                  <span className="flex items-center gap-2 text-xs font-medium">
                    <input
                      type="radio"
                      name={`${id}-change-${at}`}
                      checked={choices[at] === side}
                      onChange={() => choose(at, side)}
                    />
                    {label}
                  </span>
                  <pre className="min-h-6 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                    {segment[side].join('\n') || '(nothing)'}
                  </pre>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
