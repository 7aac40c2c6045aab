/** The brand mark: a rising bar chart in a rounded square. Decorative; the name is beside it. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#1a46b0" />
      <path d="M8 22h4v-5H8zM14 22h4v-9h-4zM20 22h4V9h-4z" fill="#fff" />
      <path
        d="M7 12l6-4 4 3 8-5"
        stroke="#f97316"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
