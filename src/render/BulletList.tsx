/** Short points as a list, each behind the accent dot (feature cards, job openings). */
export function BulletList({
  points,
  className,
}: {
  points: readonly string[];
  className: string;
}) {
  if (points.length === 0) return null;
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
          {point}
        </li>
      ))}
    </ul>
  );
}
