import { Picture, type ImageField } from './Picture.tsx';

/** A person's photo, or their initials on a colour picked from their name (stable across renders). */
interface AvatarProps {
  name: string;
  image?: ImageField | undefined;
  size?: 'md' | 'lg';
}

// White initials stay above 4.5:1 contrast (WCAG AA) on every one of these.
const palette = [
  'bg-brand-700',
  'bg-orange-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-sky-700',
  'bg-rose-700',
];

export function Avatar({ name, image, size = 'md' }: AvatarProps) {
  const dimension = size === 'lg' ? 'size-20 text-2xl' : 'size-11 text-base';
  if (image) {
    return <Picture image={image} className={`${dimension} rounded-full object-cover`} />;
  }
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const colour =
    palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];
  return (
    <span
      aria-hidden="true"
      className={`${dimension} ${colour} inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white`}
    >
      {initials}
    </span>
  );
}
