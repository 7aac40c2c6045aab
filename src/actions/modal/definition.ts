import * as z from 'zod';
import { didYouMean } from '../../content/suggest.ts';
import { defineActionKind } from '../define-action.ts';

export const modalAction = defineActionKind({
  key: 'modal',
  fields: {
    modal: z.string().describe('The form to open in a dialog'),
    prefill: z
      .record(z.string(), z.string())
      .optional()
      .describe('With modal: values the form opens with, e.g. { position: GTM Engineer }'),
    scrollTop: z.boolean().optional().describe('With modal: scroll the page to the top on open'),
  },
  runsInBrowser: true,
  summary: 'Opens a form of forms/ in a dialog, optionally with values filled in.',
  example: 'modal: consultation',
  checkProject({ modal }, project, report) {
    if (project.formIds.has(modal)) return;
    report({
      problem: 'unknown-form',
      message: `no form "${modal}" in forms/ (known forms: ${[...project.formIds].sort().join(', ')})${didYouMean(modal, [...project.formIds])}`,
    });
  },
});
