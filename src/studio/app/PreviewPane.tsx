/**
 * The live preview: the preview frame at the chosen width (375, 768 or 1280 px), scaled down
 * to fit the pane, and the note shown while the text is invalid (the frame keeps the last valid
 * render).
 */
import type { Ref } from 'react';
import { ScaledFrame } from './ScaledFrame.tsx';

export const PREVIEW_WIDTHS = [375, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

interface Props {
  frameRef: Ref<HTMLIFrameElement>;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  stale: string | null;
  /** Why there is nothing to preview (a form or the site file is open), if so. */
  nothing: string | null;
}

export function PreviewPane({ frameRef, width, onWidth, stale, nothing }: Props) {
  return (
    <section aria-label="Preview" className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2">
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">Preview width</legend>
          {PREVIEW_WIDTHS.map((choice) => (
            <label key={choice} className="flex items-center gap-1">
              <input
                type="radio"
                name="preview-width"
                value={choice}
                checked={width === choice}
                onChange={() => onWidth(choice)}
              />
              {choice} px
            </label>
          ))}
        </fieldset>
        <p role="status" className="text-sm text-red-700">
          {stale}
        </p>
      </div>
      <ScaledFrame
        frameRef={frameRef}
        title="Page preview"
        width={width}
        instead={nothing && <p className="p-4 text-sm">{nothing}</p>}
        className="min-h-0 flex-1"
      />
    </section>
  );
}
