/**
 * A refusal of Delete page or Change address, said in the dialog: what went wrong, and the
 * places in the project to change first (a link that still leads to the page), each a button
 * that opens its file at its line.
 */
import type { PlaceToChange } from './api.ts';
import { quietButtonClass } from './StudioDialog.tsx';

interface Props {
  places: readonly PlaceToChange[];
  onOpen: (place: PlaceToChange) => void;
}

export function PlacesToChange({ places, onOpen }: Props) {
  return (
    <ul className="mt-1 grid gap-1">
      {places.map((place) => (
        <li key={`${place.file}:${place.line}:${place.column}:${place.code}`}>
          <button
            type="button"
            className={`${quietButtonClass} text-left`}
            onClick={() => onOpen(place)}
          >
            {place.file}, line {place.line}: {place.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The places of a refusal's answer (its `problems`), when it has any. */
export const placesOf = (failure: unknown): PlaceToChange[] | null => {
  const body = (failure as { body?: { problems?: unknown } }).body;
  return Array.isArray(body?.problems) ? (body.problems as PlaceToChange[]) : null;
};

/** What a dialog shows of a refusal: the message, and the places when the answer had any. */
export interface Refusal {
  message: string;
  places: PlaceToChange[];
}

export function RefusalAlert({
  refusal,
  onOpen,
  className = '',
}: {
  refusal: Refusal;
  onOpen: (place: PlaceToChange) => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`text-sm text-red-700 ${className}`}>
      <p>{refusal.message}</p>
      {refusal.places.length > 0 && <PlacesToChange places={refusal.places} onOpen={onOpen} />}
    </div>
  );
}
