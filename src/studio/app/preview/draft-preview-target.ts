/**
 * Which draft and route the reviewer's preview link names (the team server writes them into the
 * page's meta tags), or null in the editor's live preview. A module of its own: a component
 * file that also exported this could not be hot-swapped, and the studio would reload whole.
 */
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

export function draftPreviewTarget(): { id: string; route: string } | null {
  const id = meta('studio-preview-draft');
  return id ? { id, route: meta('studio-preview-route') || '/' } : null;
}
