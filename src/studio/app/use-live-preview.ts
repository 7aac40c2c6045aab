/**
 * The preview beside the editor kept live: each keystroke's page sent at once (the browser's own
 * parse), the validator's verdict after it (across files), and when the text does not build, the
 * last valid version shown with why. Also the site settings, forms and downloads the preview
 * renders with, as the store has them now (a draft's own in the team studio).
 */
import { startTransition, useCallback, useEffect, type Dispatch, type RefObject } from 'react';
import type { PageData } from '../../project/page-schema.ts';
import type { Site } from '../../content/site-schema.ts';
import { openFile, previewContent, validateText } from './api.ts';
import { clearDraft, writeDraft } from './drafts.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { lastValidText, rememberValid } from './last-valid.ts';
import { pageFromText } from './page-from-text.ts';
import { routeOf, type OpenedFile, type StudioAction } from './studio-state.ts';
import { usePreviewFrame, type FrameHandlers } from './use-preview-frame.ts';
import { useValidation } from './use-validation.ts';
import type { BlockRange } from './yaml-edit/block-ranges.ts';
import { problemInWords } from '../words.ts';

interface Live {
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  /** The text as typed (the state's follows in a transition). */
  typedTextRef: RefObject<string>;
  /** The number of the newest edit, so an older answer never overwrites a newer one. */
  seqRef: RefObject<number>;
  ranges: BlockRange[];
  /** The block under the cursor, outlined in the preview. */
  currentIndex: number | null;
  dispatch: Dispatch<StudioAction>;
  /** What typing on the page does (use-page-edits.ts). */
  pageEdits: Omit<FrameHandlers, 'selectBlock'>;
  /** Shows the site settings typed on the page and not saved, if any (use-site-text.ts). */
  typedSite: () => Promise<boolean>;
}

export function useLivePreview({
  editor,
  openedRef,
  typedTextRef,
  seqRef,
  ranges,
  currentIndex,
  dispatch,
  pageEdits,
  typedSite,
}: Live) {
  const preview = usePreviewFrame({
    ...pageEdits,
    selectBlock: (index, focusSource) => {
      const range = ranges[index];
      if (!range) return;
      // The block's lines, without the newline that would put the end on the next line.
      const text = editor.current?.text() ?? '';
      editor.current?.select(range.from, text[range.to - 1] === '\n' ? range.to - 1 : range.to);
      // Not while the person types on the page: the keyboard stays there.
      if (focusSource) editor.current?.focus();
    },
  });

  const validate = useValidation(
    ({ path, text: checked, seq: checkedSeq, problems: found, data }) => {
      const file = openedRef.current;
      if (!file || file.path !== path) return;
      startTransition(() => dispatch({ type: 'problems-found', problems: found }));
      editor.current?.showProblems(found);
      const errors = found.filter((problem) => problem.severity !== 'warning');
      const shownAlready = preview.renderedSeq() >= checkedSeq;
      if (data && file.kind === 'site') preview.site(data as Site);
      if (data && file.kind === 'page') {
        rememberValid(path, checked);
        dispatch({ type: 'preview-problem', problem: null });
        if (shownAlready) return;
        preview.render({
          type: 'render',
          file: path,
          route: routeOf(file),
          page: data as PageData,
          seq: checkedSeq,
        });
      } else {
        preview.forget(checkedSeq);
        const first = errors[0] ?? found[0];
        // The blocks' types as the editor found them: the text may not parse as a page.
        const blocks = { blocks: ranges.map((range) => ({ type: range.type })) };
        const say = (lead: string) =>
          dispatch({
            type: 'preview-problem',
            problem: first ? `${lead} ${problemInWords(first, data ?? blocks)}` : null,
          });
        // Shown already: the browser's check (this file alone) took the edit, the server's
        // (across files: links, forms, downloads) refuses it.
        if (shownAlready) return say('The preview shows your edit, but the site cannot build it:');
        if (preview.renderedFile() === path) return say('Showing the last valid version:');
        // A page opened invalid (saved so, then reloaded) has nothing in the frame: its last
        // valid text of this tab, checked again, if it still passes.
        const fallback = file.kind === 'page' ? lastValidText(path) : null;
        if (fallback === null || fallback === checked)
          return say('Nothing to preview until the page is valid:');
        say('Showing the last valid version:');
        void validateText(path, fallback).then(
          ({ data: lastData }) => {
            // Another file opened meanwhile, or an edit rendered: that stands.
            if (openedRef.current?.path !== path || preview.renderedFile() === path) return;
            if (!lastData) return say('Nothing to preview until the page is valid:');
            preview.render({
              type: 'render',
              file: path,
              route: routeOf(file),
              page: lastData as PageData,
              // No edit of this visit: any edit's own render is newer.
              seq: -1,
            });
          },
          () => say('Nothing to preview until the page is valid:'),
        );
      }
    },
  );

  /**
   * The site settings as this store has them now (a draft's own in the team studio), for the
   * preview; those typed on the page and not saved yet, while there are.
   */
  const previewSite = useCallback(
    async (path: string) => {
      if (await typedSite().catch(() => false)) return;
      await openFile(path)
        .then(({ text }) => validateText(path, text))
        .then(({ data }) => data && preview.site(data as Site))
        .catch(() => undefined); // the preview keeps the settings it has
    },
    [preview, typedSite],
  );

  /**
   * The forms and downloads as this store has them now (a draft's own in the team studio), for
   * the preview.
   */
  const previewStoreContent = useCallback(
    () => previewContent().then(preview.content, () => undefined), // it keeps what it has
    [preview],
  );

  const onChange = useCallback(
    (next: string) => {
      const file = openedRef.current;
      if (!file) return;
      seqRef.current += 1;
      preview.edited(seqRef.current);
      // The preview first: it is what the author watches. The studio's own re-render (block
      // lines, the form view, the status line) follows as a transition that yields to it.
      const page = file.kind === 'page' ? pageFromText(file.path, next) : null;
      if (page) {
        preview.render({
          type: 'render',
          file: file.path,
          route: routeOf(file),
          page,
          seq: seqRef.current,
        });
      }
      typedTextRef.current = next;
      startTransition(() => dispatch({ type: 'text-typed', text: next }));
      validate(file.path, next, seqRef.current);
      if (next === file.savedText) clearDraft(file.path);
      else writeDraft(file.path, next, file.version);
    },
    [preview, validate, openedRef, seqRef, typedTextRef, dispatch],
  );

  // The cursor's block is outlined in the preview (and scrolled to when it changes).
  const { highlight } = preview;
  useEffect(() => {
    highlight(currentIndex, true);
  }, [currentIndex, highlight]);

  return { preview, validate, previewSite, previewStoreContent, onChange };
}
