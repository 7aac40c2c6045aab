import { defineFieldView } from '../../src/forms/define-field-view.ts';
import type { hidden } from './definition.ts';

export default defineFieldView<typeof hidden>('hidden', ({ registered }) => (
  <input type="hidden" {...registered} />
));
