/** Names a `download:` action may use. The browser side maps each to its generator (src/render/downloads.ts). */
export const downloadNames = ['curriculum-pdf'] as const;
export type DownloadName = (typeof downloadNames)[number];
