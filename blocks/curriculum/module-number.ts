/** The number a module shows, from its place in the list: 0 → "01". Shared by the page and the PDF. */
export function moduleNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
