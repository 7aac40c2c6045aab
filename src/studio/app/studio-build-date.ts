/**
 * The build date the studio's server judges dated content by (BUILD_DATE, else today in the
 * site's time zone), handed to the page in a meta tag so the preview leaves off what the build
 * does (page-on-date.ts); null when the page has none, and the preview then leaves off nothing.
 */
export const studioBuildDate = (): string | null =>
  document.querySelector<HTMLMetaElement>('meta[name="studio-build-date"]')?.content || null;
