/**
 * Server entry used by the prerenderer: renders one URL of the site to HTML with React Router's
 * data-mode static APIs and React 19's `prerenderToNodeStream`.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { NOT_FOUND_TITLE } from './render/NotFound.tsx';
import { pageRoutes, routes } from './render/routes.tsx';
import { site } from './render/site.ts';
import type { PageData } from './content/page-schema.ts';

export { site };

export interface RenderedPage {
  html: string;
  status: number;
  title: string;
  description: string;
  /** The page file, to find its chunk in the client manifest. */
  file?: string;
  /** The page's data, for its structured data. */
  page?: PageData;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export const routePaths = pageRoutes.map((route) => route.path);

// One handler for every page: building it walks the whole route table.
const handler = createStaticHandler(routes);

export async function render(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, site.url)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Every Suspense boundary is complete in a prerender: keep each in place in the HTML. A
    // boundary written out of order needs React's inline swap script, which the
    // Content-Security-Policy refuses, and the page would show its fallback.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamToString(prelude);
  const known = pageRoutes.find((route) => route.path === new URL(url, site.url).pathname);
  if (!known) {
    return {
      html,
      status: 404,
      title: NOT_FOUND_TITLE,
      description: 'The page you were looking for does not exist.',
    };
  }
  const module = await known.load();
  return {
    html,
    status: 200,
    title: module.page.title,
    description: module.page.description,
    file: module.file,
    page: module.page,
  };
}
