/**
 * Starts the browser's download of a file the site serves (a path under public/, checked by
 * the validator), the way a link with `download` would. Returns the file's name.
 */
export function startDownload(path: string): string {
  const link = document.createElement('a');
  link.href = path;
  link.download = path.split('/').pop() ?? '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return link.download;
}
