/** Card icon upload limits (admin spec §2 screen 2, §9). */
export const ICON_MAX_BYTES = 1024 * 1024;
export const ICON_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
