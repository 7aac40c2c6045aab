/**
 * What the studio's e-mails say, in one place. A lead's notice names no one: the form, the page,
 * the time and a link into the studio, where the lead stays (an inbox is copied, forwarded and
 * kept for years; the studio deletes a lead when asked or when its time is up).
 */
import type { OutgoingMail } from './mailer.ts';

/** "Dec 5, 2026, 4:10 PM EST": an instant as people of the site's zone read it. */
export function inZone(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));
}

export function leadNotice(
  to: string,
  lead: { formTitle: string; page: string; receivedAt: number; timeZone: string; link: string },
): OutgoingMail {
  return {
    to,
    subject: `New lead: ${lead.formTitle}`,
    text: [
      `A new lead came in through the form "${lead.formTitle}" on ${lead.page}, ${inZone(lead.receivedAt, lead.timeZone)}.`,
      '',
      'Open it in the studio (sign in first if asked):',
      lead.link,
      '',
      'Who sent it and what they wrote stay in the studio.',
    ].join('\n'),
  };
}

export function invitationMail(
  to: string,
  invitation: { inviter: string; role: string; link: string; hours: number },
): OutgoingMail {
  const role =
    invitation.role === 'sales'
      ? 'a sales person'
      : `${/^[aeiou]/.test(invitation.role) ? 'an' : 'a'} ${invitation.role}`;
  return {
    to,
    subject: 'You are invited to the TradeLift studio',
    text: [
      `${invitation.inviter} invited you to the TradeLift studio as ${role}.`,
      '',
      `Choose your name and password here. The link works once, for ${invitation.hours} hours:`,
      invitation.link,
      '',
      'If you did not expect this, ignore this e-mail: nothing happens without the link.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, reset: { link: string }): OutgoingMail {
  return {
    to,
    subject: 'A new password for the TradeLift studio',
    text: [
      'Someone (we hope you) asked for a new password for your account in the TradeLift studio.',
      '',
      'Choose it here. The link works once, for an hour:',
      reset.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** A step of a draft's review, as the person it concerns is told (mail/review-notice-job.ts). */
export interface ReviewNotice {
  step: 'submitted' | 'approved' | 'changes' | 'published' | 'deploy-failed';
  draftName: string;
  /** The name of who took the step (the publisher, for a deploy's end). */
  by: string;
  at: number;
  timeZone: string;
  /** The draft's change list in words (draft-change-lines.ts). */
  changes: string[];
  link: string;
  comment?: string;
  /** published: whether it went live on the site (else the studio deploys nowhere). */
  live?: boolean;
  /** deploy-failed: why, in the deploy's words. */
  reason?: string;
}

const REVIEW_SUBJECTS: Record<ReviewNotice['step'], string> = {
  submitted: 'To review',
  approved: 'Approved, to publish',
  changes: 'Changes asked for',
  published: 'Live',
  'deploy-failed': 'Not deployed',
};

function reviewFirstLines(notice: ReviewNotice, when: string): string[] {
  const name = `“${notice.draftName}”`;
  switch (notice.step) {
    case 'submitted':
      return [`${notice.by} submitted the draft ${name} for review, ${when}.`];
    case 'approved':
      return [`${notice.by} approved the draft ${name}, ${when}. It is ready to publish.`];
    case 'changes':
      return [
        `${notice.by} asked for changes to the draft ${name}, ${when}.`,
        ...(notice.comment ? ['', `Their note: “${notice.comment}”`] : []),
      ];
    case 'published':
      return notice.live
        ? [`The draft ${name} is live on the site, ${when}. ${notice.by} published it.`]
        : [`${notice.by} published the draft ${name}, ${when}.`];
    case 'deploy-failed':
      return [
        `The draft ${name}, published by ${notice.by}, did not reach the live site, ${when}.`,
        ...(notice.reason ? ['', `The deploy said: ${notice.reason}`] : []),
        '',
        'The studio’s Live site view shows it and can try again.',
      ];
  }
}

export function reviewNotice(to: string, notice: ReviewNotice): OutgoingMail {
  return {
    to,
    subject: `${REVIEW_SUBJECTS[notice.step]}: ${notice.draftName}`,
    text: [
      ...reviewFirstLines(notice, inZone(notice.at, notice.timeZone)),
      '',
      'What it changes:',
      ...notice.changes,
      '',
      'Open the draft in the studio (sign in first if asked):',
      notice.link,
      '',
      'You get these e-mails for drafts in review; turn them off in the studio under “Your e-mail”.',
    ].join('\n'),
  };
}
