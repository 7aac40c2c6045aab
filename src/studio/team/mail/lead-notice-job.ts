/**
 * `mail-lead-notice`: one sales person told of one new lead (lead-route.ts queues one job per
 * sales person as the lead is stored): the form, the page, the time and a link to the lead in
 * the studio, never the lead itself (messages.ts).
 */
import type { Client } from '@libsql/client';
import { insertJob } from '../db/jobs.ts';
import { getLead } from '../db/leads.ts';
import { listUsers, userById } from '../db/users.ts';
import { payloadText } from '../scheduler/job-kind.ts';
import { MAIL_LEAD_NOTICE } from '../scheduler/job-names.ts';
import { mailJob } from './mail-job.ts';
import { leadNotice } from './messages.ts';

/** Where a lead opens in the studio: the Leads view with its details (TeamStudio.tsx). */
export const leadLink = (publicUrl: URL, id: string) =>
  `${publicUrl.origin}/studio/?lead=${encodeURIComponent(id)}`;

export const leadNoticeJob = mailJob(async (job, context) => {
  const lead = await getLead(context.db, payloadText(job, 'leadId'));
  const user = await userById(context.db, payloadText(job, 'userId'));
  // Deleted before the notice went, or the person no longer works the leads: nothing to say.
  if (!lead || !user || user.removedAt !== null || user.role !== 'sales') return null;
  const mail = context.mail!;
  return leadNotice(user.email, {
    formTitle: await mail.formTitle(lead.formId),
    page: lead.page,
    receivedAt: lead.receivedAt,
    timeZone: await context.siteTimeZone(),
    link: leadLink(mail.publicUrl, lead.id),
  });
});

/**
 * As a lead is stored: one notice job for each sales person who can sign in. Each is its own
 * job, so a send that fails is tried again for that person alone.
 */
export async function queueLeadNotices(db: Client, leadId: string, at: number): Promise<number> {
  const sales = (await listUsers(db)).filter((user) => user.role === 'sales' && user.hasPassword);
  for (const user of sales) {
    await insertJob(
      db,
      { kind: MAIL_LEAD_NOTICE, dueAt: at, payload: { leadId, userId: user.id } },
      at,
    );
  }
  return sales.length;
}
