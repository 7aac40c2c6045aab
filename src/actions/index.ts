/**
 * The action registry: every kind of action a button or link in YAML may carry. Adding a kind =
 * one folder in src/actions/ (definition.ts with its schema, checks and docs; view.tsx with how
 * it renders and acts) + one line here.
 */
import { downloadAction } from './download/definition.ts';
import { hrefAction } from './href/definition.ts';
import { modalAction } from './modal/definition.ts';
import { scrollToAction } from './scroll-to/definition.ts';
import { toAction } from './to/definition.ts';

export const actionKinds = [
  toAction,
  hrefAction,
  modalAction,
  scrollToAction,
  downloadAction,
] as const;
