/** Formats whole dollars the way the spec writes prices: 2997 → "$2,997", 8500 → "$8,500". */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
