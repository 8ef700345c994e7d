import { describe, expect, it } from 'vitest';
import { popoverPosition } from '../../site/components/islands/Modal.tsx';

const view = { width: 1280, height: 800 };

describe('popoverPosition (a modal anchored to the button that opened it)', () => {
  it('opens 8px below the button, aligned with its left edge, 384px wide', () => {
    expect(popoverPosition({ top: 100, bottom: 132, left: 200 }, 300, view)).toEqual({ top: 140, left: 200, width: 384 });
  });

  it('opens above the button when there is no room below', () => {
    expect(popoverPosition({ top: 600, bottom: 632, left: 200 }, 300, view)).toEqual({ top: 292, left: 200, width: 384 });
  });

  it('stays inside the window: shifted left near the right edge, at the top when there is room on neither side', () => {
    expect(popoverPosition({ top: 100, bottom: 132, left: 1200 }, 300, view).left).toBe(1280 - 384 - 16);
    expect(popoverPosition({ top: 300, bottom: 332, left: 0 }, 700, view)).toEqual({ top: 8, left: 16, width: 384 });
  });

  it('narrows to the window less its margins', () => {
    expect(popoverPosition({ top: 0, bottom: 20, left: 0 }, 100, { width: 400, height: 800 }).width).toBe(368);
  });
});
