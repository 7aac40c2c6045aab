// @vitest-environment jsdom
/**
 * A block inserted from the palette holds its example, which reads like real copy (a FAQ's
 * answers): the form view says beside each text that is still the example's, and only those;
 * once, where the content review already warns of it (example-text).
 */
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { blockCatalogue, blockSchema } from '../../../../../src/studio/app/block-catalogue.ts';
import { FormView } from '../../../../../src/studio/app/form-view/FormView.tsx';
import type { FieldContext } from '../../../../../src/studio/app/form-view/field-context.ts';
import { descriptionsOf } from './described-by.ts';

const HINT = "Still the block's example text: write your own.";
const example = blockCatalogue.find((info) => info.type === 'faq')!.example;
const items = example.items as { question: string; answer: string }[];

/** The FAQ block's form with `value`, and the validator's problems at its fields. */
function renderFaq(
  value: Record<string, unknown>,
  problemsAt?: FieldContext['problemsAt'],
  saved?: Record<string, unknown>,
) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  render(
    <FormView
      type="faq"
      schema={blockSchema('faq')!}
      value={value}
      example={example}
      meta={null}
      sections={[]}
      edits={edits}
      problemsAt={problemsAt}
      saved={saved}
    />,
  );
}

/** The texts of each box of that name that describe it (its problems, notes and help). */
const notesOf = (name: string) =>
  screen.getAllByRole('textbox', { name }).map((box) => descriptionsOf(box));

it("marks the texts a block still has from the palette's example, and no other", () => {
  // The newcomer of the walk: the first question written, its answer left as inserted.
  renderFaq({
    ...example,
    items: [{ ...items[0]!, question: 'Do you clean downspouts too?' }, ...items.slice(1)],
  });
  const hinted = (name: string) => notesOf(name).map((notes) => notes.includes(HINT));
  expect(hinted('Question')).toEqual([false, ...items.slice(1).map(() => true)]);
  expect(hinted('Answer')).toEqual(items.map(() => true));
  // The block's title too, left as inserted.
  expect(hinted('Title')).toEqual([true]);
});

it("says it once where the content review already warns of the example's text", () => {
  const warning = {
    message: "still the faq block's example text, as the studio inserts it; write your own",
    severity: 'warning' as const,
    code: 'example-text',
  };
  // The validator's warning at the first answer only, as it would be for the answers.
  renderFaq(example, (path) => (path.join('.') === 'items.0.answer' ? [warning] : []));
  const [first, ...rest] = notesOf('Answer');
  expect(first).toContain(`Warning: ${warning.message}`);
  expect(first).not.toContain(HINT);
  for (const notes of rest) expect(notes).toContain(HINT);
  expect(rest).toHaveLength(items.length - 1);
});

it('leaves alone a text the file was saved with, though it is the example’s (a plan named "Growth")', () => {
  // Saved with the example's title and first question kept on purpose; the rest added since.
  const saved = { ...example, items: [items[0]!] };
  renderFaq(example, undefined, saved);
  const hinted = (name: string) => notesOf(name).map((notes) => notes.includes(HINT));
  expect(hinted('Title')).toEqual([false]);
  expect(hinted('Question')).toEqual([false, ...items.slice(1).map(() => true)]);
  expect(hinted('Answer')).toEqual([false, ...items.slice(1).map(() => true)]);
});
