/** Simple brand glyphs drawn by us (lucide no longer ships brand logos). */
export function SocialIcon({ name }: { name: string }) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24" };
  switch (name) {
    case "Instagram":
      return (
        <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      );
    case "Facebook":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V9c0-.6.4-1 1-1Z" />
        </svg>
      );
    default:
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M4 9h4v11H4zM6 3.5A2.2 2.2 0 1 1 6 8a2.2 2.2 0 0 1 0-4.5ZM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.4 0 4.5 2 4.5 5.4V20h-4v-5.3c0-1.5-.3-2.8-1.9-2.8-1.7 0-2.1 1.2-2.1 2.8V20h-4z" />
        </svg>
      );
  }
}
