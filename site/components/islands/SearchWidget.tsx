/**
 * The search island: renders the dialog the controller says is open. Loaded by `SearchLauncher.astro` the first
 * time a visitor uses a search box, so React and Pagefind cost nothing until then.
 *
 * The backend follows the viewer (`$viewer`, visitor spec §4 "Search backend"): the local index (Pagefind) in
 * Public mode; the edge's semantic search for an account member, or for staff previewing as an account or
 * permission profile — unless the edge says no data store is set up, in which case the local index answers.
 * The semantic source and the AI answer panel are loaded only for those viewers.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GroupedAnswer } from '../../../content/search/grouping.ts';
import { LocalSearchSource, onProductPage } from '../../../content/search/local-source.ts';
import type { AiAnswerResult, SemanticSearchSource } from '../../lib/search/semantic-source.ts';
import { LOCAL_DEBOUNCE_MS, SEMANTIC_DEBOUNCE_MS, type SearchOptions, type SearchPage, type SearchSource } from '../../../content/search/types.ts';
import type { QueryState } from '../../lib/search/query-rules.ts';
import { $viewer, previewQuery, type PageViewer } from '../../lib/viewer-mode.ts';
import { SearchController } from './search-controller.ts';
import { SearchDialog } from './SearchDialog.tsx';
import type { SearchBranding } from './search/SearchDialogHeader.tsx';
import type { AiAnswerer } from './search/search-mode.ts';
import { SearchItemsModal } from './SearchItemsModal.tsx';

export interface SearchWidgetProps extends SearchBranding {
  controller: SearchController;
  source: SearchSource;
  productId?: string;
  /** Path of that product's page (links to sections of the home page open there). */
  productPath?: string;
  /** Where the search of the open dialog stood when this island took it over from the launcher. */
  initialQuery?: { seq: number; query: QueryState<GroupedAnswer> };
}

/** Whether the viewer's backend is semantic search: AccountExternal, or Preview as an account or profile. */
export function usesSemantic(viewer: PageViewer): boolean {
  if (viewer.kind === 'account') return true;
  return viewer.kind === 'preview' && !!(viewer.previewingAs.accountId || viewer.previewingAs.permissionProfileId);
}

/**
 * The search of an account member or previewing staff: the semantic source (loaded on first use) when the edge
 * serves it to this viewer, else the local fallback. Also the dialog's AI answerer.
 */
export class ViewerSearchSource implements SearchSource, AiAnswerer {
  #semantic: Promise<SemanticSearchSource> | null = null;
  /** Whether the edge serves semantic search to this viewer (null until it said). */
  #served: boolean | null = null;

  /** `local` once the edge said it has no data store for this viewer. */
  get kind(): 'local' | 'semantic' {
    return this.#served === false ? 'local' : 'semantic';
  }

  /** 500 ms for semantic search, 100 ms once the local index answers instead (visitor spec §4). */
  get debounceMs(): number {
    return this.#served === false ? LOCAL_DEBOUNCE_MS : SEMANTIC_DEBOUNCE_MS;
  }

  private readonly viewer: Exclude<PageViewer, { kind: 'public' }>;
  private readonly fallback: SearchSource;
  private readonly productPath?: string;
  constructor(viewer: Exclude<PageViewer, { kind: 'public' }>, fallback: SearchSource, productPath?: string) {
    this.viewer = viewer;
    this.fallback = fallback;
    this.productPath = productPath;
  }

