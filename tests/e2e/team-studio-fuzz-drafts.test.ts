/**
 * The route fuzz (team-fuzz-studio.ts) of the drafts: list, make, read, submit, review, publish,
 * bring up to date, preview. Writes are invalid by construction: a draft's name is never one a
 * draft may take and a review's decision never a decision.
 */
import fc from 'fast-check';
import {
  anyBody,
  API,
  at,
  bodyValue,
  hostileString,
  hostileValue,
  jsonBody,
  query,
  segment,
  type Route,
} from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: true });

const draftPath = (verb: string, keys: string[] = []) =>
  fc
    .tuple(segment(studio.draftIds), query(keys, { draft: studio.draftIds }))
    .map(([id, q]) => `${API}drafts/${id}${verb}${q}`);

/** Never a name a draft may take: not a string, blank, or over 120 characters. */
const badDraftName = (body: Record<string, unknown>) =>
  typeof body.name === 'string' && body.name.trim() !== '' && body.name.trim().length <= 120
    ? { ...body, name: body.name.length % 2 ? ' \t ' : 'n'.repeat(121) }
    : body;

const notADecision = (body: Record<string, unknown>) =>
  body.decision === 'approve' || body.decision === 'changes'
    ? { ...body, decision: `${body.decision}!` }
    : body;

const resolutions = fc.oneof(
  hostileValue,
  fc.array(
    fc.record(
      { path: fc.oneof(hostileString, hostileValue), text: bodyValue },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
);

const ROUTES: Route[] = [
  { name: 'GET drafts', method: 'GET', target: at('drafts', ['status', 'draft']), body: anyBody },
  {
    name: 'POST drafts',
    method: 'POST',
    target: at('drafts'),
    body: jsonBody({ name: hostileString }, badDraftName),
  },
  { name: 'GET drafts/:id', method: 'GET', target: draftPath(''), body: anyBody },
  { name: 'POST drafts/:id/submit', method: 'POST', target: draftPath('/submit'), body: anyBody },
  {
    name: 'POST drafts/:id/review',
    method: 'POST',
    target: draftPath('/review'),
    body: jsonBody({ decision: hostileString, comment: hostileString }, notADecision),
  },
  { name: 'POST drafts/:id/publish', method: 'POST', target: draftPath('/publish'), body: anyBody },
  {
    name: 'POST drafts/:id/update',
    method: 'POST',
    target: draftPath('/update'),
    body: jsonBody({ resolutions }),
  },
  {
    name: 'GET drafts/:id/preview',
    method: 'GET',
    target: draftPath('/preview', ['route']),
    body: anyBody,
  },
];

fuzzRoutes(studio, ROUTES);
afterTheFuzz(studio, 'team-studio-fuzz-drafts');
