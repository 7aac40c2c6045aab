/**
 * The router rule of eslint.config.js, run through ESLint's Node API on snippets placed at real
 * paths of the project: it must fail a bad import and let a good one through. (The layers are
 * held by `npm run lint:cycles`: tests/unit/lint-cycles.test.ts.)
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(() => eslint.calculateConfigForFile('src/project/validate.ts'), 60_000);

/** The messages of those rules for a snippet placed at a path of the project. */
const errorsOf =
  (...rules: string[]) =>
  async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code + '\n', { filePath });
    return result!.messages.filter((m) => rules.includes(m.ruleId!)).map((m) => m.message);
  };

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
