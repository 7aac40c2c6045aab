/**
 * A whole number as messages write it: 12,345. Not `toLocaleString`, whose first call loads
 * the locale's number format (a hundredth of a second of every build's start, for a comma).
 */
export const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
