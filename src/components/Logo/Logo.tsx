/**
 * The brand mark: a lit diya (oil lamp) in saffron on a maroon disc. Inline so the navigation bar
 * needs no extra request on a slow network. Decorative: the site name always sits beside it.
 */
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#FBF6EE" />
      <circle cx="32" cy="32" r="27" fill="#7A1E1E" />
      <path d="M32 12c5 7 7 11 7 15a7 7 0 0 1-14 0c0-4 2-8 7-15z" fill="#FFC857" />
      <path d="M32 19c2.6 3.8 3.6 6 3.6 8a3.6 3.6 0 0 1-7.2 0c0-2 1-4.2 3.6-8z" fill="#FBF6EE" />
      <path d="M14 38h36c-1.5 8-9 13-18 13s-16.5-5-18-13z" fill="#E08A1E" />
      <path d="M22 51h20l-2.5 4h-15z" fill="#E08A1E" />
    </svg>
  );
}
