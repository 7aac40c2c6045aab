/**
 * The marks of the social networks the footer links to, drawn for the icon sprite in each
 * network's own colour (a generic "users" or "video" glyph does not say which network a link
 * opens). Simplified shapes on the 24 × 24 grid of the other icons; filled, not stroked.
 */
import { createLucideIcon } from 'lucide-react';

const filled = { stroke: 'none' };

export const Facebook = createLucideIcon('facebook', [
  ['circle', { cx: '12', cy: '12', r: '11', fill: '#1877F2', ...filled, key: 'disc' }],
  [
    'path',
    {
      d: 'M13.4 23v-8.1h2.7l.4-3.2h-3.1V9.8c0-.9.3-1.6 1.6-1.6h1.7V5.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.3v3.2h2.8V23z',
      fill: '#fff',
      ...filled,
      key: 'f',
    },
  ],
]);

export const LinkedIn = createLucideIcon('linkedin', [
  [
    'rect',
    { x: '1', y: '1', width: '22', height: '22', rx: '3', fill: '#0A66C2', ...filled, key: 'tile' },
  ],
  ['circle', { cx: '6.6', cy: '6.7', r: '1.9', fill: '#fff', ...filled, key: 'dot' }],
  ['rect', { x: '4.9', y: '9.4', width: '3.4', height: '9.8', fill: '#fff', ...filled, key: 'i' }],
  [
    'path',
    {
      d: 'M10.4 9.4h3.3v1.4c.5-.9 1.6-1.7 3.3-1.7 3 0 3.7 1.9 3.7 4.5v5.6h-3.4v-5c0-1.2-.2-2.2-1.6-2.2-1.5 0-1.9 1-1.9 2.2v5h-3.4z',
      fill: '#fff',
      ...filled,
      key: 'n',
    },
  ],
]);

export const YouTube = createLucideIcon('youtube', [
  [
    'rect',
    {
      x: '1',
      y: '4.5',
      width: '22',
      height: '15',
      rx: '4.5',
      fill: '#FF0000',
      ...filled,
      key: 'tile',
    },
  ],
  ['path', { d: 'M9.8 8.6v6.8l5.9-3.4z', fill: '#fff', ...filled, key: 'play' }],
]);
