import * as z from 'zod';
import { didYouMean } from '../../content/suggest.ts';
import { defineActionKind } from '../define-action.ts';

export const downloadAction = defineActionKind({
  key: 'download',
  fields: {
    download: z.string().describe('The file to download, one a block of the site offers'),
  },
  runsInBrowser: true,
  summary: 'Builds a file from the data of the block that declares it and saves it.',
  example: 'download: curriculum-pdf',
  checkProject({ download }, project, report) {
    if (project.downloads.has(download)) return;
    const known = [...project.downloads].sort();
    report({
      problem: 'unknown-download',
      message: `no block declares the download "${download}" (known downloads: ${known.join(', ') || 'none'})${didYouMean(download, known)}`,
    });
  },
});
