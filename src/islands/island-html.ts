/**
 * How an island's HTML is rendered: on its own React root (see Island.tsx). The server entry
 * installs the renderer, so that React DOM's server code never enters the browser's bundles.
 */
import type { ReactNode } from 'react';

type Renderer = (content: ReactNode, url: string, identifierPrefix: string) => string;

let renderer: Renderer | undefined;

export function setIslandRenderer(render: Renderer) {
  renderer = render;
}

export function renderIslandHtml(content: ReactNode, url: string, identifierPrefix: string) {
  if (!renderer) throw new Error('An island rendered without the server entry (islands build).');
  return renderer(content, url, identifierPrefix);
}
