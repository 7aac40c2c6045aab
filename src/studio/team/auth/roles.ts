/**
 * Who may do what: ONE table of action → roles, read by the server for every request (a 403 with
 * the action's refusal) and by the app to leave out what a role cannot do. Change a permission
 * here and nowhere else.
 *
 * Decisions: everyone signed in may read files and previews (a reviewer must see what they
 * approve, a publisher what they publish). Publishers do not edit: what goes live is what an
 * editor wrote and a reviewer approved, and a publisher who spots a problem sends the draft back
 * through an editor. Admins may do everything. Sales works the leads and sees nothing of the
 * site's content (a lead's details are personal data; the drafts are none of its business); the
 * counts of leads, which name nobody, are everyone's (an editor sees what a page brings).
 */
export const ROLES = ['editor', 'reviewer', 'publisher', 'admin', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

interface Permission {
  roles: readonly Role[];
  /** The 403's message, in plain words, naming the roles that may. */
  refusal: string;
}

const everyone = ROLES;
/** Everyone who works on the site itself: every role but sales. */
const siteTeam = ['editor', 'reviewer', 'publisher', 'admin'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  'files.read': {
    roles: siteTeam,
    refusal: 'Only editors, reviewers, publishers and admins can read the site’s files.',
  },
  'preview.read': {
    roles: siteTeam,
    refusal: 'Only editors, reviewers, publishers and admins can preview a draft.',
  },
  // Everyone sees what is live and whether the last publish reached the site.
  'deploys.read': {
    roles: siteTeam,
    refusal: 'Only editors, reviewers, publishers and admins can see the live site’s deploys.',
  },
  'draft.create': {
    roles: ['editor', 'admin'],
    refusal: 'Only editors and admins can start a draft.',
  },
  'draft.save': {
    roles: ['editor', 'admin'],
    refusal: 'Only editors and admins can save changes to a draft.',
  },
  'draft.submit': {
    roles: ['editor', 'admin'],
    refusal: 'Only editors and admins can submit a draft for review.',
  },
  'media.upload': {
    roles: ['editor', 'admin'],
    refusal: 'Only editors and admins can upload images.',
  },
  // Replacing a picture rewrites the pages that use it, so it is an editor's save too.
  'media.manage': {
    roles: ['editor', 'admin'],
    refusal: 'Only editors and admins can replace or delete images.',
  },
  'draft.review': {
    roles: ['reviewer', 'admin'],
    refusal: 'Only reviewers and admins can approve a draft or ask for changes.',
  },
  'draft.publish': {
    roles: ['publisher', 'admin'],
    refusal: 'Only publishers and admins can publish a draft.',
  },
  // Who may publish may choose when: a scheduled publish goes through the publish's own checks.
  'draft.schedule': {
    roles: ['publisher', 'admin'],
    refusal: 'Only publishers and admins can schedule a draft’s publish or cancel it.',
  },
  // Who puts a version live may try again to put it live.
  'deploys.retry': {
    roles: ['publisher', 'admin'],
    refusal: 'Only publishers and admins can retry a deploy.',
  },
  // Who may put a version live may put an earlier one back (server/rollback.ts).
  // Who publishes may put live what was pushed to main from outside the studio.
  'deploys.main': {
    roles: ['publisher', 'admin'],
    refusal: 'Only publishers and admins can put main’s waiting changes live.',
  },
  'deploys.rollback': {
    roles: ['publisher', 'admin'],
    refusal: 'Only publishers and admins can restore an earlier version of the site.',
  },
  'users.manage': {
    roles: ['admin'],
    refusal: 'Only admins can invite people, change roles or remove people.',
  },
  // The daily rebuild's hour is the site's, not a draft's: one person's choice for everyone.
  'site.rebuild-time': {
    roles: ['admin'],
    refusal: 'Only admins can change the hour of the daily rebuild.',
  },
  // How many leads each page and form brought, and how much spam was refused: no personal data.
  'leads.counts': {
    roles: everyone,
    refusal: 'Only signed-in team members can see the lead counts.',
  },
  // A lead's details are a person's name, e-mail and phone: sales and admins only.
  'leads.read': {
    roles: ['sales', 'admin'],
    refusal: 'Only sales and admins can read leads.',
  },
  'leads.update': {
    roles: ['sales', 'admin'],
    refusal: 'Only sales and admins can change a lead’s status or notes.',
  },
  'leads.export': {
    roles: ['sales', 'admin'],
    refusal: 'Only sales and admins can export leads.',
  },
  // A person's right to have their data deleted: whoever works the leads carries it out.
  'leads.delete': {
    roles: ['sales', 'admin'],
    refusal: 'Only sales and admins can delete leads.',
  },
  // Which e-mails did not go (an invitation, a lead's notice, a new-password link), and why.
  'mail.failures': {
    roles: ['admin'],
    refusal: 'Only admins can see the e-mails the studio could not send.',
  },
  // Each person's own choice of the e-mails about drafts' review (sales gets none of them).
  'mail.choices': {
    roles: siteTeam,
    refusal:
      'Only editors, reviewers, publishers and admins can choose e-mails about drafts in review.',
  },
  'audit.read': {
    roles: ['admin'],
    refusal: 'Only admins can read the audit log.',
  },
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

export function can(role: Role, action: Action): boolean {
  return (PERMISSIONS[action].roles as readonly Role[]).includes(role);
}

/** What a role may do, in the table's order (the app hides the rest). */
export function allowedActions(role: Role): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}

/** The plain-English reason a role may not do an action, for the 403. */
export function refusalFor(action: Action): string {
  return PERMISSIONS[action].refusal;
}

/**
 * One check for a request handler: null when allowed, else the refusal to send as a 403 (the
 * same shape as the studio's other refusals, server/request-guard.ts).
 */
export function refuseUnlessAllowed(
  role: Role,
  action: Action,
): { status: 403; code: 'forbidden'; error: string } | null {
  return can(role, action) ? null : { status: 403, code: 'forbidden', error: refusalFor(action) };
}
