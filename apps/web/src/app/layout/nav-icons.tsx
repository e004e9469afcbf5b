// Small inline icons for the signed-in navigation: no icon library for four shapes. All are
// decorative (aria-hidden); the buttons and items they sit in carry the words.

const common = {
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ChevronDownIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function PersonIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function MenuIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}
