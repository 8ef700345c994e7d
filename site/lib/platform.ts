/**
 * The platform the portal is built on, for the footer's "Built on" branding and the welcome modal's agreement
 * text (visitor spec §2). One place, so a fork or a hosted offering changes them together.
 */
export const PLATFORM_NAME = 'Glasshouse';
/** The project's home page (the branding link's target). */
export const PLATFORM_URL = 'https://github.com/glasshouse-trust/glasshouse';
/** The platform's terms of service. */
export const PLATFORM_TERMS_URL = `${PLATFORM_URL}/blob/main/TERMS.md`;
/** The platform's privacy notice. */
export const PLATFORM_PRIVACY_URL = `${PLATFORM_URL}/blob/main/PRIVACY.md`;
/** The branding logo, served from the site itself (no third-party request). */
export const PLATFORM_LOGO = '/built-on-glasshouse.svg';
