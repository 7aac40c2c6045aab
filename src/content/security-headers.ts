/**
 * The HTTP headers the site is served with, in one place: the build writes them to
 * dist/_headers (the format Netlify and Cloudflare Pages read) and the preview server behind
 * `npm start` and the end-to-end tests sends the same, so the tests run under the real policy.
 * See docs/deploy.md for other hosts.
 */
import { createHash } from 'node:crypto';
import { leadsOriginOf } from './leads-url.ts';
import { DEFAULT_EMAIL_API_ORIGIN as DEFAULT_EMAIL_ORIGIN } from './email-api-origin.ts';

/** Header blocks by path pattern (`/*` every path, `/assets/*` the hashed build output). */
export type HeaderRules = { path: string; headers: Record<string, string> }[];

/**
 * `leadsUrl`: the studio's lead endpoint (VITE_LEADS_URL); an absolute one on another origin is
 * allowed to connect too, a path is the site's own ('self').
 */
export function contentSecurityPolicy(
  emailOrigin = DEFAULT_EMAIL_ORIGIN,
  leadsUrl?: string,
): string {
  const origin = new URL(emailOrigin).origin;
  const leads = leadsOriginOf(leadsUrl);
  const connect = [origin, ...(leads && leads !== origin ? [leads] : [])].join(' ');
  return [
    "default-src 'self'",
    // Only the site's own module scripts: no inline script, no eval.
    "script-src 'self'",
    // Style sheets from the site only; style attributes are allowed because React writes them
    // (a style attribute cannot run script).
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function siteHeaders(emailOrigin?: string, leadsUrl?: string): HeaderRules {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(
          emailOrigin || DEFAULT_EMAIL_ORIGIN,
          leadsUrl,
        ),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
        'X-Frame-Options': 'DENY',
      },
    },
    {
      // File names carry a content hash: a new build makes new names, so cache for a year.
      path: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

/**
 * Inline scripts that run (not JSON data: JSON-LD, a page's download links; not external files)
 * each need a hash in the CSP.
 */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Each script's hash by its text: the same few scripts (the islands loader, a filter's) are on
 * every page of a build, which hashed them again for each page. Emptied when full, so a site
 * whose pages each hold a script of their own keeps no more than this.
 */
const hashes = new Map<string, string>();
const HASHES_KEPT = 1000;

function scriptHash(script: string): string {
  let hash = hashes.get(script);
  if (hash === undefined) {
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hash = createHash('sha256').update(script).digest('base64');
    hashes.set(script, hash);
  }
  return hash;
}

/** The CSP hashes (base64 SHA-256) of the inline scripts of one HTML page, in their order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1]!));
}

/**
 * Allows exactly these inline scripts (by their SHA-256, as CSP hashes) in the policy's
 * script-src: the prerenderer finds them in the built pages, so nothing else inline can run.
 */
export function allowInlineScripts(rules: HeaderRules, hashes: readonly string[]): HeaderRules {
  return rules.map((rule) => {
    const policy = rule.headers['Content-Security-Policy'];
    // Each once: the client build allows its page template's scripts, the prerender every page's.
    const sources = [...new Set(hashes)]
      .map((hash) => `'sha256-${hash}'`)
      .filter((source) => !policy?.includes(source))
      .join(' ');
    if (!policy || !sources) return rule;
    return {
      ...rule,
      headers: {
        ...rule.headers,
        'Content-Security-Policy': policy.replace(/script-src ([^;]*)/, `script-src $1 ${sources}`),
      },
    };
  });
}

/** dist/_headers: each path pattern, then its headers indented by two spaces. */
export function headersFile(rules: HeaderRules): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)!.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** The headers for one request path: every matching rule, later rules adding to earlier. */
export function headersForPath(rules: HeaderRules, path: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((r) => r.headers));
}
