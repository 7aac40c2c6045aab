/**
 * The reviewer's preview link (`/studio/preview/<draft>/<route>`): one page of a draft as the
 * built site shows it, its header and footer from the draft's own `_site.yaml`, so a new page
 * and a changed menu show as they will go live. Links between pages stay inside the draft.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PageData } from '../../../project/page-schema.ts';
import type { Site } from '../../../content/site-schema.ts';
import { Layout } from '../../../layout/Layout.tsx';
import { RenderErrorBoundary } from '../../../render/ErrorPage.tsx';
import { Page } from '../../../render/Page.tsx';
import { showDownloadsOf, showingBlocks } from '../../../render/downloads.ts';
import { showFormsOf } from '../../../forms/load-form.ts';
import type { PreviewContent } from '../../server/preview-content.ts';
import { site, SiteSettings } from '../../../render/site.ts';
import { apiRequest } from '../api.ts';

interface DraftPage {
  draft: { id: string; name: string; status: string; head: string };
  route: string;
}

/** An old address of the draft's site file: where its visitors are sent. */
interface DraftRedirect extends DraftPage {
  redirect: { from: string; to: string };
}

interface DraftPageShown extends DraftPage {
  file: string;
  page: PageData | null;
  problems: { line: number; column: number; message: string }[];
  site: Site | null;
  forms: PreviewContent['forms'];
  downloads: PreviewContent['downloads'];
}

export function DraftPreview({
  id,
  route,
  components,
}: {
  id: string;
  route: string;
  components: Record<string, ComponentType<never>>;
}) {
  const [shown, setShown] = useState<DraftPageShown | DraftRedirect | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    apiRequest<DraftPageShown | DraftRedirect>(
      `/__studio/api/drafts/${encodeURIComponent(id)}/preview?route=${encodeURIComponent(route)}`,
    ).then(
      (data) => {
        if ('redirect' in data) {
          document.title = `${route} · preview of “${data.draft.name}”`;
          setShown(data);
          return;
        }
        document.title = `${data.page?.title ?? route} · preview of “${data.draft.name}”`;
        // Its downloads are built from the draft's page, not the files the studio was built from.
        if (data.page) showingBlocks(data.page.blocks);
        // Its forms and other pages' downloads are the draft's too.
        showFormsOf(data.forms);
        showDownloadsOf(data.downloads);
        setShown(data);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [id, route]);

  useEffect(() => {
    // A link to another page of the site opens that page of the same draft.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href') ?? '';
      if (!link || event.defaultPrevented || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      const path = href.split(/[?#]/)[0]!;
      window.location.assign(
        `/studio/preview/${encodeURIComponent(id)}${path === '/' ? '' : path}`,
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [id]);

  if (error) {
    return (
      <p role="alert" className="p-8 text-red-700">
        {error}
      </p>
    );
  }
  if (!shown) return <p className="p-8 text-muted">Loading the draft…</p>;
  return (
    <>
      {/* A landmark of its own beside the site's header and main: every word of the page is
          in one, so a screen reader's list of regions has it. */}
      <aside aria-label="Draft preview" className="sticky top-0 z-50">
        <p role="note" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          {shown.draft.status === 'published'
            ? `Preview of the draft “${shown.draft.name}”, published: the live site has its changes.`
            : `Preview of the draft “${shown.draft.name}” (${shown.draft.status.replace('-', ' ')}) — not live yet.`}
        </p>
      </aside>
      {'redirect' in shown ? (
        <main className="mx-auto max-w-xl p-8">
          <h1 className="text-xl font-semibold">{shown.redirect.from} is an old address</h1>
          <p className="mt-2">
            Its visitors are sent on to{' '}
            <a className="text-brand-700 underline" href={shown.redirect.to}>
              {shown.redirect.to}
            </a>
            .
          </p>
        </main>
      ) : shown.page ? (
        <MemoryRouter initialEntries={[route]}>
          <SiteSettings.Provider value={shown.site ?? site}>
            <RenderErrorBoundary resetKey={shown.draft.head}>
              <Layout>
                <Page module={{ file: shown.file, route, page: shown.page, components }} />
              </Layout>
            </RenderErrorBoundary>
          </SiteSettings.Provider>
        </MemoryRouter>
      ) : (
        <p role="alert" className="p-8 text-red-700">
          This page of the draft does not validate:{' '}
          {shown.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}
        </p>
      )}
    </>
  );
}
