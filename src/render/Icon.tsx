import { icons, type IconName } from './icons.ts';

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" className={className} strokeWidth={1.75} />;
}
