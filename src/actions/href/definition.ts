import * as z from 'zod';
import { defineActionKind } from '../define-action.ts';

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

function schemeOf(href: string): string {
  try {
    return new URL(href).protocol;
  } catch {
    return 'none';
  }
}

export const hrefAction = defineActionKind({
  key: 'href',
  fields: {
    href: z.string().describe('An external link: http, https, mailto or tel only'),
  },
  summary: 'Opens another site, an e-mail or a phone call (http, https, mailto, tel only).',
  example: 'href: https://example.com',
  check({ href }, report) {
    if (SAFE_SCHEMES.includes(schemeOf(href))) return;
    report({
      problem: 'bad-href',
      message: href.startsWith('/')
        ? `"${href}" is a page of this site: write it as to: ${href}`
        : `expected an http, https, mailto or tel link, got "${href}"`,
    });
  },
});
