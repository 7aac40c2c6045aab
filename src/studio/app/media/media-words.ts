/**
 * The media library's words and search, apart from the dialog so they are tested alone: a
 * picture's facts ("JPEG · 1600 × 1000 · 240 kB"), where it is used in a sentence, and whether
 * it matches a search (its name, or the alt text any use gives it).
 */
import type { MediaItem, MediaUse } from '../api.ts';

const TYPE_NAMES: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
};

export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function pictureFacts(item: MediaItem): string {
  const size = sizeInWords(item.bytes);
  if (item.type === undefined || item.width === undefined || item.height === undefined) {
    return size;
  }
  return `${TYPE_NAMES[item.type] ?? item.type} · ${item.width} × ${item.height} · ${size}`;
}

export function usesInWords(usedIn: readonly MediaUse[]): string {
  if (usedIn.length === 0) return 'Not used on any page.';
  const pages = new Set(usedIn.map((use) => use.file)).size;
  const times = usedIn.length === 1 ? 'once' : `${usedIn.length} times`;
  return `Used ${times}, on ${pages === 1 ? '1 page' : `${pages} pages`}:`;
}

/** Every word of the query must appear in the name or in one of the alt texts. */
export function matchesSearch(item: MediaItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [item.src, ...item.usedIn.map((use) => use.alt ?? '')].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
