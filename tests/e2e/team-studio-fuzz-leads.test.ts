/**
 * The route fuzz (team-fuzz-studio.ts) of the leads (leads-api.ts: the list, one lead, a lead's
 * status and notes, the counts, the CSV export), their privacy requests (lead-requests-api.ts)
 * and the e-mail view (mail-api.ts). No lead and no failed e-mail is in this studio: a delete, a
 * change or a dismiss finds nothing, whatever reaches it; and a change's status is never a
 * status besides.
 */
import fc from 'fast-check';
import { LEAD_STATUSES } from '../../src/studio/team/db/leads.ts';
import {
  anyBody,
  API,
  at,
  hostileString,
  jsonBody,
  segment,
  type Route,
} from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: false });

const FILTER = ['search', 'form', 'page', 'status', 'from', 'to', 'offset'];
const aStatus = fc.oneof(hostileString, fc.constantFrom(...LEAD_STATUSES));
/** A lead's status made one that never is ("won" → "WON"); anything else stays. */
const notAStatus = (body: Record<string, unknown>) =>
  typeof body.status === 'string' && (LEAD_STATUSES as readonly string[]).includes(body.status)
    ? { ...body, status: body.status.toUpperCase() }
    : body;
const leadPath = segment(() => ['x', '1', 'counts', 'export', 'by-email']).map(
  (id) => `${API}leads/${id}`,
);

const ROUTES: Route[] = [
  { name: 'GET leads', method: 'GET', target: at('leads', FILTER), body: anyBody },
  { name: 'GET leads/counts', method: 'GET', target: at('leads/counts'), body: anyBody },
  { name: 'GET leads/export', method: 'GET', target: at('leads/export', FILTER), body: anyBody },
  { name: 'GET leads/:id', method: 'GET', target: leadPath, body: anyBody },
  {
    name: 'PATCH leads/:id',
    method: 'PATCH',
    target: leadPath,
    body: jsonBody({ status: aStatus, notes: hostileString }, notAStatus),
  },
  {
    name: 'POST leads/by-email',
    method: 'POST',
    target: fc.constantFrom('', '/export', '/delete').map((verb) => `${API}leads/by-email${verb}`),
    body: jsonBody({
      email: hostileString,
      format: fc.oneof(hostileString, fc.constantFrom('json', 'csv')),
    }),
  },
  {
    name: 'DELETE leads/:id',
    method: 'DELETE',
    target: segment(() => ['x', '1']).map((id) => `${API}leads/${id}`),
    body: anyBody,
  },
  { name: 'GET mail', method: 'GET', target: at('mail'), body: anyBody },
  {
    name: 'POST mail/failures/:id/dismiss',
    method: 'POST',
    target: segment(() => ['1', '99']).map((id) => `${API}mail/failures/${id}/dismiss`),
    body: anyBody,
  },
];

fuzzRoutes(studio, ROUTES);
afterTheFuzz(studio, 'team-studio-fuzz-leads');
