/**
 * The one place the static site gets its data from: the snapshot JSON named by env `GLASSHOUSE_SNAPSHOT`,
 * validated with `SnapshotSchema` and reduced to what an anonymous visitor may see.
 *
 * Only `portal` (the policy-filtered public view) is exported. The raw snapshot never leaves this module, so
 * no page can render gated text, a hidden item's file name or a private document into the static build or the
 * Pagefind index (ARCHITECTURE.md "One access policy").
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { COOKIE_BANNER_TYPES, SnapshotSchema, publicView, type PortalView } from '../../content/index.ts';

/** Default portal title (visitor spec §9). */
export const DEFAULT_PORTAL_TITLE = 'Trust Center';

function loadPortal(): PortalView {
  const file = process.env.GLASSHOUSE_SNAPSHOT;
  if (!file) {
    throw new Error(
      'GLASSHOUSE_SNAPSHOT is not set. Point it at the absolute path of a published snapshot JSON file ' +
        '(edge/node/site-build/build-site.ts does this for every build).',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the snapshot ${file}: ${(error as Error).message}`);
  }
  const parsed = SnapshotSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The snapshot ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  const view = publicView(parsed.data);
  assertSupportedCookieBanner(view);
  return view;
}

/**
 * "An unsupported cookie banner type is an error" (visitor spec §2 footer). The schema accepts any string so
 * that the draft stays editable; publishing is where it must fail, before a broken footer goes live.
 */
function assertSupportedCookieBanner(view: PortalView): void {
  const banner = view.customization.scripts.cookie_banner;
  if (banner.show && !(COOKIE_BANNER_TYPES as readonly string[]).includes(banner.type)) {
    throw new Error(`Unsupported cookie banner type "${banner.type}". Supported types: ${COOKIE_BANNER_TYPES.join(', ')}.`);
  }
}

/** What anonymous visitors may see of the published snapshot. */
export const portal: PortalView = loadPortal();

/** The portal title shown in the header and the page titles. */
export const portalTitle: string = portal.customization.portalTitle.trim() || DEFAULT_PORTAL_TITLE;
