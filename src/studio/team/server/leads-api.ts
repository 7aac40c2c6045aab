/**
 * The team API's leads, under /__studio/api/leads (the guard in team-api.ts has checked the
 * session, and for a write the same origin and the token; the role table is checked here):
 * - `GET leads/counts`: leads per form, per page and per week, and the spam refused per reason;
 *   counts only, for everyone;
 * - `GET leads?search=&form=&page=&status=&from=&to=&offset=`: the list, newest first (sales,
 *   admins);
 * - `GET leads/<id>`: one lead, every value under its form's label (recorded in the audit log);
 * - `PATCH leads/<id>` `{ status?, notes? }`: the team's work on it (recorded);
 * - `GET leads/export?…`: the list's leads as CSV (recorded).
 */
import type { FormDefinition } from '../../../content/form-schema.ts';
import { HttpError } from '../../server/http-json.ts';
import { siteTimeZone } from '../../../content/site-time-zone.ts';
import { DEFAULT_TIME_ZONE } from '../../../content/time-zone.ts';
import type { Client } from '@libsql/client';
import { actorOf, type SignedIn, type TeamAuth } from '../auth/team-auth.ts';
import type { TeamRepository } from '../git/index.ts';
import type { LeadForms } from '../leads/lead-forms.ts';
import type { Snapshots } from './snapshots.ts';
import {
  allLeads,
  getLead,
  hourlyLeadCounts,
  LEAD_STATUSES,
  listLeads,
  refusalCounts,
  updateLead,
  type LeadFilter,
  type LeadRow,
  type LeadStatus,
} from '../db/leads.ts';
import { csvDocument } from '../leads/lead-csv.ts';
import { UTM_KEYS } from '../leads/lead-envelope.ts';
import { displayValue, labelledValues, senderOf } from '../leads/lead-labels.ts';
import { startOfDay, totalsBy, weeklyCounts } from '../leads/lead-weeks.ts';
import { requireAllowed } from './team-guard.ts';

const PAGE_SIZE = 50;

export interface LeadSummary {
  id: string;
  formId: string;
  formTitle: string;
  page: string;
  receivedAt: string;
  status: LeadStatus;
  sender: string;
}

export interface LeadDetail extends LeadSummary {
  fields: { name: string; label: string; value: string }[];
  referrer: string;
  utm: Record<string, string>;
  notes: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface LeadCounts {
  timeZone: string;
  total: number;
  forms: { id: string; title: string; count: number }[];
  pages: { page: string; count: number }[];
  weeks: ReturnType<typeof weeklyCounts>;
  refusals: { reason: string; formId: string; page: string; count: number }[];
}

/** What the leads' routes use of the team server (team-api.ts's context has it all). */
export interface LeadsContext {
  auth: Pick<TeamAuth, 'record'>;
  repo: TeamRepository;
  snapshots: Snapshots;
  db: Client;
  leadForms: LeadForms;
}

export interface LeadCall {
  context: LeadsContext;
  signedIn: SignedIn;
  method: string;
  parts: readonly string[];
  url: URL;
  ip: string | undefined;
  body: () => Promise<Record<string, unknown>>;
}

export type Reply =
  { status: number; body: unknown } | { raw: string; filename: string; type: string };

async function timeZoneOf(context: LeadsContext): Promise<string> {
  const head = await context.repo.resolveRef(context.repo.mainBranch);
  return head ? siteTimeZone(await context.snapshots.dirFor(head)) : DEFAULT_TIME_ZONE;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(url: URL, timeZone: string): LeadFilter {
  const get = (name: string) => url.searchParams.get(name) || undefined;
  const status = get('status');
  if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status)) {
    throw new HttpError(400, 'bad-status', `"status" must be one of ${LEAD_STATUSES.join(', ')}`);
  }
  const day = (name: string) => {
    const value = get(name);
    if (value !== undefined && !DATE.test(value)) {
      throw new HttpError(400, `bad-${name}`, `"${name}" must be a date such as 2026-11-20`);
    }
    return value;
  };
  const from = day('from');
  const to = day('to');
  return {
    search: get('search')?.slice(0, 200),
    formId: get('form'),
    page: get('page'),
    status: status as LeadStatus | undefined,
    since: from ? startOfDay(from, timeZone) : undefined,
    // Through the whole of the `to` day.
    until: to ? startOfDay(nextDay(to), timeZone) : undefined,
  };
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A form's title as the team reads it. Two forms may share a title (the strategy call of the
 * header and of the contact page): those are told apart by their ids.
 */
export function formTitler(forms: Map<string, FormDefinition>): (formId: string) => string {
  const titles = [...forms.values()].map((form) => form.title);
  return (formId) => {
    const title = forms.get(formId)?.title;
    if (title === undefined) return formId;
    return titles.indexOf(title) !== titles.lastIndexOf(title) ? `${title} (${formId})` : title;
  };
}

export const leadSummary = (lead: LeadRow, titleOf: (formId: string) => string): LeadSummary => ({
  id: lead.id,
  formId: lead.formId,
  formTitle: titleOf(lead.formId),
  page: lead.page,
  receivedAt: new Date(lead.receivedAt).toISOString(),
  status: lead.status,
  sender: senderOf(lead.fields),
});

