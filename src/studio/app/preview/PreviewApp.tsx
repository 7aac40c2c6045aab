/**
 * The preview frame's app: the page object the studio sends, rendered by the site's own
 * `<Page>` inside the site's `<Layout>` (header, footer, modal host), under a memory router at
 * the page's route so links, forms and filters behave as on the site without leaving the frame.
 */
import { memo, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { Layout } from '../../../layout/Layout.tsx';
import { RenderErrorBoundary } from '../../../render/ErrorPage.tsx';
import { Page, type BlockFrame } from '../../../render/Page.tsx';
import { showDownloadsOf, showingBlocks } from '../../../render/downloads.ts';
import { showFormsOf } from '../../../forms/load-form.ts';
import { site, SiteSettings } from '../../../render/site.ts';
import type { RenderedSite } from '../../../content/site-schema.ts';
import type { PageModule } from '../../../render/page-module.ts';
import type { FromPreview, ToPreview } from '../preview-protocol.ts';
import { shareEqual } from './share-equal.ts';
import { useBlockOutline } from './use-block-outline.ts';
import { DraftPreview } from './DraftPreview.tsx';
import {
  EditableFields,
  SITE_SETTINGS,
  type EditableFieldsValue,
} from '../../../render/editable-text.tsx';
import { LandmarkNames } from '../../../render/landmark-names.tsx';
import { MarkedText } from './MarkedText.tsx';
import { usePageEditing } from './use-page-editing.ts';
import { draftPreviewTarget } from './draft-preview-target.ts';

// Every registered block's component: the studio may add any of them while the author types.
const components = import.meta.glob<ComponentType<never>>('/blocks/*/Component.tsx', {
  import: 'default',
  eager: true,
});
// Memoised: with the structural sharing below, a keystroke re-renders only the block it changed.
const componentsByType = Object.fromEntries(
  Object.entries(components).map(([path, component]) => [
    path.split('/')[2]!,
    memo(component as ComponentType<object>),
  ]),
) as Record<string, ComponentType<never>>;

// Not exported: a module that exports only components is one Vite can refresh in place.
const tellStudio = (message: FromPreview) =>
  window.parent.postMessage(message, window.location.origin);

type RenderMessage = Extract<ToPreview, { type: 'render' }>;

const frame: BlockFrame = (index, block) => (
  // `display: contents` adds no box: the page's layout is exactly the site's.
  <div data-studio-block={index} style={{ display: 'contents' }}>
    {block}
  </div>
);

// One value per block, kept: a new object each render would re-render every memoised block.
const blockFields = new Map<number, EditableFieldsValue>();
const fieldsOf = (index: number) => {
  let fields = blockFields.get(index);
  if (!fields) blockFields.set(index, (fields = { base: ['blocks', index], Mark: MarkedText }));
  return fields;
};

/** The header's and footer's texts: marked with paths into the site settings. */
const siteFields: EditableFieldsValue = { base: [SITE_SETTINGS], Mark: MarkedText };

/** The same frame, with each block's texts marked with their fields for typing on the page. */
const editingFrame: BlockFrame = (index, block) =>
  frame(index, <EditableFields.Provider value={fieldsOf(index)}>{block}</EditableFields.Provider>);

function RenderedPage({ render, editing }: { render: RenderMessage; editing: boolean }) {
  useLayoutEffect(() => {
    // Committed now; the animation frame comes just before the browser paints it, so the studio
    // hears of it when what the author sees is up to date (a passive effect would add a task).
    const frameId = requestAnimationFrame(() => tellStudio({ type: 'rendered', seq: render.seq }));
    return () => cancelAnimationFrame(frameId);
  }, [render.seq]);
  // Its downloads are built from the page as the author sees it, unsaved edits included.
  useLayoutEffect(() => showingBlocks(render.page.blocks), [render.page]);
  const module: PageModule = {
    file: render.file,
    route: render.route,
    page: render.page,
    components: componentsByType,
  };
  return <Page module={module} frame={editing ? editingFrame : frame} />;
}

export function PreviewApp() {
  const draft = draftPreviewTarget();
  if (draft) return <DraftPreview {...draft} components={componentsByType} />;
  return <LivePreview />;
}

/** The editor's preview: the page the studio sends, as the author types. */
function LivePreview() {
  const [render, setRender] = useState<RenderMessage | null>(null);
  const [siteSettings, setSiteSettings] = useState<RenderedSite>(site);
  const [highlight, setHighlight] = useState<{ index: number | null; scroll: boolean }>({
    index: null,
    scroll: false,
  });
  const [editing, setEditing] = useState(false);
  const [landmarkPrefix, setLandmarkPrefix] = useState('');
  useBlockOutline(highlight.index, highlight.scroll, render?.seq);
  usePageEditing(editing, tellStudio);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (event.data.type === 'render') {
        const next = event.data;
        // At once, inside this message's task: rendering it is all the frame is for.
        flushSync(() =>
          setRender((previous) =>
            previous ? { ...next, page: shareEqual(previous.page, next.page) } : next,
          ),
        );
      }
      if (event.data.type === 'highlight') setHighlight(event.data);
      if (event.data.type === 'site') setSiteSettings(event.data.site);
      if (event.data.type === 'editing') setEditing(event.data.on);
      if (event.data.type === 'landmarks') setLandmarkPrefix(event.data.prefix);
      if (event.data.type === 'content') {
        showFormsOf(event.data.forms);
        showDownloadsOf(event.data.downloads);
      }
    };
    window.addEventListener('message', onMessage);
    tellStudio({ type: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const block = target?.closest?.('[data-studio-block]');
      if (block) {
        tellStudio({
          type: 'select-block',
          index: Number(block.getAttribute('data-studio-block')),
          focusSource: true,
        });
      }
      // A plain link would load another document into the frame: the preview stays put. A link
      // that saves a file (a download's) loads none: it goes ahead.
      const link = target?.closest?.('a[href]');
      const href = link?.getAttribute('href') ?? '';
      if (
        link &&
        !event.defaultPrevented &&
        !href.startsWith('#') &&
        !link.hasAttribute('download')
      )
        event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Nothing rendered yet (or the page opened invalid): the studio's own pane says why, in its
  // type, not the scaled frame's.
  if (!render) return null;
  return (
    <MemoryRouter key={render.route} initialEntries={[render.route]}>
      <SiteSettings.Provider value={siteSettings}>
        <RenderErrorBoundary resetKey={String(render.seq)}>
          {/* The blocks' own fields (editingFrame) take over inside the page. */}
          <EditableFields.Provider value={editing ? siteFields : null}>
            <LandmarkNames prefix={landmarkPrefix}>
              <Layout>
                <RenderedPage render={render} editing={editing} />
              </Layout>
            </LandmarkNames>
          </EditableFields.Provider>
        </RenderErrorBoundary>
      </SiteSettings.Provider>
    </MemoryRouter>
  );
}
