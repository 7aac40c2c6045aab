/**
 * A person's requests about their data, carried out by sales or an admin (the role table:
 * leads.read, leads.export, leads.delete), under /__studio/api/leads:
 * - `DELETE leads/<id>`: one lead deleted;
 * - `POST leads/by-email` `{ email }`: every lead of one address (a value of the lead equal to
 *   it), newest first;
 * - `POST leads/by-email/export` `{ email, format: "json" | "csv" }`: those leads, to download;
 * - `POST leads/by-email/delete` `{ email }`: those leads deleted.
 * The address travels in the body, never in the URL, so no access log keeps it. Each is in the
 * audit log with how many leads, never what they held nor the address. A delete is gone from
 * the file as well (db/lead-erasure.ts). The role is checked before the body is read: a refusal
 * changes nothing.
 */
import { HttpError, requireString } from '../../server/http-json.ts';
import { normalizeEmail } from '../auth/emails.ts';
import { actorOf } from '../auth/team-auth.ts';
import type { AuditAction } from '../auth/audit.ts';
import type { Action } from '../auth/roles.ts';
import {
  deleteLeads,
  deleteLeadsOfAddress,
  leadsOfAddress,
  scrubDeleted,
} from '../db/lead-erasure.ts';
import type { LeadRow } from '../db/leads.ts';
import { labelledValues } from '../leads/lead-labels.ts';
import { formTitler, leadsCsv, leadSummary, type LeadCall, type Reply } from './leads-api.ts';
import { requireAllowed } from './team-guard.ts';

const BY_EMAIL_ACTIONS: Record<string, Action> = {
  '': 'leads.read',
  export: 'leads.export',
  delete: 'leads.delete',
};

export async function leadRequestsRequest(call: LeadCall): Promise<Reply | undefined> {
  const { context, signedIn, method, parts, ip } = call;
  const { db } = context;
  const audit = (action: AuditAction, detail: Record<string, unknown>) =>
    context.auth.record({ actor: actorOf(signedIn.user), action, detail, ip });

  if (method === 'DELETE' && parts.length === 2 && parts[1] !== 'by-email') {
    requireAllowed(signedIn, 'leads.delete');
    const id = parts[1]!;
    const count = await deleteLeads(db, [id]);
    if (count === 0) throw new HttpError(404, 'no-lead', 'there is no such lead');
    await scrubDeleted(db);
    await audit('lead-delete', { count, lead: id });
    return { status: 200, body: { deleted: count } };
  }

  if (parts[1] !== 'by-email' || parts.length > 3 || method !== 'POST') return undefined;
  const verb = parts[2] ?? '';
  const action = Object.hasOwn(BY_EMAIL_ACTIONS, verb) ? BY_EMAIL_ACTIONS[verb] : undefined;
  if (!action) return undefined;
  requireAllowed(signedIn, action);
  const given = await call.body();
  const email = normalizeEmail(requireString(given, 'email'));

  if (verb === 'delete') {
    const count = await deleteLeadsOfAddress(db, email);
    if (count > 0) await scrubDeleted(db);
    await audit('lead-delete', { count, byAddress: true });
    return { status: 200, body: { deleted: count } };
  }
  const forms = await context.leadForms.all();
  const titleOf = formTitler(forms);
  const leads = await leadsOfAddress(db, email);
  if (verb === '') {
    await audit('lead-find', { count: leads.length });
    return { status: 200, body: { leads: leads.map((lead) => leadSummary(lead, titleOf)) } };
  }
  const format = given.format;
  if (format !== 'json' && format !== 'csv') {
    throw new HttpError(400, 'bad-format', '"format" must be "json" or "csv"');
  }
  await audit('lead-export', { count: leads.length, format, byAddress: true });
  if (format === 'csv') {
    return {
      raw: leadsCsv(leads, forms, titleOf),
      filename: 'leads-of-one-address.csv',
      type: 'text/csv; charset=utf-8',
    };
  }
  const document = {
    exportedAt: new Date().toISOString(),
    email,
    leads: leads.map((lead: LeadRow) => ({
      id: lead.id,
      form: titleOf(lead.formId),
      page: lead.page,
      receivedAt: new Date(lead.receivedAt).toISOString(),
      values: labelledValues(forms.get(lead.formId), lead.fields).map(({ label, value }) => ({
        label,
        value,
      })),
      referrer: lead.referrer,
      utm: lead.utm,
      status: lead.status,
      notes: lead.notes,
    })),
  };
  return {
    raw: `${JSON.stringify(document, null, 2)}\n`,
    filename: 'leads-of-one-address.json',
    type: 'application/json; charset=utf-8',
  };
}
