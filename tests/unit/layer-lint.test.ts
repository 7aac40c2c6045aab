/**
 * The layer rule of eslint.config.js, run through ESLint's Node API on snippets placed at real
 * paths of the project: it must fail a bad import and let a good one through.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(() => eslint.calculateConfigForFile('src/content/validate.ts'), 60_000);

/** The messages of those rules for a snippet placed at a path of the project. */
const errorsOf =
  (...rules: string[]) =>
  async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code + '\n', { filePath });
    return result!.messages.filter((m) => rules.includes(m.ruleId!)).map((m) => m.message);
  };

const layerErrors = errorsOf('no-restricted-imports', 'no-restricted-syntax');

describe('the layer lint rule', () => {
  it.each([
    ['src/content/bad.ts', "import { Icon } from '../render/Icon.tsx';", 'src/content depends'],
    ['src/content/docs/bad.ts', "import { icons } from '../../render/icons.ts';", 'src/content'],
    ['src/content/bad.ts', "import { sendForm } from '../email/send-form.ts';", 'src/content'],
    [
      'src/content/bad.ts',
      "import type { LoadedForm } from '../forms/load-form.ts';",
      'src/content',
    ],
    ['src/render/bad.ts', "import site from '../../pages/_site.yaml';", 'page or form'],
    [
      'src/render/bad.ts',
      "export const load = () => import('../../pages/curriculum.yaml');",
      'page or form',
    ],
    ['src/forms/bad.ts', "import contact from '../../forms/contact.yaml';", 'page or form'],
    [
      'src/pdf/bad.ts',
      "import { curriculum } from '../../blocks/curriculum/schema.ts';",
      'specific block',
    ],
    [
      'src/render/bad.tsx',
      "export const C = () => import('../../blocks/hero/Component.tsx');",
      'specific block',
    ],
    [
      'src/actions/to/definition.ts',
      "import { scrollToElement } from '../../render/scroll.ts';",
      'src/content',
    ],
    ['src/content/bad.ts', "import type { ReactNode } from 'react';", 'never import React'],
    [
      'src/content/bad.ts',
      "import checkbox from '../../fields/checkbox/view.tsx';",
      'never a widget',
    ],
    [
      'src/content/docs/bad.ts',
      "import { viewOfFieldType } from '../../../fields/views.ts';",
      'never a widget',
    ],
    ['src/actions/to/definition.ts', "import { useId } from 'react';", 'never import React'],
    ['fields/rating/definition.ts', "import { FieldFrame } from '../parts.tsx';", 'never a widget'],
    [
      'fields/rating/definition.ts',
      "import type { ReactNode } from 'react';",
      'never import React',
    ],
    [
      'fields/rating/definition.ts',
      "import type { FieldWidgetProps } from '../../src/forms/define-field-view.ts';",
      'above src/content',
    ],
    ['fields/rules.ts', "import { control } from './parts.tsx';", 'never a widget'],
  ])('fails %s: %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/content/bad.ts', "import { blockRegistry } from '../../blocks/index.ts';"],
    ['src/layout/ok.ts', "import type { FormOutcome } from '../forms/outcome.ts';"],
    ['src/render/ok.ts', "import { routeFromPageFile } from '../content/route-path.ts';"],
    ['src/actions/to/view.tsx', "import { scrollToElement } from '../../render/scroll.ts';"],
    ['src/content/ok.ts', "import { fieldTypeRegistry } from '../../fields/index.ts';"],
    ['src/content/ok.ts', "import { SHORT_TEXT_MAX } from '../../fields/rules.ts';"],
    ['src/content/ok.ts', "import { select } from '../../fields/select/definition.ts';"],
    ['fields/rating/definition.ts', "import { textRule } from '../rules.ts';"],
    ['fields/rating/view.tsx', "import { FieldFrame } from '../parts.tsx';"],
    ['src/forms/ok.tsx', "import { viewOfFieldType } from '../../fields/views.ts';"],
  ])('lets %s through: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

/** The router rule: the location through page-location.ts, links through SiteLink. */
const routerErrors = errorsOf('@typescript-eslint/no-restricted-imports');

describe('the router-read lint rule', () => {
  // Whether it refuses the import: with a message that names usePageLocation.
  it.each([
    ['blocks/hero/Component.tsx', "import { useLocation } from 'react-router-dom';", true],
    ['src/layout/bad.tsx', "import { Link } from 'react-router-dom';", true],
    ['src/render/bad.ts', "import { useSearchParams } from 'react-router';", true],
    ['fields/rating/view.tsx', "import { NavLink } from 'react-router-dom';", true],
    ['src/render/page-location.ts', "import { useLocation } from 'react-router-dom';", false],
    ['src/render/SiteLink.tsx', "import { Link } from 'react-router-dom';", false],
    ['src/studio/app/ok.tsx', "import { useLocation } from 'react-router-dom';", false],
    ['src/layout/ok.tsx', "import { useNavigate } from 'react-router-dom';", false],
  ])('%s: %s refused: %s', async (file, code, refused) => {
    expect(await routerErrors(file, code)).toEqual(
      refused ? [expect.stringContaining('usePageLocation')] : [],
    );
  });
});
