/**
 * The server bundle (dist-ssr/, built once by global-setup.ts; CommonJS) has React and react-dom
 * compiled in, their production builds alone: a process that renders loads no package of
 * node_modules but jspdf, whose module is required only when a download is built
 * (bundle-configs.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const code = readdirSync('dist-ssr', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.cjs'))
  .map((file) => readFileSync(join('dist-ssr', file), 'utf8'))
  .join('\n');

it("requires no package but jspdf, with React's production build compiled in", () => {
  const packages = new Set(
    [...code.matchAll(/require\("([a-z@][^"]*)"\)/g)].map((match) => match[1]!),
  );
  expect([...packages].filter((name) => !isBuiltin(name))).toEqual(['jspdf']);
  // Rolldown names each module it compiles in: React's production files, none of its others.
  expect(code).toContain('react-dom/cjs/react-dom-server-legacy.node.production.js');
  expect(code).toContain('react/cjs/react.production.js');
  expect(code).not.toMatch(/react(-dom)?\/cjs\/[\w.-]*development/);
});
