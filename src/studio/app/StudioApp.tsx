/**
 * The studio: the project's pages and forms, the YAML source (or the form view of the block
 * under the cursor), and the live preview rendered by the site itself, side by side in
 * resizable panes. The text in the editor is the document; everything else is derived from it.
 * This file is the layout; the state is studio-state.ts's, and each part of the behaviour is a
 * hook of its own (files, live preview, saving) or a component (the form pane, the dialogs).
 */
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { JSONSchema7 } from 'json-schema';
import type { FileEntry } from './api.ts';
import { BlockPalette } from './BlockPalette.tsx';
import { pageJsonSchema } from './block-catalogue.ts';
import { rememberCursor } from './cursor-memory.ts';
import { SourceEditor, type SourceEditorHandle } from './editor/SourceEditor.tsx';
import { FileList } from './FileList.tsx';
import { FormPane } from './FormPane.tsx';
import { HistoryButton } from './history/HistoryButton.tsx';
import { useNarrowPanes } from './use-narrow-panes.ts';
import { NarrowTabs } from './NarrowTabs.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { StudioDialogs } from './StudioDialogs.tsx';
import {
  initialStudioState,
  savedMessage,
  studioReducer,
  type TeamEditing,
} from './studio-state.ts';
import { updateAddress, type StudioView } from './studio-address.ts';
import { lineAndColumn } from './text-position.ts';
import { ToolbarButton } from './ToolbarButton.tsx';
import { ViewButtons } from './ViewButtons.tsx';
import { HISTORY_SCOPE, useEditHistory } from './use-edit-history.ts';
import type { EditSource } from './edit-history.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { usePageEdits } from './use-page-edits.ts';
import { useLivePreview } from './use-live-preview.ts';
import { useNarrow } from './use-narrow.ts';
import { usePaletteActions } from './use-palette-actions.ts';
import { useSave } from './use-save.ts';
import { useSiteText } from './use-site-text.ts';
import { useStudioFiles } from './use-studio-files.ts';
import { rememberView } from './view-choice.ts';
import { blockAt, blockRanges } from './yaml-edit/block-ranges.ts';
import type { TextEdit } from './yaml-edit/block-edits.ts';
import formSchema from '../../../schemas/form.schema.json';
import siteSchema from '../../../schemas/site.schema.json';

/** The schema each kind of file is edited against (completion, hover, the form view). */
const schemas: Record<FileEntry['kind'], JSONSchema7> = {
  page: pageJsonSchema,
  form: formSchema as unknown as JSONSchema7,
  site: siteSchema as unknown as JSONSchema7,
};

const separatorClass = (narrow: boolean) =>
  `bg-slate-300 hover:bg-brand-600 focus-visible:bg-brand-600 ${narrow ? 'h-2' : 'w-2'}`;

