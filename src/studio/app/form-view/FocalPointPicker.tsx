/**
 * The focal-point picker of the image dialog: the picture, where a click (or a drag) sets the
 * point every crop keeps in view; two sliders that set it from the keyboard and announce it; and
 * the crops the build will cut at 16:9, 1:1 and 4:5, updated as the point moves. The previews
 * place the picture with the same rectangle the build cuts (src/media/focal-preview.ts), so what
 * the author sees here is what the site shows. "Reset" clears the point: crops are centred then.
 */
import { useId, useState, type PointerEvent } from 'react';
import { objectPositionCss, PREVIEW_ASPECTS, roundFocus } from '../../../media/focal-preview.ts';
import { quietButtonClass } from '../StudioDialog.tsx';

export type Focus = [number, number];

interface Props {
  /** The picture's address (the original, as the studio serves it). */
  url: string;
  focus: Focus | undefined;
  onChange: (focus: Focus | undefined) => void;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

// Movement is eased only for those who have not asked for less motion.
const EASED = 'motion-safe:transition-all motion-safe:duration-150';

export function FocalPointPicker({ url, focus, onChange }: Props) {
  const id = useId();
  const [size, setSize] = useState({ width: 0, height: 0 });
  // The address whose picture has loaded, or failed: until then (right after an upload, say) the
  // boxes say so, and no handle floats over an empty one.
  const [settled, setSettled] = useState<{ url: string; failed: boolean } | null>(null);
  const loading = settled?.url !== url;
  const failed = !loading && settled.failed;
  const [x, y] = focus ?? [0.5, 0.5];

  const pointAt = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      roundFocus([(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height]),
    );
  };

  const slider = (axis: 0 | 1, label: string, from: string) => (
    <div className="grid min-w-0 grid-cols-1 gap-0.5">
      <label htmlFor={`${id}-${axis}`} className="text-xs font-medium">
        {label}
      </label>
      <input
        id={`${id}-${axis}`}
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={axis === 0 ? x : y}
        aria-valuetext={`${percent(axis === 0 ? x : y)} from the ${from}`}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const value = Number(event.target.value);
          onChange(roundFocus(axis === 0 ? [value, y] : [x, value]));
        }}
        className="w-full accent-brand-700"
      />
    </div>
  );

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2 rounded-md p-3 ring-1 ring-slate-300">
      <legend className="px-1 text-sm font-medium">Focal point</legend>
      <p id={`${id}-help`} className="text-xs text-muted">
        Click the picture, or use the sliders, to choose the point every crop keeps in view.
      </p>
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <div
            className={`relative w-fit max-w-full cursor-crosshair touch-none justify-self-center ${loading || failed ? 'min-h-32 min-w-48 rounded bg-slate-100' : ''}`}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              pointAt(event);
            }}
            onPointerMove={(event) => {
              if (event.currentTarget.hasPointerCapture(event.pointerId)) pointAt(event);
            }}
          >
            <img
              src={url}
              alt="The picture: click the point to keep in view"
              draggable={false}
              onLoad={(event) => {
                setSize({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                });
                setSettled({ url, failed: false });
              }}
              onError={() => setSettled({ url, failed: true })}
              className={`block max-h-56 max-w-full rounded select-none ${failed ? 'invisible' : ''}`}
            />
            {loading || failed ? (
              <p
                role="status"
                className="absolute inset-0 grid place-items-center p-2 text-center text-xs text-muted"
              >
                {failed ? 'The picture could not be shown.' : 'Loading the picture…'}
              </p>
            ) : (
              <span
                aria-hidden="true"
                className={`pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700/60 shadow-[0_0_0_1px_rgb(15_23_42)] ${EASED}`}
                style={{ left: percent(x), top: percent(y) }}
              />
            )}
          </div>
          {slider(0, 'Focal point across', 'left')}
          {slider(1, 'Focal point down', 'top')}
          <div className="flex flex-wrap items-center gap-2">
            <p className="flex-1 text-xs text-muted">
              {focus
                ? `Keeps ${percent(x)} across, ${percent(y)} down in view`
                : 'Not set: every crop is centred'}
            </p>
            <button
              type="button"
              className={quietButtonClass}
              disabled={!focus}
              onClick={() => onChange(undefined)}
            >
              Reset focal point
            </button>
          </div>
        </div>
        <div className="grid grid-cols-3 items-start gap-2">
          {PREVIEW_ASPECTS.map(({ name, aspect }) => (
            <figure key={name} className="grid min-w-0 grid-cols-1 gap-1">
              <img
                src={url}
                alt={`Crop at ${name}`}
                draggable={false}
                style={{
                  aspectRatio: String(aspect),
                  objectPosition: objectPositionCss(size.width, size.height, aspect, focus),
                }}
                className={`w-full rounded bg-slate-100 object-cover ring-1 ring-slate-300 ${EASED}`}
              />
              <figcaption className="text-center text-xs text-muted">{name}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
