/**
 * What a built page carries for each download its buttons name, so the browser needs no table
 * of the site's downloads: the URL of the data file the build wrote
 * (`dist/assets/downloads/<name>-<hash>.json`, src/build/download-files.ts) and the type of the block
 * that declares it, whose builder (`blocks/<type>/download.ts`) is code in the client bundle.
 */

export interface DownloadLink {
  /** The URL of the download's data file. */
  data: string;
  /** The declaring block's type: its builder is `blocks/<type>/download.ts`. */
  type: string;
}

/** A download's data file: the declaring block as the browser gets it, and the name to save as. */
export interface DownloadData {
  fileName: string;
  block: unknown;
}
