/**
 * The magnifier of every search button (header, its menu field, /produtos), drawn inline rather than with lucide's
 * Search: the header renders it on every page, and lucide's as its own chunk cost /produtos about 0.2 KB gzip of
 * its 150 KB budget (decision 145).
 */
export function SearchGlyph({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </svg>
  );
}