export async function leadsRequest(call: LeadCall): Promise<Reply | undefined> {
  const { context, signedIn, method, parts, url, ip } = call;
  const [, id] = parts;
  if (parts.length > 2) return undefined;
  const forms = await context.leadForms.all();
  const titleOf = formTitler(forms);
  const summary = (lead: LeadRow) => leadSummary(lead, titleOf);
  const detail = (lead: LeadRow): LeadDetail => ({
    ...summary(lead),
    fields: labelledValues(forms.get(lead.formId), lead.fields),
    referrer: lead.referrer,
    utm: lead.utm,
    notes: lead.notes,
    updatedAt: lead.updatedAt === null ? null : new Date(lead.updatedAt).toISOString(),
    updatedBy: lead.updatedBy,
  });
  const audit = (action: 'lead-view' | 'lead-export' | 'lead-update', detail: object) =>
    context.auth.record({
      actor: actorOf(signedIn.user),
      action,
      detail: detail as Record<string, unknown>,
      ip,
    });

  if (method === 'GET' && id === 'counts') {
    requireAllowed(signedIn, 'leads.counts');
    const timeZone = await timeZoneOf(context);
    const hours = await hourlyLeadCounts(context.db);
    const counts: LeadCounts = {
      timeZone,
      total: hours.reduce((sum, row) => sum + row.count, 0),
      forms: totalsBy(hours, 'formId').map(({ key, count }) => ({
        id: key,
        title: titleOf(key),
        count,
      })),
      pages: totalsBy(hours, 'page').map(({ key, count }) => ({ page: key, count })),
      weeks: weeklyCounts(hours, timeZone),
      refusals: await refusalCounts(context.db),
    };
    return { status: 200, body: counts };
  }
  if (method === 'GET' && id === 'export') {
    requireAllowed(signedIn, 'leads.export');
    const filter = filterOf(url, await timeZoneOf(context));
    const leads = await allLeads(context.db, filter);
    await audit('lead-export', { count: leads.length, filter: url.search });
    return {
      raw: leadsCsv(leads, forms, titleOf),
      filename: 'leads.csv',
      type: 'text/csv; charset=utf-8',
    };
  }
  if (method === 'GET' && id === undefined) {
    requireAllowed(signedIn, 'leads.read');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (!Number.isInteger(offset) || offset < 0) {
      throw new HttpError(400, 'bad-offset', '"offset" must be a whole number');
    }
    const found = await listLeads(context.db, filterOf(url, await timeZoneOf(context)), {
      limit: PAGE_SIZE,
      offset,
    });
    return {
      status: 200,
      body: {
        leads: found.leads.map(summary),
        total: found.total,
        next: offset + PAGE_SIZE < found.total ? offset + PAGE_SIZE : null,
        forms: [...forms.keys()].map((formId) => ({ id: formId, title: titleOf(formId) })),
      },
    };
  }
  if (id === undefined) return undefined;
  if (method === 'GET') {
    requireAllowed(signedIn, 'leads.read');
    const lead = await getLead(context.db, id);
    if (!lead) throw new HttpError(404, 'no-lead', 'there is no such lead');
    await audit('lead-view', { lead: lead.id });
    return { status: 200, body: detail(lead) };
  }
  if (method === 'PATCH') {
    requireAllowed(signedIn, 'leads.update');
    const given = await call.body();
    const status = given.status;
    if (status !== undefined && !(LEAD_STATUSES as readonly unknown[]).includes(status)) {
      throw new HttpError(400, 'bad-status', `"status" must be one of ${LEAD_STATUSES.join(', ')}`);
    }
    if (given.notes !== undefined && typeof given.notes !== 'string') {
      throw new HttpError(400, 'bad-notes', '"notes" must be text');
    }
    const notes = given.notes?.slice(0, 10_000);
    const lead = await updateLead(
      context.db,
      id,
      { status: status as LeadStatus | undefined, notes },
      { email: signedIn.user.email, at: Date.now() },
    );
    if (!lead) throw new HttpError(404, 'no-lead', 'there is no such lead');
    await audit('lead-update', {
      lead: lead.id,
      status: status ?? null,
      notes: notes !== undefined,
    });
    return { status: 200, body: detail(lead) };
  }
  return undefined;
}

/** One row a lead: its facts, then every field of every form found (by label), then UTM. */
export function leadsCsv(
  leads: readonly LeadRow[],
  forms: Map<string, FormDefinition>,
  titleOf: (formId: string) => string,
): string {
  const columns = new Map<string, string>();
  for (const lead of leads) {
    for (const field of labelledValues(forms.get(lead.formId), lead.fields)) {
      if (!columns.has(field.name)) columns.set(field.name, field.label);
    }
  }
  const header = [
    'Received (UTC)',
    'Form',
    'Page',
    'Status',
    ...columns.values(),
    'Referrer',
    ...UTM_KEYS,
    'Notes',
    'Id',
  ];
  const rows = leads.map((lead) => {
    const form = forms.get(lead.formId);
    const fieldOf = (name: string) => form?.fields.find((field) => field.name === name);
    return [
      new Date(lead.receivedAt).toISOString(),
      titleOf(lead.formId),
      lead.page,
      lead.status,
      ...[...columns.keys()].map((name) => displayValue(fieldOf(name), lead.fields[name])),
      lead.referrer,
      ...UTM_KEYS.map((key) => lead.utm[key] ?? ''),
      lead.notes,
      lead.id,
    ];
  });
  return csvDocument([header, ...rows]);
}
