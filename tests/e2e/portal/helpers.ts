/** Shared bits of the portal end-to-end specs (the demo organisation Northwind Cloud). */
export const ORG_NAME = 'Northwind Cloud';
export const ORG_ID = 'org_northwind';
export const PORTAL_TITLE = 'Trust Center';
/** The two widths every portal flow is checked at. */
export const WIDTHS = [390, 1280] as const;
