/**
 * One side of a comparison in the history: a version of the file, or the file as it is now,
 * under a caption saying which it is, its landmarks named after it (two previews of one page
 * side by side are heard apart). A page is drawn by the preview (VersionFrame), a form or
 * the site settings shown as their text.
 */
import { VersionFrame } from './VersionFrame.tsx';

interface Props {
  path: string;
  /** A page's route, else undefined (shown as text). */
  route: string | undefined;
  /** null while the version is being read. */
  text: string | null;
  /** The frame's or the text's name ("Preview of the page now"). */
  title: string;
  /** Shown above it when two sides stand together, else nothing. */
  caption?: string;
  /** Said before the names of the page's landmarks ("This version", "Now"). */
  landmarkPrefix: string;
  width: number;
}

export function VersionSide({ path, route, text, title, caption, landmarkPrefix, width }: Props) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      {caption && <p className="text-sm font-semibold">{caption}</p>}
      {text === null ? (
        <p className="text-sm text-muted">Reading that version…</p>
      ) : route ? (
        <VersionFrame
          path={path}
          route={route}
          text={text}
          title={title}
          landmarkPrefix={landmarkPrefix}
          width={width}
        />
      ) : (
        <pre
          aria-label={title}
          className="max-h-[50dvh] overflow-auto rounded-md bg-slate-50 p-2 text-xs"
        >
          {text}
        </pre>
      )}
    </div>
  );
}
