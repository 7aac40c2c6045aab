/**
 * The route fuzz (team-fuzz-studio.ts) of the leads' privacy requests (lead-requests-api.ts) and
 * the e-mail view (mail-api.ts). No lead and no failed e-mail is in this studio: a delete or a
 * dismiss finds nothing, whatever reaches it.
 */
import fc from 'fast-check';
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

const ROUTES: Route[] = [
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
