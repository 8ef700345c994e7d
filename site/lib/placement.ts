/** Placing panels that open beside a button so that they stay inside the window. */

/**
 * The left edge for a panel `width` wide that would start at `left`, moved as little as needed to lie within a
 * window `viewWidth` wide with `margin` to spare on each side (the left edge wins when the panel is too wide).
 */
export function leftInsideView(left: number, width: number, viewWidth: number, margin: number): number {
  return Math.max(margin, Math.min(left, viewWidth - width - margin));
}
