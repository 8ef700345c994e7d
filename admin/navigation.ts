/**
 * The admin's sections, each at an address of its own (`/admin`, `/admin/settings/…`, `/admin/access` …), so a
 * section can be bookmarked, shared and reopened after a reload; the browser's Back and Forward move between them.
 * Every address is a page of the static build (`site/pages/admin/[...section].astro`) that mounts the same app,
 * which shows the section the address names. Older links (`/admin#access`, `/admin?expiring=1`,
 * `/admin?assist=…`, sent in emails before sections had addresses) open their section too.
 */
import { atom } from 'nanostores';

export type AdminSection = 'trust-center' | 'settings' | 'access' | 'subscribers' | 'expiring' | 'analytics';

export interface AdminSectionLink {
  id: AdminSection;
  /** The section's address. */
  path: string;
  /** Its name in the navigation (and its heading). */
  label: string;
}

/** The sections in navigation order. */
export const ADMIN_SECTIONS: readonly AdminSectionLink[] = [
  { id: 'trust-center', path: '/admin', label: 'Trust Center' },
  { id: 'settings', path: '/admin/settings', label: 'Settings' },
  { id: 'access', path: '/admin/access', label: 'Access' },
  { id: 'subscribers', path: '/admin/subscribers', label: 'Subscribers' },
  { id: 'expiring', path: '/admin/expiring', label: 'Expiring soon' },
  { id: 'analytics', path: '/admin/analytics', label: 'Analytics' },
];

/** The settings tabs' address segments (`/admin/settings/{segment}`), by tab. */
export const SETTINGS_TAB_PATHS = {
  content: 'content',
  customization: 'customization',
  products: 'products',
  updates: 'updates',
  kb: 'knowledge-base',
  integrations: 'integrations',
  questionnaires: 'questionnaires',
  tprm: 'tprm-partners',
  staff: 'staff',
  sessions: 'sessions',
  plan: 'plan',
} as const;

export type SettingsTab = keyof typeof SETTINGS_TAB_PATHS;

export interface AdminLocation {
  section: AdminSection;
  /** The settings tab the address names, if any. */
  settingsTab?: SettingsTab;
}

/** The section (and settings tab) an address shows. */
export function locationOf(url: URL): AdminLocation {
  const segments = url.pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const [, first, second] = segments;
  if (first === 'settings') {
    const tab = (Object.keys(SETTINGS_TAB_PATHS) as SettingsTab[]).find((key) => SETTINGS_TAB_PATHS[key] === second);
    return tab ? { section: 'settings', settingsTab: tab } : { section: 'settings' };
  }
  const named = ADMIN_SECTIONS.find((section) => section.path === `/admin/${first}`);
  if (named) return { section: named.id };
  // Links sent before sections had addresses.
  if (url.hash === '#access') return { section: 'access' };
  if (url.searchParams.has('expiring')) return { section: 'expiring' };
  if (url.searchParams.has('assist')) return { section: 'settings', settingsTab: 'questionnaires' };
  return { section: 'trust-center' };
}

/** The address of a section, or of a settings tab. */
export function pathOf(section: AdminSection, settingsTab?: SettingsTab): string {
  const path = ADMIN_SECTIONS.find((link) => link.id === section)!.path;
  return section === 'settings' && settingsTab ? `${path}/${SETTINGS_TAB_PATHS[settingsTab]}` : path;
}

/** Where the admin is; follows Back and Forward. */
export const $location = atom<AdminLocation>(typeof window === 'undefined' ? { section: 'trust-center' } : locationOf(new URL(window.location.href)));

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => $location.set(locationOf(new URL(window.location.href))));
  // An older link (`/admin#access`, `/admin?expiring=1`, `/admin?assist=…`) takes its section's address.
  const url = new URL(window.location.href);
  const { section, settingsTab } = $location.get();
  if (section !== 'trust-center' && url.pathname.replace(/\/+$/, '') === '/admin') {
    url.searchParams.delete('expiring');
    window.history.replaceState(window.history.state, '', `${pathOf(section, settingsTab)}${url.search}`);
  }
}

/**
 * Shows a section (a new history entry) or, with `replace`, changes the address of the one shown (a settings tab
 * chosen). The query string is kept only where it still means something (it is dropped when the section changes).
 */
export function navigate(location: AdminLocation, { replace = false }: { replace?: boolean } = {}): void {
  const current = $location.get();
  const path = pathOf(location.section, location.settingsTab);
  const keepQuery = current.section === location.section;
  const url = `${path}${keepQuery ? window.location.search : ''}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
  $location.set(location);
  if (!replace) window.scrollTo({ top: 0 });
}
