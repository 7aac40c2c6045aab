/**
 * The editor's extensions: CodeMirror's basic setup, YAML syntax colours (@codemirror/lang-yaml),
 * completion and hover help from the project's generated JSON Schema (codemirror-json-schema),
 * and completion of the project's own names.
 */
import { basicSetup } from 'codemirror';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { lintGutter } from '@codemirror/lint';
import { Prec, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap } from '@codemirror/view';
import { stateExtensions } from 'codemirror-json-schema';
import { yamlCompletion, yamlSchemaHover } from 'codemirror-json-schema/yaml';
import type { JSONSchema7 } from 'json-schema';
import { projectNameCompletion, type ProjectNames } from './project-completion.ts';

export interface EditorHooks {
  label: string;
  schema: JSONSchema7 | undefined;
  names: () => ProjectNames;
  onChange: (text: string) => void;
  onCursor: (from: number, to: number) => void;
  /** The studio's one history (use-edit-history.ts), in place of CodeMirror's own. */
  onUndo: () => void;
  onRedo: () => void;
}

export function editorExtensions(hooks: EditorHooks): Extension[] {
  const run = (command: () => void) => () => {
    command();
    return true;
  };
  return [
    // Before basicSetup's history keys: one undo stack for the YAML, the form and the page.
    Prec.highest(
      keymap.of([
        // `shift`: Ctrl+Shift+Z, whichever letter case the browser reports with Shift held.
        { key: 'Mod-z', run: run(hooks.onUndo), shift: run(hooks.onRedo), preventDefault: true },
        { key: 'Mod-y', run: run(hooks.onRedo), preventDefault: true },
      ]),
    ),
    basicSetup,
    yaml(),
    lintGutter(),
    stateExtensions(hooks.schema),
    yamlLanguage.data.of({ autocomplete: yamlCompletion() }),
    yamlLanguage.data.of({ autocomplete: projectNameCompletion(hooks.names) }),
    hoverTooltip(yamlSchemaHover()),
    EditorView.contentAttributes.of({ 'aria-label': hooks.label }),
    EditorView.lineWrapping,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) hooks.onChange(update.state.doc.toString());
      if (update.selectionSet || update.docChanged) {
        const { from, to } = update.state.selection.main;
        hooks.onCursor(from, to);
      }
    }),
  ];
}
