/**
 * An illustrated portrait drawn from a person's name: background, skin tone, hair style and
 * colour, shirt and glasses are picked by a hash of the name, so the same person always looks
 * the same (server and browser draw the identical picture) and two people rarely alike. Stands
 * in for a photo where content has none, instead of initials.
 */
import { textHash } from './text-hash.ts';

const backgrounds = ['#dce8ff', '#ffedd5', '#d1fae5', '#ede9fe', '#e0f2fe', '#ffe4e6', '#fef3c7'];
const skins = ['#f5d0b5', '#e8b48f', '#c98e64', '#a86f48', '#7b4b2e', '#f1c7a1'];
const hairs = ['#1f1a17', '#3b2a20', '#6b4329', '#a0703f', '#c9a066', '#5b5b5b', '#8c2f1b'];
const shirts = ['#1a46b0', '#0f766e', '#c2410c', '#7c3aed', '#0369a1', '#be123c', '#334155'];

// Each hair style: what sits behind the head, and what sits on top of it.
const hairStyles: { back?: string; front: string }[] = [
  // short, parted
  { front: 'M20 27c-1-9 5-15 12-15s13 5 12 15c-2-5-6-8-12-8-4 0-9 2-12 8z' },
  // long, past the shoulders
  {
    back: 'M18 30c-2-12 5-19 14-19s16 7 14 19l2 18H16z',
    front: 'M20 28c0-9 5-15 12-15s12 6 12 15c-4-4-9-7-15-7-3 3-6 5-9 7z',
  },
  // bun
  {
    back: 'M32 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
    front: 'M20 27c-1-9 5-14 12-14s13 5 12 14c-3-6-7-8-12-8s-9 2-12 8z',
  },
  // curly
  {
    front:
      'M19 26a5 5 0 0 1 3-9 5 5 0 0 1 6-5 5 5 0 0 1 8 0 5 5 0 0 1 6 5 5 5 0 0 1 3 9c-2-4-6-6-13-6s-11 2-13 6z',
  },
  // close crop
  { front: 'M21 23c1-7 5-10 11-10s10 3 11 10c-3-3-7-4-11-4s-8 1-11 4z' },
  // side sweep
  { front: 'M20 28c-2-10 4-16 12-16 7 0 12 4 12 12-6-1-12-3-17-7-2 3-4 7-7 11z' },
];

export function Portrait({ name, className }: { name: string; className?: string }) {
  const seed = textHash(name);
  const pick = <T,>(list: readonly T[], shift: number) => list[(seed >>> shift) % list.length]!;
  const skin = pick(skins, 3);
  const hair = pick(hairs, 7);
  const style = pick(hairStyles, 11);
  const glasses = (seed >>> 17) % 5 === 0;
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <circle cx="32" cy="32" r="32" fill={pick(backgrounds, 0)} />
      {style.back && <path d={style.back} fill={hair} />}
      <path d="M9 64c2-13 11-19 23-19s21 6 23 19z" fill={pick(shirts, 14)} />
      <path d="M27 38h10v9c-3 3-7 3-10 0z" fill={skin} />
      <path d="M27 44c3 2 7 2 10 0v-3H27z" fill="#000" opacity=".12" />
      <ellipse cx="32" cy="28" rx="11" ry="12.5" fill={skin} />
      <path d={style.front} fill={hair} />
      <circle cx="27.5" cy="29" r="1.4" fill="#1f1a17" />
      <circle cx="36.5" cy="29" r="1.4" fill="#1f1a17" />
      <path
        d="M28.5 34.5c2 1.8 5 1.8 7 0"
        fill="none"
        stroke="#7a3e2a"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      {glasses && (
        <g fill="none" stroke="#1f1a17" strokeWidth="1.1">
          <circle cx="27.5" cy="29" r="3.6" />
          <circle cx="36.5" cy="29" r="3.6" />
          <path d="M31.1 29h1.8" />
        </g>
      )}
    </svg>
  );
}
