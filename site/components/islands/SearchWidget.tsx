/**
 * The search island: renders the dialog the controller says is open. Loaded by `SearchLauncher.astro` the first
 * time a visitor uses a search box, so React and Pagefind cost nothing until then.
 *
 * The source is chosen once per page: the local index in Public mode. Account mode will pass a semantic source
 * (the edge's `POST /api/share/{orgId}/search`) implementing the same `SearchSource` interface.
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { LocalSearchSource } from '../../lib/search/local-source.ts';
import type { SearchSource } from '../../lib/search/types.ts';
import { SearchController } from './search-controller.ts';
import { SearchDialog, type SearchBranding } from './SearchDialog.tsx';
import { SearchItemsModal } from './SearchItemsModal.tsx';

export interface SearchWidgetProps extends SearchBranding {
  controller: SearchController;
  source: SearchSource;
}

export function SearchWidget({ controller, source, ...branding }: SearchWidgetProps) {
  const request = useSyncExternalStore(controller.subscribe, () => controller.request, () => null);
  if (!request) return null;
  const close = () => controller.close();
  // Keyed by the request: every opening starts from a fresh dialog (closing resets results, form and mode).
  return request.kind === 'items' ? (
    <SearchItemsModal key={request.seq} source={source} onClose={close} />
  ) : (
    <SearchDialog key={request.seq} source={source} initialTerm={request.term} onClose={close} {...branding} />
  );
}

export interface MountSearchOptions extends SearchBranding {
  /** Only this product's records (the product page the visitor is on), or all. */
  productId?: string;
  /** Another source (default: the local index). */
  source?: SearchSource;
}

/** Renders the search island into `container`; the returned controller opens and closes its dialogs. */
export function mountSearch(container: Element, { productId, source, ...branding }: MountSearchOptions): SearchController {
  const controller = new SearchController();
  const chosen = source ?? new LocalSearchSource({ productId });
  createRoot(container).render(<SearchWidget controller={controller} source={chosen} {...branding} />);
  return controller;
}
