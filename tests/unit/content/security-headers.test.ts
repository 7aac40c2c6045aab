import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowInlineScripts,
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  siteHeaders,
} from '../../../src/content/security-headers.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, without inline script or eval', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-eval/);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets forms connect to the site and the configured EmailJS origin only', () => {
    expect(directives(contentSecurityPolicy())['connect-src']).toEqual([
      "'self'",
      'https://api.emailjs.com',
    ]);
    expect(
      directives(contentSecurityPolicy('https://mail.example.org/some/path'))['connect-src'],
    ).toEqual(["'self'", 'https://mail.example.org']);
  });

  it("lets forms send a lead's copy to a studio on another origin; on the site's own, 'self' does", () => {
    const connect = (leadsUrl?: string) =>
      directives(contentSecurityPolicy(undefined, leadsUrl))['connect-src'];
    expect(connect('https://studio.example.com/api/leads')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      'https://studio.example.com',
    ]);
    expect(connect('/api/leads')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(connect('')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(
      directives(contentSecurityPolicy('https://x.example', 'https://x.example/api/leads'))[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://x.example']);
  });
});

describe('the _headers file', () => {
  it('reads back what it writes', () => {
    const rules = siteHeaders('https://api.emailjs.com');
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('gives hashed assets a year of caching on top of the site-wide headers', () => {
    const rules = siteHeaders();
    const asset = headersForPath(rules, '/assets/index-abc.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Content-Security-Policy']).toBe(contentSecurityPolicy());
    expect(headersForPath(rules, '/pricing')['Cache-Control']).toBeUndefined();
  });
});

describe('allowInlineScripts', () => {
  it('adds each hash to script-src only, leaving the rest of the policy as it was', () => {
    const [everyPath, assets] = allowInlineScripts(siteHeaders(), ['abc=', 'def=']);
    const policy = everyPath!.headers['Content-Security-Policy']!;
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy.replace(" 'sha256-abc=' 'sha256-def='", '')).toBe(contentSecurityPolicy());
    expect(assets).toEqual(siteHeaders()[1]);
  });

  it('changes nothing when the pages have no inline script', () => {
    expect(allowInlineScripts(siteHeaders(), [])).toEqual(siteHeaders());
  });

  it('names each hash once: the prerender adds to what the client build allowed', () => {
    const clientBuild = allowInlineScripts(siteHeaders(), ['loader=']);
    const [everyPath] = allowInlineScripts(clientBuild, ['loader=', 'other=', 'other=']);
    expect(everyPath!.headers['Content-Security-Policy']).toContain(
      "script-src 'self' 'sha256-loader=' 'sha256-other=';",
    );
  });

  it('hashes the inline scripts that run, not JSON data (structured data, download links)', () => {
    const html = [
      '<script>run()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="page-downloads">{"a":{"data":"/x.json"}}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('base64');

  it('hashes the inline scripts that run, in their order, whatever surrounds them', () => {
    const html = [
      '<p>a < b <scrip</p>',
      '<script>one()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script data-entry="/e.js">two("<script")</script>',
      '<script>one()</script>',
      '<script>unclosed',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two("<script")'), sha('one()')]);
  });
});
