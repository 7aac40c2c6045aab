/**
 * The studio's address says where a person is, so a reload lands there and a link can be
 * shared: `/studio/pages/pricing?view=form` (a page, in the form view), `/studio/forms/contact`,
 * `/studio/site` (the site settings), each under `/studio/drafts/<id>` in the team studio. Both
 * servers answer every `/studio/…` address with the app's page (which holds no data; the team
 * server's API still asks for a session), and the app reads the address here. The older
 * `?file=…&draft=…` addresses are still read, and written anew in this form.
 */
export type StudioView = 'form' | 'yaml';

export interface StudioAddress {
  draft: string | null;
  /** A project path (`pages/pricing.yaml`), or null for none. */
  file: string | null;
  view: StudioView | null;
  /** Why the address names nothing the studio knows, in words; null when it does. */
  unknown: string | null;
}

const DRAFT = /^drafts\/([A-Za-z0-9_-]{1,64})(?:\/(.*))?$/;
/** A page's or form's name in the address: the file's path under its folder, without `.yaml`. */
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;
/** The site settings' file (its collection, src/content/collections.ts). */
export const SITE_FILE = 'pages/_site.yaml';

function fileOf(rest: string): string | null | undefined {
  if (rest === '') return null;
  if (rest === 'site') return SITE_FILE;
  const match = /^(pages|forms)\/(.+)$/.exec(rest);
  if (!match || !NAME.test(match[2]!)) return undefined;
  return `${match[1]}/${match[2]}.yaml`;
}

export function readAddress(pathname: string, search: string): StudioAddress {
  const params = new URLSearchParams(search);
  const viewParam = params.get('view');
  const view = viewParam === 'form' || viewParam === 'yaml' ? viewParam : null;
  let rest = decodeURIComponent(pathname)
    .replace(/^\/studio\/?/, '')
    .replace(/\/$/, '');
  let draft = params.get('draft');
  const inDraft = DRAFT.exec(rest);
  if (inDraft) {
    draft = inDraft[1]!;
    rest = inDraft[2] ?? '';
  }
  // The invitation page is the team studio's own (its token is in the address's #).
  if (rest === 'invite') return { draft, file: null, view, unknown: null };
  const file = fileOf(rest);
  if (file === undefined) {
    return {
      draft,
      file: params.get('file'),
      view,
      unknown: `The address ${pathname} names no page, form or settings of the studio. Choose a file from the list.`,
    };
  }
  return { draft, file: file ?? params.get('file'), view, unknown: null };
}

/** The address of a draft (or main, null), a file and a view, as the studio writes it. */
export function addressOf({ draft, file, view }: Omit<StudioAddress, 'unknown'>): string {
  const base = draft ? `/studio/drafts/${encodeURIComponent(draft)}` : '/studio';
  const place = !file
    ? ''
    : file === SITE_FILE
      ? '/site'
      : `/${file
          .replace(/\.yaml$/, '')
          .split('/')
          .map(encodeURIComponent)
          .join('/')}`;
  const path = place === '' && !draft ? '/studio/' : base + place;
  return view ? `${path}?view=${view}` : path;
}

/** Changes part of the address in place (no new history entry: a reload lands here). */
export function updateAddress(change: Partial<Omit<StudioAddress, 'unknown'>>) {
  const now = readAddress(window.location.pathname, window.location.search);
  const next = addressOf({
    draft: change.draft !== undefined ? change.draft : now.draft,
    file: change.file !== undefined ? change.file : now.file,
    view: change.view !== undefined ? change.view : now.view,
  });
  if (next !== window.location.pathname + window.location.search)
    window.history.replaceState(null, '', next);
}
