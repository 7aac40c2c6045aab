/**
 * docs/forms.md's reference of the lead copy: what the site sends the team studio and what it
 * answers (src/studio/team/leads/lead-route.ts), with the numbers taken from the code.
 */
import {
  DEFAULT_LEAD_LIMITS,
  MAX_LEAD_BYTES,
  MIN_FILL_MS,
  UTM_KEYS,
} from '../../content/lead-contract.ts';
import { code, table } from './markdown.ts';

export const leadApiDoc = [
  '## The lead copy: `POST /api/leads`',
  'A site built with `VITE_LEADS_URL` sends the team studio a copy of each submission, beside the e-mail, so the team sees, counts and works every lead in the studio (docs/team-studio.md, "Leads"). The team studio sets the variable when it builds the site: `/api/leads` on the site it serves itself, or `<public URL>/api/leads` when it was started with `--site-origin`. Without it the site sends no copy.',
  'The body is JSON (`Content-Type: application/json`; `text/plain` is taken too, for a send without a CORS preflight), at most ' +
    `${MAX_LEAD_BYTES / 1024} KB:`,
  table(
    ['Key', 'Type', 'What it is'],
    [
      [
        code('id'),
        'string',
        'A UUID made in the browser for this submission; a retry sends the same one',
      ],
      [code('formId'), 'string', 'The form’s id (its file name in `forms/`)'],
      [
        code('values'),
        'object',
        'The form’s values, checked by the form’s own zod schema (`src/forms/schema-from-definition.ts`); keys the form does not have are dropped',
      ],
      [code('page'), 'string', 'The path of the page the form was sent from, such as `/pricing`'],
      [code('referrer'), 'string', 'The page’s `document.referrer` (may be empty)'],
      [code('utm'), 'object', `Only ${UTM_KEYS.map(code).join(', ')}, each a string`],
      [code('elapsedMs'), 'number', 'Milliseconds from the form shown to the send'],
      [code('honeypot'), 'string', 'The trap field’s value: `""` for a person'],
      [
        code('fromDraft'),
        '`true`, optional',
        'The form was filled from the visitor’s own draft: a quick send is a person’s, so `elapsedMs` is not held against it',
      ],
    ],
  ),
  'The answers (every refusal is `{ "error": { "code", "message", "fields"? } }`):',
  table(
    ['Status', 'Body', 'When'],
    [
      [
        '201',
        '`{ id }`',
        'Stored: the answer comes only after SQLite committed it, so it survives the studio being killed',
      ],
      ['200', '`{ id, duplicate: true }`', 'That id was stored before (the first copy is kept)'],
      [
        '400',
        '`code`: `invalid` with `fields` (name → message), `bad-request`, `bad-json`, `unknown-form`',
        'The form’s schema or the envelope refuses it; a form main does not have',
      ],
      [
        '403',
        '`code: origin`',
        'No `Origin`, or one that is neither the site’s own nor given by `--site-origin`',
      ],
      ['413', '`code: too-large`', `A body over ${MAX_LEAD_BYTES / 1024} KB`],
      ['415', '`code: not-json`', 'Another `Content-Type`'],
      [
        '422',
        '`code: spam`',
        `The honeypot filled, or \`elapsedMs\` under ${MIN_FILL_MS} ms without \`fromDraft\`: counted per reason, not stored`,
      ],
      [
        '429',
        '`code: rate-limited`, with `Retry-After` (seconds)',
        `Over ${DEFAULT_LEAD_LIMITS.perAddressPerMinute} a minute from one address or ${DEFAULT_LEAD_LIMITS.perHour.toLocaleString('en-US')} an hour in all (the defaults)`,
      ],
      ['500', '`code: internal`', 'The database could not store it: try again'],
    ],
  ),
  '`POST /api/leads/refusals` takes what the form itself judged spam and did not send: `{ formId, page, reason }`, `reason` being `honeypot` or `too-fast`. No personal data. It answers 204, and is checked for origin, limits and size like a lead. Refusals are counted per day (UTC), form, page and reason, and shown in the studio.',
  'On the studio’s own port the routes answer the origins of `--site-origin` only, with CORS: a preflight `OPTIONS` gets 204 with `Access-Control-Allow-Origin: <that origin>`, `Access-Control-Allow-Methods: POST`, `Access-Control-Allow-Headers: Content-Type`; every answer carries `Access-Control-Allow-Origin`, `Vary: Origin` and `Access-Control-Expose-Headers: Retry-After`. On the site the studio serves they answer the site’s own origin (the `Origin`’s host is the request’s `Host`). Nothing else of the studio answers without a session.',
  'The limits are kept in memory (a restart starts them afresh) and counted per address: an IPv4 address, or an IPv6 address’s /64. Behind a proxy, `--trust-proxy` takes the address from the last entry of `X-Forwarded-For`.',
  '### Adding a challenge',
  'The honeypot and the time check need no third party. A site that wants more can add a challenge such as Cloudflare Turnstile: its widget in the form, its token sent as one of the form’s values (a `hidden` field), and the token checked with the provider by whatever sends the e-mail. The studio does not check such a token itself; it keeps its own checks above.',
];
