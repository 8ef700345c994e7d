/**
 * How a live integration is drawn, on the portal's cards and in the admin's Integrations panels alike: the colour
 * of each status indicator state and a response time in hours or days.
 */
import type { StatusIndicator } from '../../content/integrations.ts';

export const STATUS_INDICATOR_CLASSES: Record<StatusIndicator, string> = {
  none: 'bg-base-300',
  operational: 'bg-success',
  minor: 'bg-warning',
  major: 'bg-orange-500',
  critical: 'bg-error',
  maintenance: 'bg-info',
};

/** `5.5 hours` under a day, `2.3 days` from a day on. */
export const formatHours = (h: number): string => (h < 24 ? `${Math.round(h * 10) / 10} hours` : `${Math.round((h / 24) * 10) / 10} days`);
