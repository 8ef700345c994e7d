/**
 * A tooltip that assistive technology reads (`role="tooltip"`, referenced by `aria-describedby`) and that shows on
 * hover and keyboard focus — also around a disabled button, which receives no pointer events itself.
 */
import { useId, type ReactNode } from 'react';

export function Tooltip({ text, children, placement = 'top' }: { text: string; children: (describedBy: string) => ReactNode; placement?: 'top' | 'bottom' }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none invisible absolute left-1/2 z-50 w-max max-w-64 -translate-x-1/2 rounded bg-neutral px-2 py-1 text-xs text-neutral-content opacity-0 shadow transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${placement === 'top' ? 'bottom-full mb-1' : 'top-full mt-1'}`}
      >
        {text}
      </span>
    </span>
  );
}
