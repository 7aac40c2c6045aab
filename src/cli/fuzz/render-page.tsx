/**
 * Renders a page's data to HTML with the site's own renderer (Page and every registered block
 * component), the way the prerender does, for the fuzz test. Loaded through Vite (the unit
 * tests, or `npm run fuzz` by ssrLoadModule), which resolves the glob and the virtual modules.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PageData } from '../../project/page-schema.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { Page } from '../../render/Page.tsx';

const modules = import.meta.glob<ComponentType<never>>('/blocks/*/Component.tsx', {
  eager: true,
  import: 'default',
});
const components = Object.fromEntries(
  Object.entries(modules).map(([path, component]) => [path.split('/')[2]!, component]),
);

export function renderPage(file: string, page: PageData): string {
  const route = routeFromPageFile(file.replace(/^pages\//, '')) ?? '/';
  return renderToString(
    <StaticRouter location={route}>
      <Page module={{ file, route, page, components }} />
    </StaticRouter>,
  );
}
