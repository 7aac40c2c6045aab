/**
 * A download builder: the browser side of a download a block declares. It lives beside the
 * block, as `blocks/<type>/download.ts`, and turns the block's data into a file.
 */

/** What a builder is given besides its block's data. */
export interface DownloadContext {
  brand: string;
  /** The year of a copyright line: the current one. */
  year: number;
}

export type DownloadBuilder<Block> = (
  block: Block,
  context: DownloadContext,
) => Promise<Blob> | Blob;

export function defineDownloadBuilder<Block>(
  build: DownloadBuilder<Block>,
): DownloadBuilder<Block> {
  return build;
}
