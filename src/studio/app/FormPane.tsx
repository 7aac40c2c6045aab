/**
 * The form view, in place of the source: for the site settings their form; for a page the
 * outline of its blocks (to arrange them), its own fields and the form of the chosen block.
 * Each edit is a text edit of the source, which stays the document.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { parseDocument } from 'yaml';
import type { JSONSchema7 } from 'json-schema';
import { formatPath } from '../../content/positions.ts';
import type { ProjectMeta, StudioProblem } from './api.ts';
import { blockCatalogue, blockSchema, pageJsonSchema } from './block-catalogue.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { FormView } from './form-view/FormView.tsx';
import { PageHeadForm } from './form-view/PageHeadForm.tsx';
import { SiteForm } from './form-view/SiteForm.tsx';
import type { OpenedFile } from './studio-state.ts';
import { useFormEdits, useTopFieldEdits } from './use-form-edits.ts';
import type { BlockRange } from './yaml-edit/block-ranges.ts';
import { BlockOutline } from './outline/BlockOutline.tsx';
import { blockSummaries, pageSections } from './outline/block-summary.ts';
import type { TextEdit } from './yaml-edit/block-edits.ts';
import siteSchema from '../../../schemas/site.schema.json';

const SITE_SCHEMA = siteSchema as unknown as JSONSchema7;
/** The fields of a page's and of the site settings' map, in their schema's order. */
const PAGE_FIELDS = Object.keys(pageJsonSchema.properties ?? {});
const SITE_FIELDS = Object.keys(SITE_SCHEMA.properties ?? {});

/** A YAML map's data, or null for anything else (a list, a text, nothing). */
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

interface Props {
  /** A page or the site settings. */
  opened: OpenedFile;
  text: string;
  /** Where each block of a page sits in the text. */
  ranges: BlockRange[];
  /** The block under the cursor, if any. */
  current: BlockRange | undefined;
  meta: ProjectMeta | null;
  problems: StudioProblem[];
  editor: RefObject<SourceEditorHandle | null>;
  /** A form's edit: typing bursts join in the undo history. */
  apply: (edit: TextEdit | null) => void;
  /** A block moved, added or removed: a step of its own in the undo history. */
  applyOperation: (edit: TextEdit | null) => void;
  readOnly: boolean;
}

export function FormPane(props: Props) {
  const { opened, text, ranges, current, meta, problems, editor, apply, applyOperation, readOnly } =
    props;
  const formEdits = useFormEdits(editor, current?.index ?? null, apply, opened.savedText);
  const pageEdits = useTopFieldEdits(editor, apply, PAGE_FIELDS, opened.savedText);
  const siteEdits = useTopFieldEdits(editor, apply, SITE_FIELDS, opened.savedText);
  // The file's data, read once per text: a page's own fields and the block's, or the settings.
  const fileData = useMemo(() => asRecord(parseDocument(text).toJS()), [text]);
  const pageData = opened.kind === 'page' ? fileData : null;
  const currentData = useMemo(
    () => (current ? asRecord((pageData?.blocks as unknown[] | undefined)?.[current.index]) : null),
    [pageData, current],
  );
  // The chosen block as last saved, where a block of its type stood there: its texts are the
  // author's, whatever the palette's example says (FormView's note).
  const savedData = useMemo(
    () => asRecord(parseDocument(opened.savedText).toJS()),
    [opened.savedText],
  );
  const savedBlock = useMemo(() => {
    const block = current
      ? asRecord((savedData?.blocks as unknown[] | undefined)?.[current.index])
      : null;
    return block?.type === current?.type ? block : null;
  }, [savedData, current]);
  const blocks = pageData?.blocks;
  const sections = useMemo(() => pageSections(blocks), [blocks]);
  const summaries = useMemo(() => blockSummaries(blocks), [blocks]);
  // A block chosen in the outline: its form, below the outline, is scrolled into view once shown.
  const scrollToForm = useRef(false);
  const blockForm = useRef<HTMLDivElement>(null);
  const shownIndex = current?.index;
  useEffect(() => {
    if (!scrollToForm.current || shownIndex === undefined) return;
    scrollToForm.current = false;
    blockForm.current?.scrollIntoView({ block: 'start' });
  }, [shownIndex]);
  const currentText = () => editor.current?.text() ?? text;
  // Choosing a block selects its lines, as a click in the preview does: its form follows.
  const selectBlock = (index: number) => {
    const range = ranges[index];
    if (!range) return;
    scrollToForm.current = true;
    editor.current?.select(range.from, text[range.to - 1] === '\n' ? range.to - 1 : range.to);
  };
  const problemsAt = (at: string) => problems.filter((problem) => problem.path === at);

  if (opened.kind === 'site') {
    return (
      fileData && (
        <div className="min-h-0 flex-1 overflow-auto">
          <SiteForm
            key={opened.path}
            schema={SITE_SCHEMA}
            value={fileData}
            meta={meta}
            edits={siteEdits}
            problemsAt={(fieldPath) => problemsAt(formatPath(fieldPath))}
          />
        </div>
      )
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <BlockOutline
        summaries={summaries}
        selectedIndex={current?.index ?? null}
        readOnly={readOnly}
        currentText={currentText}
        apply={applyOperation}
        onSelect={selectBlock}
      />
      {pageData && (
        <PageHeadForm
          key={opened.path}
          schema={pageJsonSchema}
          value={pageData}
          edits={pageEdits}
          open={!current}
          problemsAt={(fieldPath) => problemsAt(formatPath(fieldPath))}
        />
      )}
      <div ref={blockForm} />
      {current && currentData ? (
        <FormView
          key={`${opened.path}-${current.index}`}
          type={current.type}
          schema={blockSchema(current.type) ?? {}}
          value={currentData}
          example={blockCatalogue.find((info) => info.type === current.type)?.example ?? {}}
          saved={savedBlock}
          meta={meta}
          sections={sections}
          edits={formEdits}
          problemsAt={(fieldPath) =>
            problemsAt(`blocks[${current.index}].${formatPath(fieldPath)}`)
          }
        />
      ) : (
        <p className="p-3 text-sm text-muted">
          Choose a block above, or click it in the preview, to edit it here.
        </p>
      )}
    </div>
  );
}