  #load(): Promise<SemanticSearchSource> {
    this.#semantic ??= import('../../lib/search/semantic-source.ts').then(
      ({ SemanticSearchSource }) => new SemanticSearchSource({ orgId: this.viewer.orgId, productId: this.viewer.productId, query: previewQuery(this.viewer) }),
    );
    this.#semantic.catch(() => (this.#semantic = null));
    return this.#semantic;
  }

  warmUp(): void {
    void this.#load()
      .then((s) => s.status())
      .then((status) => (this.#served = status.semantic))
      .catch(() => {});
    this.fallback.warmUp?.();
  }

  /** Only the local fallback loads anything ahead of a search. */
  prepare(term: string): void {
    if (this.#served === false) this.fallback.prepare?.(term);
  }

  async search(term: string, options?: SearchOptions): Promise<SearchPage> {
    const semantic = await this.#load();
    this.#served = (await semantic.status()).semantic;
    if (!this.#served) return this.fallback.search(term, options);
    const page = await semantic.search(term, options);
    return { ...page, results: page.results.map((result) => onProductPage(result, this.productPath)) };
  }

  async available(): Promise<boolean> {
    const semantic = await this.#load();
    return (await semantic.status()).ai;
  }

  async answer(question: string): Promise<AiAnswerResult> {
    return (await this.#load()).answer(question);
  }
}

export function SearchWidget({ controller, source, productId, productPath, initialQuery, ...branding }: SearchWidgetProps) {
  // The request is the same when hydrating the launcher's dialog (no server renders this island).
  const request = useSyncExternalStore(
    controller.subscribe,
    () => controller.request,
    () => controller.request,
  );
  const viewer = useStore($viewer);
  const chosen = useMemo(
    () => (usesSemantic(viewer) ? new ViewerSearchSource(viewer as Exclude<PageViewer, { kind: 'public' }>, source, productPath) : null),
    [viewer, source, productPath],
  );
  if (!request) return null;
  const seq = request.seq;
  const close = () => controller.close(seq);
  const orgId = viewer.kind === 'public' ? (document.documentElement.dataset.orgId ?? '') : viewer.orgId;
  // Keyed by the request: every opening starts from a fresh dialog (closing resets results, form and mode).
  return request.kind === 'items' ? (
    <SearchItemsModal key={request.seq} source={source} onClose={close} />
  ) : (
    <SearchDialog
      key={request.seq}
      source={chosen ?? source}
      ai={chosen}
      orgId={orgId}
      productId={viewer.kind === 'public' ? productId : viewer.productId}
      initialTerm={request.term}
      initialTypedAt={request.typedAt}
      initialQuery={initialQuery?.seq === request.seq ? initialQuery.query : undefined}
      onClose={close}
      {...branding}
    />
  );
}

export interface MountSearchOptions extends SearchBranding {
  /** Only this product's records (the product page the visitor is on), or all. */
  productId?: string;
  /** Path of that product's page: links to sections of the home page open there instead. */
  productPath?: string;
  /** Another source (default: the local index). */
  source?: SearchSource;
  /** The controller the launcher opens and closes dialogs with (default: a new one). */
  controller?: SearchController;
  /**
   * Where the search of the open dialog stands, when the launcher shows that dialog already (`first-dialog.ts`):
   * the island then takes over (hydrates) the launcher's DOM, which must be all `container` holds.
   */
  takeOver?: QueryState<GroupedAnswer>;
  /** Hydration found DOM it could not take over (React then renders the dialog anew). */
  onRecoverableError?: (error: unknown) => void;
}

/** Renders the search island into `container`; the returned controller opens and closes its dialogs. */
export function mountSearch(
  container: Element,
  { productId, productPath, source, controller = new SearchController(), takeOver, onRecoverableError, ...branding }: MountSearchOptions,
): SearchController {
  const chosen = source ?? new LocalSearchSource({ productId, productPath });
  const request = controller.request;
  const initialQuery = takeOver && request ? { seq: request.seq, query: takeOver } : undefined;
  const widget = (
    <SearchWidget controller={controller} source={chosen} productId={productId} productPath={productPath} initialQuery={initialQuery} {...branding} />
  );
  if (initialQuery) hydrateRoot(container, widget, onRecoverableError ? { onRecoverableError } : {});
  else createRoot(container).render(widget);
  return controller;
}
