/**
 * A name a person typed as the words of an address or a branch name: lower-case ASCII letters,
 * digits and single hyphens; accents are dropped to their letters ("Café" → "cafe"), everything
 * else becomes a hyphen. Empty when nothing of the name is left.
 */
export function slugOf(name: string, maxLength = 48): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
