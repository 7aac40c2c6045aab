/**
 * An action kind: what one kind of button does, defined once. The validator, the JSON Schema,
 * the docs and the link checks read these definitions through the registry (index.ts); the
 * browser side of each kind is its `view.tsx` beside the definition (define-view.ts), so zod
 * never reaches the browser.
 */
import type { z } from 'zod';
import type { ProjectContext } from '../content/context.ts';
import type { CheckCode } from '../content/check-catalogue.ts';

export interface ActionProblem {
  /** Relative to the action; defaults to the kind's key. */
  path?: PropertyKey[];
  problem: CheckCode;
  message: string;
}

export type Report = (problem: ActionProblem) => void;

export interface ActionKindDefinition<
  Key extends string = string,
  Fields extends z.ZodRawShape = z.ZodRawShape,
> {
  /** The YAML key that names the kind and holds its target: `to: /pricing`. */
  key: Key;
  /** The key's schema first, then fields that only go with this kind (optional ones). */
  fields: Fields;
  /** Docs: what a visitor gets, in one sentence. */
  summary: string;
  /** Docs: the action as written in YAML. */
  example: string;
  /** Checks of the action on its own (a link's scheme). */
  check?: (action: z.output<z.ZodObject<Fields>>, report: Report) => void;
  /** Checks against the project (the page exists…); run only when the project is known. */
  checkProject?: (
    action: z.output<z.ZodObject<Fields>>,
    project: ProjectContext,
    report: Report,
  ) => void;
  /**
   * The action runs code in the browser (opens a dialog, makes a file), so a block holding it
   * wakes on a built page when touched (src/islands/). Links that work as plain HTML leave it out.
   */
  runsInBrowser?: true;
  /** The route this action leads to, for the "page nothing links to" warning (links.ts). */
  linksTo?: (target: string, sectionRoutes: Record<string, string>) => string | undefined;
}

export function defineActionKind<const Key extends string, const Fields extends z.ZodRawShape>(
  definition: ActionKindDefinition<Key, Fields> & { fields: Record<Key, z.ZodType> },
): ActionKindDefinition<Key, Fields> {
  return definition;
}

/** What every action has, whatever its kind. */
export interface ActionBase {
  label: string;
  /** What the button is about when its label alone does not say (read after it). */
  about?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** The parsed action of one kind: its base fields and its own. */
export type ActionOf<Definition> =
  Definition extends ActionKindDefinition<string, infer Fields>
    ? ActionBase & z.output<z.ZodObject<Fields>>
    : never;
