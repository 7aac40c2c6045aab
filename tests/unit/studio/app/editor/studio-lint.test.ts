/**
 * The studio shows the content review's warnings as lint marks at their line: the studio
 * server's validation of the editor's text (validate-text.ts) brings the warning, and the
 * editor's diagnostics (problem-diagnostics.ts) put it into CodeMirror's lint state there.
 */
import { EditorState } from '@codemirror/state';
import { forEachDiagnostic, linter, setDiagnostics } from '@codemirror/lint';
import { describe, expect, it } from 'vitest';
import { toDiagnostics } from '../../../../../src/studio/app/editor/problem-diagnostics.ts';
import { validateText } from '../../../../../src/studio/server/validate-text.ts';

const text = [
  'title: Roof Repair Leads for Contractors',
  'description: How roofers turn storm-season calls into booked inspections with one system.',
  'blocks:',
  '  - type: hero',
  '    title: More inspection calls',
  '    intro: AI answers every storm call in under a minute.',
  '    actions:',
  '      - label: Learn more',
  '        to: /pricing',
  '',
].join('\n');

describe('a content review warning in the studio', () => {
  it('is a warning lint mark on the line of the button', () => {
    const { problems, data } = validateText(process.cwd(), 'pages/about.yaml', text);
    const warning = problems.find((p) => p.code === 'vague-link-text');
    expect(warning).toMatchObject({ line: 8, column: 16, severity: 'warning' });
    // A warning does not stop the preview.
    expect(data).not.toBeNull();

    let state = EditorState.create({ doc: text, extensions: [linter(null)] });
    state = state.update(setDiagnostics(state, toDiagnostics(state.doc, problems))).state;
    const marks: { line: number; severity: string; message: string }[] = [];
    forEachDiagnostic(state, (diagnostic, from) =>
      marks.push({
        line: state.doc.lineAt(from).number,
        severity: diagnostic.severity,
        message: diagnostic.message,
      }),
    );
    expect(marks).toContainEqual({
      line: 8,
      severity: 'warning',
      message: expect.stringContaining('[vague-link-text]'),
    });
  });
});
