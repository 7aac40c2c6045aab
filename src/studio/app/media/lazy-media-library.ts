/**
 * The media library dialog, loaded when first opened (from the toolbar or an image field):
 * one lazy component for both, so its code is one chunk fetched once. Shown inside a LoadPart.
 */
import { lazy } from 'react';

export const MediaLibraryDialog = lazy(() =>
  import('./MediaLibraryDialog.tsx').then((module) => ({ default: module.MediaLibraryDialog })),
);
