/**
 * The built HTML of every route (the 404 page and the redirects' pages too) passes html-validate with the project's
 * .htmlvalidate.json: valid HTML, accessible markup rules and document rules, no error.
 */
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtRedirects, builtRoutes, distDir } from '../../src/cli/built-site.ts';
import { htmlFileForRoute } from '../../src/content/route-path.ts';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = [...builtRoutes(), ...builtRedirects()].map(htmlFileForRoute).concat('404.html');

const describeMessage = (message: Message) =>
  `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`;

describe('html-validate', () => {
  it.each(files)('dist/%s has no error', async (file) => {
    const report = await validator.validateFile(join(distDir, file));
    const errors = report.results.flatMap((result) =>
      result.messages.filter((message) => message.severity === 2).map(describeMessage),
    );
    expect(errors).toEqual([]);
  });
});