export function StudioApp({ team }: { team?: TeamEditing } = {}) {
  const [state, dispatch] = useReducer(studioReducer, team?.person, initialStudioState);
  const { files, meta, opened, text, selection, problems, previewProblem } = state;
  const { width, formMode, dialog, message } = state;
  // The view is in the address, as the file is: a reload or a shared link opens it again.
  useEffect(() => updateAddress({ view: formMode ? 'form' : 'yaml' }), [formMode]);
  const chooseView = (view: StudioView) => {
    rememberView(team?.person, view);
    dispatch({ type: 'view-chosen', view });
  };
  const editor = useRef<SourceEditorHandle>(null);
  const narrow = useNarrow();
  const seqRef = useRef(0);
  const openedRef = useRef(opened);
  const filesRef = useRef(files);
  // The editor's text as typed: `text` follows it in a transition, which a tab closed right
  // after a keystroke can beat, so leaving warns from this.
  const typedTextRef = useRef(text);
  useEffect(() => {
    openedRef.current = opened;
    filesRef.current = files;
  });

  const ranges = useMemo(
    () => (opened?.kind === 'page' ? blockRanges(text) : []),
    [text, opened?.kind],
  );
  const current = blockAt(ranges, selection.to > selection.from ? selection.from : selection.to);
  const dirty = opened !== null && text !== opened.savedText;
  // A save's confirmation is said while the file is as saved: once edited again, "Saved x"
  // beside "(unsaved)" contradicted it.
  const shownMessage = dirty && message === savedMessage(opened.path) ? '' : message;

  // A file opened (its text as opened) starts a history; a save or a reopening keeps it.
  const fileUndo = useEditHistory(editor, opened ? `${opened.path}\n${opened.initialText}` : null);
  const { from: changeFrom, changed } = fileUndo;
  const applyFrom = useCallback(
    (source: EditSource) => (edit: TextEdit | null) => {
      if (!edit) return;
      changeFrom(source, () => editor.current?.replace(edit.text, edit.selection));
    },
    [changeFrom],
  );
  // A form field typed in is a burst, like typing in the YAML; a block added, moved or removed
  // is a step of its own.
  const apply = useMemo(() => applyFrom('form'), [applyFrom]);
  const applyOperation = useMemo(() => applyFrom(null), [applyFrom]);
  // The header's and footer's texts typed on the page edit the site settings (own undo).
  const siteText = useSiteText(fileUndo, opened?.path ?? null);
  const { history, fileChanged: siteFileChanged, showSiteWith, save: saveSite } = siteText;
  const pageEdits = usePageEdits(editor, openedRef, apply, history, siteText.edit);
  const live = useLivePreview({
    editor,
    openedRef,
    typedTextRef,
    seqRef,
    ranges,
    currentIndex: current?.index ?? null,
    dispatch,
    pageEdits,
    typedSite: siteText.showTyped,
  });
  const { preview, previewSite, previewStoreContent, onChange } = live;
  useEffect(() => showSiteWith(preview.site), [preview, showSiteWith]);
  // Every change of the text, whoever made it, passes here: one history for all of them.
  const onEditorChange = useCallback(
    (next: string) => {
      changed(typedTextRef.current);
      siteFileChanged();
      onChange(next);
    },
    [changed, onChange, siteFileChanged],
  );
  // The studio's view (the form, the YAML's status) has drawn the newest edit.
  const { committed, editing } = preview;
  useEffect(() => committed(seqRef.current), [text, committed]);
  const readOnly = Boolean(team?.readOnly);
  // Texts on the page are typed over where the open page can be saved.
  useEffect(() => editing(opened?.kind === 'page' && !readOnly), [opened?.kind, readOnly, editing]);
  const { refreshFiles, open, closeFile, pageLeft, openUse, reloadChanged, pendingCursor } =
    useStudioFiles({
      opened,
      editor,
      openedRef,
      filesRef,
      typedTextRef,
      seqRef,
      live,
      team,
      dispatch,
    });
  const save = useSave({
    editor,
    openedRef,
    team,
    dispatch,
    refreshFiles,
    previewStoreContent,
    saveSite,
  });
  useLeaveGuard(dirty || siteText.changed, openedRef, typedTextRef);

  const index = current?.index ?? null;
  const { pane, setPane, paneProps } = useNarrowPanes(narrow, index);
  // Stable props, so the memoised file list and palette skip the re-render of each keystroke.
  // On a phone, a file chosen from the Pages tab opens in the Edit tab.
  const openFromList = useCallback(
    (path: string) => {
      setPane('edit');
      void open(path);
    },
    [open, setPane],
  );
  const currentType = current?.type ?? null;
  const count = ranges.length;
  const currentBlock = useMemo(
    () => (index === null || currentType === null ? null : { index, type: currentType, count }),
    [index, currentType, count],
  );
  const paletteActions = usePaletteActions(editor, index, applyOperation);

  /** The form view has a form for the open file: a page's, or the site settings'. */
  const formable = opened?.kind === 'page' || opened?.kind === 'site';
  const showForm = formMode && opened !== null && formable;
  const position = (() => {
    const start = lineAndColumn(text, selection.from);
    if (selection.from === selection.to) return `Line ${start.line}, column ${start.column}`;
    const end = lineAndColumn(text, selection.to);
    return `Lines ${start.line}–${end.line} selected`;
  })();
  const errorCount = problems.filter((problem) => problem.severity !== 'warning').length;
  const warningCount = problems.length - errorCount;

  return (
    <div className={`flex ${team ? 'h-full' : 'h-dvh'} flex-col bg-slate-100 text-ink`}>
      <header
        aria-label="Studio"
        className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-3 py-2"
      >
        <h1 className="text-base font-bold">Studio</h1>
        <p className="min-w-0 truncate text-sm" aria-label="Open file">
          {opened ? opened.path : 'No file open'}
          {dirty && <span className="ml-1 text-amber-800"> (unsaved)</span>}
        </p>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <ToolbarButton
            onClick={() => dispatch({ type: 'dialog-opened', dialog: { kind: 'media' } })}
          >
            Media library
          </ToolbarButton>
          <ToolbarButton disabled={!history.canUndo || readOnly} onClick={history.undo}>
            Undo
          </ToolbarButton>
          <ToolbarButton disabled={!history.canRedo || readOnly} onClick={history.redo}>
            Redo
          </ToolbarButton>
          <ToolbarButton
            disabled={readOnly}
            onClick={() => dispatch({ type: 'dialog-opened', dialog: { kind: 'new-page' } })}
          >
            New page
          </ToolbarButton>
          <HistoryButton dispatch={dispatch} />
          <ViewButtons
            formMode={formMode}
            formable={formable}
            fileOpen={opened !== null}
            choose={chooseView}
          />
          {opened?.kind === 'page' &&
            opened.route !== '/' &&
            (['change-address', 'delete-page'] as const).map((kind) => (
              <ToolbarButton
                key={kind}
                disabled={readOnly}
                onClick={() => dispatch({ type: 'dialog-opened', dialog: { kind } })}
              >
                {kind === 'delete-page' ? 'Delete page' : 'Change address'}
              </ToolbarButton>
            ))}
          {siteText.changed && (
            <span className="text-sm text-amber-800">Also changed: Site settings</span>
          )}
          <ToolbarButton main disabled={!opened || readOnly} onClick={() => void save()}>
            Save
          </ToolbarButton>
        </div>
        <p role="status" className="w-full text-sm text-muted">
          {shownMessage || team?.readOnly}
        </p>
      </header>
      <main aria-label="Studio workspace" className="flex min-h-0 flex-1 flex-col">
        {narrow && <NarrowTabs chosen={pane} onChoose={setPane} />}
        {/* One group for both layouts, turned rather than remade: a new group would remake the
            editor from the file as opened and the preview's frame empty, losing what was typed. */}
        <Group orientation={narrow ? 'vertical' : 'horizontal'} className="min-h-0 flex-1">
          <Panel
            {...paneProps('files')}
            defaultSize={narrow ? '25' : '20'}
            minSize="10"
            className="relative h-full overflow-auto bg-white p-3"
          >
            <div className="grid gap-4">
              {/* Above the list of pages, so it shows without scrolling past thirty of them. */}
              {opened?.kind === 'page' && (
                <BlockPalette
                  disabled={!opened || readOnly}
                  currentBlock={currentBlock}
                  {...paletteActions}
                />
              )}
              <FileList files={files} current={opened?.path} onOpen={openFromList} />
            </div>
          </Panel>
          <Separator
            aria-label="Resize the file list"
            hidden={narrow}
            className={separatorClass(narrow)}
          />
          <Panel
            {...paneProps('edit')}
            defaultSize={narrow ? '40' : '38'}
            minSize="15"
            className="flex h-full min-h-0 flex-col bg-white"
          >
            <section
              aria-label="Source"
              className="flex min-h-0 flex-1 flex-col"
              {...{ [HISTORY_SCOPE]: '' }}
            >
              <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-1 text-xs text-muted">
                <span>{position}</span>
                <span>
                  {problems.length === 0
                    ? 'No problems'
                    : `${errorCount} ${errorCount === 1 ? 'error' : 'errors'}, ${warningCount} ${warningCount === 1 ? 'warning' : 'warnings'}`}
                </span>
              </div>
              {showForm && (
                <FormPane
                  opened={opened}
                  text={text}
                  ranges={ranges}
                  current={current}
                  meta={meta}
                  problems={problems}
                  editor={editor}
                  apply={apply}
                  applyOperation={applyOperation}
                  readOnly={readOnly}
                />
              )}
              {/* Hidden, not removed, in the form view: the editor's text is the document. */}
              <div className={showForm ? 'hidden' : 'min-h-0 flex-1'}>
                {opened ? (
                  <SourceEditor
                    ref={editor}
                    path={opened.path}
                    initialText={opened.initialText}
                    schema={schemas[opened.kind]}
                    label={`YAML source of ${opened.path}`}
                    names={() => ({ meta, route: opened.route })}
                    onChange={onEditorChange}
                    onUndo={history.undo}
                    onRedo={history.redo}
                    onCursor={(from, to) => {
                      if (pendingCursor.current?.path !== opened.path)
                        rememberCursor(opened.path, from);
                      // With the text (also a transition), so the block lines and the cursor agree.
                      startTransition(() => dispatch({ type: 'selection-moved', from, to }));
                    }}
                  />
                ) : (
                  <p className="p-4 text-sm text-muted">
                    Open a page or a form, or create a new page.
                  </p>
                )}
              </div>
            </section>
          </Panel>
          <Separator
            aria-label="Resize the preview"
            hidden={narrow}
            className={separatorClass(narrow)}
          />
          <Panel
            {...paneProps('preview')}
            defaultSize={narrow ? '35' : '42'}
            minSize="15"
            className="h-full bg-white"
          >
            <PreviewPane
              frameRef={preview.frame}
              width={width}
              onWidth={(chosen) => dispatch({ type: 'width-chosen', width: chosen })}
              stale={previewProblem}
              nothing={
                opened === null
                  ? `Open a page from the files${team?.readOnly ? '' : ', or create one'}: it shows here as visitors will see it.`
                  : opened.kind === 'form'
                    ? 'A form has no preview of its own: it shows on the pages that use it. Save, then open such a page.'
                    : // The site settings show on every page: the last page opened, with the edits.
                      opened.kind === 'site' && preview.renderedFile() === null
                      ? 'The site settings (header, footer, contact) show on every page: open a page, then come back here to see your edits on it.'
                      : null
              }
            />
          </Panel>
        </Group>
      </main>
      <StudioDialogs
        dialog={dialog}
        opened={opened}
        files={files}
        meta={meta}
        dirty={dirty}
        cursor={selection.from}
        editor={editor}
        openedRef={openedRef}
        team={team}
        dispatch={dispatch}
        save={save}
        open={open}
        openUse={openUse}
        closeFile={closeFile}
        pageLeft={pageLeft}
        refreshFiles={refreshFiles}
        reloadChanged={reloadChanged}
        previewSite={previewSite}
      />
    </div>
  );
}
