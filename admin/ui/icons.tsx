/**
 * Small inline icons of the admin, on a 20-unit grid in the text colour. Decorative unless given a `label` (then an
 * image with that name); otherwise the control around each carries the accessible name.
 */
import type { ReactNode } from 'react';

/** An icon `size` px square: filled, or outlined with a `stroke` of that width. */
function Icon({ size, stroke, label, children }: { size: number; stroke?: number; label?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={size}
      height={size}
      fill={stroke ? 'none' : 'currentColor'}
      stroke={stroke ? 'currentColor' : undefined}
      strokeWidth={stroke}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}

export function ExpandIcon() {
  return (
    <Icon size={16} stroke={1.8}>
      <path d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6" />
    </Icon>
  );
}

export function LockIcon({ label }: { label?: string }) {
  return (
    <Icon size={14} label={label}>
      <path d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
    </Icon>
  );
}

export function HiddenIcon({ label }: { label?: string }) {
  return (
    <Icon size={16} stroke={1.6} label={label}>
      <path d="M3 3l14 14M8.5 8.6a2 2 0 0 0 2.9 2.8M6.2 6.3C4.4 7.4 3 9 2.5 10c1.3 2.6 4.2 5 7.5 5 1.4 0 2.7-.4 3.8-1.1M9 5.1c.3 0 .7-.1 1-.1 3.3 0 6.2 2.4 7.5 5-.4.8-1 1.7-1.8 2.5" />
    </Icon>
  );
}

export function DragHandleIcon() {
  return <Icon size={16}>{[5, 10, 15].map((cy) => [7, 13].map((cx) => <circle key={`${cx}:${cy}`} cx={cx} cy={cy} r="1.4" />))}</Icon>;
}

export function InfoIcon() {
  return (
    <Icon size={16}>
      <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 6.5a1 1 0 0 0-1 1V14a1 1 0 1 0 2 0V9.5a1 1 0 0 0-1-1ZM10 5a1.2 1.2 0 1 0 0 2.4A1.2 1.2 0 0 0 10 5Z" />
    </Icon>
  );
}

/** Default card icon: a shield. */
export function ShieldIcon() {
  return (
    <Icon size={20} stroke={1.6}>
      <path d="M10 2 4 4.5V9c0 4 2.6 7.3 6 9 3.4-1.7 6-5 6-9V4.5L10 2Z" />
    </Icon>
  );
}

/** A section row's icon in the re-order dialog. */
export function SectionIcon() {
  return (
    <Icon size={18} stroke={1.6}>
      <rect x="3" y="4" width="14" height="12" rx="2" />
      <path d="M3 8h14" />
    </Icon>
  );
}

/** The "more actions" button's icon: three dots. */
export function DotsIcon() {
  return (
    <Icon size={18}>
      {[4, 10, 16].map((cx) => (
        <circle key={cx} cx={cx} cy="10" r="1.6" />
      ))}
    </Icon>
  );
}
