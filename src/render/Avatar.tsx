import { Picture, type ImageField } from './Picture.tsx';
import { Portrait } from './Portrait.tsx';

/** A person's photo, or an illustrated portrait drawn from their name (stable across renders). */
interface AvatarProps {
  name: string;
  image?: ImageField | undefined;
  size?: 'md' | 'lg';
}

export function Avatar({ name, image, size = 'md' }: AvatarProps) {
  const dimension = size === 'lg' ? 'size-20' : 'size-11';
  if (image) {
    return <Picture image={image} className={`${dimension} rounded-full object-cover`} />;
  }
  return <Portrait name={name} className={`${dimension} shrink-0 rounded-full`} />;
}
