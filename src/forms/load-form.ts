/**
 * Loads what showing a form needs, on demand: its definition (one small module per file in
 * forms/) and the form code (react-hook-form, zod, the e-mail SDK). Kept out of the first load;
 * a failed load is forgotten so the next attempt tries again. The studio's previews show the
 * forms of what they preview instead (a draft's own), handed in with `showFormsOf`.
 */
import formCollection from 'virtual:collections/form';
import type { FormDefinition } from '../content/form-schema.ts';
import type FormPanel from './FormPanel.tsx';

// The form collection of src/content/collections.ts: file → loader of its module.
const definitions = formCollection as Record<string, () => Promise<{ default: FormDefinition }>>;

export interface LoadedForm {
  definition: FormDefinition;
  FormPanel: typeof FormPanel;
}

const pathOf = (formId: string) => `/forms/${formId}.yaml`;

/** The forms handed in by a studio preview, by id, in place of the built ones. */
let shown: Record<string, FormDefinition> | null = null;

export function isKnownForm(formId: string): boolean {
  return shown ? Object.hasOwn(shown, formId) : pathOf(formId) in definitions;
}

const cache = new Map<string, Promise<LoadedForm>>();

/**
 * A studio preview's forms (the store's, validated: a draft's own in the team studio), in place
 * of those the app was built with, which are the checkout's as the studio started.
 */
export function showFormsOf(forms: Record<string, FormDefinition>) {
  shown = forms;
  cache.clear();
}

/** A form's definition: the one a studio preview handed in, else the built module's. */
function definitionLoader(formId: string) {
  if (!shown) return definitions[pathOf(formId)];
  const definition = Object.hasOwn(shown, formId) ? shown[formId]! : undefined;
  return definition && (() => Promise.resolve({ default: definition }));
}

export function loadForm(formId: string): Promise<LoadedForm> {
  const cached = cache.get(formId);
  if (cached) return cached;
  const loadDefinition = definitionLoader(formId);
  if (!loadDefinition) return Promise.reject(new Error(`no form "${formId}" in forms/`));
  const loading = Promise.all([import('./FormPanel.tsx'), loadDefinition()]).then(
    ([module, definition]) => ({ definition: definition.default, FormPanel: module.default }),
  );
  loading.catch(() => cache.delete(formId));
  cache.set(formId, loading);
  return loading;
}
