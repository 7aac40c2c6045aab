/**
 * The studio's side of the preview frame: sends it the last valid page and the block to
 * outline (again whenever the frame reloads), hears clicks on blocks and texts typed on the
 * page, and measures how long each edit takes to reach the screen (read by `npm run
 * bench:studio`): a key in the YAML until the preview shows it, and a key typed on the page
 * until the YAML, the form (the studio's state) and the preview all hold it.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Site } from '../../content/site-schema.ts';
import type { PreviewContent } from '../server/preview-content.ts';
import { isFromPreview, type FromPreview, type ToPreview } from './preview-protocol.ts';
import { pageOnDate } from '../../project/page-on-date.ts';
import { studioBuildDate } from './site-dates.ts';

type RenderMessage = Extract<ToPreview, { type: 'render' }>;

/** What the studio does with what the frame reports. */
export interface FrameHandlers {
  selectBlock: (index: number, focusSource: boolean) => void;
  /** Typing began in a field: what it allows, to say beside it. */
  editStart: (
    message: Extract<FromPreview, { type: 'edit-start' }>,
  ) => Extract<ToPreview, { type: 'field-hint' }> | null;
  editText: (message: Extract<FromPreview, { type: 'edit-text' }>) => void;
  history: (direction: 'undo' | 'redo') => void;
}

/** A key typed on the page: its latency ends when both the frame and the studio show it. */
interface PageEdit {
  at: number;
  drawn?: number;
  committed?: number;
}

declare global {
  interface Window {
    /** Keystroke-to-preview latencies in ms, newest last (for the benchmark). */
    __studioLatencies?: number[];
    /** Latencies of keys typed on the page, until the YAML, form and preview hold them. */
    __studioPageLatencies?: number[];
  }
}

export function usePreviewFrame(handlers: FrameHandlers) {
  const frame = useRef<HTMLIFrameElement>(null);
  const lastRender = useRef<RenderMessage | null>(null);
  const lastHighlight = useRef<ToPreview>({ type: 'highlight', index: null, scroll: false });
  const lastSite = useRef<ToPreview | null>(null);
  const lastContent = useRef<ToPreview | null>(null);
  const lastEditing = useRef<ToPreview>({ type: 'editing', on: false });
  const editTimes = useRef(new Map<number, number>());
  // When the author pressed the key that made the next edit: the latency starts there, so time
  // spent queued behind other work (an autocomplete query, a validation answer) counts too.
  const keyDownAt = useRef<number | null>(null);
  // When the key typed on the page was pressed (this window's clock), for the edit it makes.
  const pageKeyAt = useRef<number | null>(null);
  const pageEdits = useRef(new Map<number, PageEdit>());
  const handle = useRef(handlers);
  useEffect(() => {
    handle.current = handlers;
  });
  /** A page edit is done when drawn and committed: its latency is recorded then. */
  const settle = useCallback((seq: number, part: 'drawn' | 'committed', now: number) => {
    for (const [editSeq, edit] of pageEdits.current) {
      if (editSeq > seq) continue;
      edit[part] ??= now;
      if (edit.drawn === undefined || edit.committed === undefined) continue;
      window.__studioPageLatencies!.push(Math.max(edit.drawn, edit.committed) - edit.at);
      pageEdits.current.delete(editSeq);
    }
  }, []);

  const post = useCallback((message: ToPreview) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      keyDownAt.current = event.timeStamp;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  useEffect(() => {
    window.__studioLatencies = [];
    window.__studioPageLatencies = [];
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow || !isFromPreview(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        if (lastSite.current) post(lastSite.current);
        if (lastContent.current) post(lastContent.current);
        post(lastEditing.current);
        if (lastRender.current) post(lastRender.current);
        post(lastHighlight.current);
      } else if (message.type === 'select-block') {
        handle.current.selectBlock(message.index, message.focusSource);
      } else if (message.type === 'edit-start') {
        const hint = handle.current.editStart(message);
        if (hint) post(hint);
      } else if (message.type === 'edit-text') {
        pageKeyAt.current = message.typedAt - performance.timeOrigin;
        handle.current.editText(message);
        pageKeyAt.current = null;
      } else if (message.type === 'history') {
        handle.current.history(message.direction);
      } else if (message.type === 'rendered') {
        const now = performance.now();
        settle(message.seq, 'drawn', now);
        for (const [seq, time] of editTimes.current) {
          if (seq > message.seq) continue;
          window.__studioLatencies!.push(now - time);
          editTimes.current.delete(seq);
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post, settle]);

  return {
    frame,
    /**
     * An edit numbered `seq` was made now, by the key pressed since the last edit if any (its
     * latency ends when a render ≥ seq is painted).
     */
    edited: useCallback((seq: number) => {
      const now = performance.now();
      if (pageKeyAt.current !== null) {
        pageEdits.current.set(seq, { at: pageKeyAt.current });
        keyDownAt.current = null;
        return;
      }
      const key = keyDownAt.current;
      keyDownAt.current = null;
      // A key edits at once; one pressed long before (an arrow key, then a click) did not.
      editTimes.current.set(seq, key !== null && now - key < 1000 ? key : now);
    }, []),
    /** An edit that will not render (invalid text) is not waited for. */
    forget: useCallback((seq: number) => {
      editTimes.current.delete(seq);
      pageEdits.current.delete(seq);
    }, []),
    /** The studio's own view (the form, the status line) has drawn the text of edit `seq`. */
    committed: useCallback((seq: number) => settle(seq, 'committed', performance.now()), [settle]),
    render: useCallback(
      (message: RenderMessage) => {
        // What the build leaves off (a past upcoming webinar), the preview leaves off too.
        const today = studioBuildDate();
        const shown = today ? { ...message, page: pageOnDate(message.page, today) } : message;
        lastRender.current = shown;
        post(shown);
      },
      [post],
    ),
    /** The newest edit already sent to the frame (the browser's fast path may be ahead). */
    renderedSeq: useCallback(() => lastRender.current?.seq ?? -1, []),
    /** The page shown is gone (deleted): nothing is sent again when the frame reloads. */
    clear: useCallback(() => void (lastRender.current = null), []),
    /** The file whose page the frame shows, if any. */
    renderedFile: useCallback(() => lastRender.current?.file ?? null, []),
    /** The site settings the frame renders with from now on (and after it reloads). */
    site: useCallback(
      (site: Site) => {
        lastSite.current = { type: 'site', site };
        post(lastSite.current);
      },
      [post],
    ),
    /** The forms and downloads the frame's pages use from now on (and after it reloads). */
    content: useCallback(
      (content: PreviewContent) => {
        lastContent.current = { type: 'content', ...content };
        post(lastContent.current);
      },
      [post],
    ),
    /** Texts marked for typing on the page, or not (a reader who cannot save). */
    editing: useCallback(
      (on: boolean) => {
        lastEditing.current = { type: 'editing', on };
        post(lastEditing.current);
      },
      [post],
    ),
    highlight: useCallback(
      (index: number | null, scroll: boolean) => {
        lastHighlight.current = { type: 'highlight', index, scroll };
        post(lastHighlight.current);
      },
      [post],
    ),
  };
}
