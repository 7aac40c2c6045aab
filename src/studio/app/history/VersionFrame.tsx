/**
 * One page rendered from a text (a version of it, or the page now) in a preview frame of its
 * own, through the same preview the editor uses (/studio/preview, preview-protocol.ts): the text
 * validated by the server as the editor's is, with the store's site settings, forms and
 * downloads. Scaled to fit, at the width of a phone or a desktop; its landmarks named after a
 * prefix, so that two frames side by side are heard apart.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageData } from '../../../project/page-schema.ts';
import { pageOnDate } from '../../../project/page-on-date.ts';
import { previewContent, validateText } from '../api.ts';
import { isFromPreview, type ToPreview } from '../preview-protocol.ts';
import { studioBuildDate } from '../site-dates.ts';
import { SITE_FILE } from '../../server/menu-link.ts';
import type { Site } from '../../../content/site-schema.ts';
import { openFile } from '../api.ts';
import { ScaledFrame } from '../ScaledFrame.tsx';

interface Props {
  /** The file the text is of, and the page's route. */
  path: string;
  route: string;
  text: string;
  /** The frame's name for a screen reader ("Preview of the version of …"). */
  title: string;
  width: number;
  /** Said before each landmark's name when two frames of the page stand together ("Now"). */
  landmarkPrefix?: string;
}

/** What the frame needs besides the page, asked once per dialog. */
async function surroundings(): Promise<ToPreview[]> {
  const [site, content] = await Promise.all([
    openFile(SITE_FILE).then(
      (file) => validateText(SITE_FILE, file.text),
      () => null,
    ),
    previewContent().catch(() => null),
  ]);
  return [
    ...(site?.data ? [{ type: 'site', site: site.data as Site } as const] : []),
    ...(content ? [{ type: 'content', ...content } as const] : []),
  ];
}

export function VersionFrame({ path, route, text, title, width, landmarkPrefix = '' }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [problem, setProblem] = useState('');
  const [messages, setMessages] = useState<ToPreview[] | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([surroundings(), validateText(path, text)]).then(
      ([around, checked]) => {
        if (!current) return;
        if (!checked.data) {
          setProblem('This version does not build today, so it has no preview (see its text).');
          setMessages([]);
          return;
        }
        const today = studioBuildDate();
        const page = checked.data as PageData;
        setProblem('');
        setMessages([
          ...around,
          { type: 'editing', on: false },
          { type: 'landmarks', prefix: landmarkPrefix },
          {
            type: 'render',
            file: path,
            route,
            page: today ? pageOnDate(page, today) : page,
            seq: 1,
          },
        ]);
      },
      (error: Error) => current && setProblem(`No preview: ${error.message}`),
    );
    return () => {
      current = false;
    };
  }, [path, route, text, landmarkPrefix]);

  // Sent when the frame says it is ready, and at once if it was ready before the messages came.
  useEffect(() => {
    if (!messages) return;
    const send = () =>
      messages.forEach((message) =>
        frame.current?.contentWindow?.postMessage(message, window.location.origin),
      );
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow || !isFromPreview(event.data)) return;
      if (event.data.type === 'ready') send();
    };
    window.addEventListener('message', onMessage);
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [messages]);

  return (
    <ScaledFrame
      frameRef={frame}
      title={title}
      width={width}
      instead={problem && <p className="p-3 text-sm">{problem}</p>}
      className="relative h-[60dvh] min-h-64"
    />
  );
}
