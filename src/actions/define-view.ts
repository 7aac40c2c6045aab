/**
 * The browser side of an action kind: how it renders and what it does. Each kind's `view.tsx`
 * (beside its definition.ts) default-exports one; views.ts finds them by that convention.
 * Only types come from the definitions, so zod stays out of the browser bundle.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Action, ActionKey } from './action-schema.ts';

export interface ActionViewProps<A extends Action = Action> {
  action: A;
  /** The button or link classes ActionButton chose for the look. */
  className: string;
  /** The label (or the caller's children), with the screen-reader suffix. */
  content: ReactNode;
  /** Called when the visitor activates it (a menu closes). */
  onDone?: () => void;
}

export interface ActionView<Key extends ActionKey = ActionKey> {
  key: Key;
  Render: ComponentType<ActionViewProps<Extract<Action, Record<Key, unknown>>>>;
}

export function defineActionView<const Key extends ActionKey>(
  key: Key,
  Render: ActionView<Key>['Render'],
): ActionView<Key> {
  return { key, Render };
}
