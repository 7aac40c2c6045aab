/**
 * The editor's extensions: CodeMirror's basic setup, YAML syntax colours (@codemirror/lang-yaml),
 * completion and hover help from the project's generated JSON Schema (codemirror-json-schema),
 * and completion of the project's own names.
 */
import { basicSetup } from 'codemirror';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { lintGutter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
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
}

export function editorExtensions(hooks: EditorHooks): Extension[] {
  return [
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
