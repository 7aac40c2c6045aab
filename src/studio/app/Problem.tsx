/**
 * What went wrong, in words, by the thing that failed: an alert, so a screen reader says it as
 * it appears. Nothing at all while there is nothing wrong.
 */
export function Problem({
  error,
  className = '',
}: {
  error: string | null | undefined;
  className?: string;
}) {
  return error ? (
    <p role="alert" className={`text-sm text-red-700 ${className}`.trim()}>
      {error}
    </p>
  ) : null;
}
