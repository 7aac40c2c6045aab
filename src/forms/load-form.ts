/**
 * Loads what showing a form needs, on demand: its definition (one small module per file in
 * forms/) and the form code (react-hook-form, zod, the e-mail SDK). Kept out of the first load;
 * a failed load is forgotten so the next attempt tries again.
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

export function isKnownForm(formId: string): boolean {
  return pathOf(formId) in definitions;
}

const cache = new Map<string, Promise<LoadedForm>>();

export function loadForm(formId: string): Promise<LoadedForm> {
  const cached = cache.get(formId);
  if (cached) return cached;
  const loadDefinition = definitions[pathOf(formId)];
  if (!loadDefinition) return Promise.reject(new Error(`no form "${formId}" in forms/`));
  const loading = Promise.all([import('./FormPanel.tsx'), loadDefinition()]).then(
    ([module, definition]) => ({ definition: definition.default, FormPanel: module.default }),
  );
  loading.catch(() => cache.delete(formId));
  cache.set(formId, loading);
  return loading;
}
