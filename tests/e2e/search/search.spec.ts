/**
 * Search on the public page (Public mode = the local index of the static build), at a phone's and a desktop's
 * width: the "Search content" dialog with grouped results, detail panels and typo correction, and the
 * admin-style "Search items" modal opened with Ctrl+K / Cmd+K.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CANARIES, expectNoCanaries } from '../support/canaries.ts';
import { networkIdle } from '../support/network-idle.ts';

const FAILURE = 'Failed to retrieve search results. Please try again later.';

/** The search dialog (the one holding the "Search content" box). */
function searchDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('searchbox', { name: 'Search content' }) });
}

/** Opens the dialog from the header box and types `term` into it. */
async function search(page: Page, term: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search content' }).fill(term);
  return dialog;
}

/** The results group labelled `label` ("FAQs", "Facts" …), whatever its count. */
function group(dialog: Locator, label: string): Locator {
  return dialog.getByRole('region', { name: 'Search results' }).getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
}

/**
 * Holds the search dialog's React code back until `release()`, as a slow network would: what the page does before
 * it has loaded is then what the test sees, however loaded the machine. `loaded` says whether it was let through.
 */
async function holdSearchWidget(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { loaded: false, release };
  await page.route(/\/_astro\/SearchWidget\.[^/]*\.js$/, async (route) => {
    await gate;
    held.loaded = true;
    await route.continue();
  });
  return held;
}

function itemsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search items' });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a term shows results grouped by type with counts, sorted by label, three each then "...N more", and a Top match', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'subprocessors');
      const results = dialog.getByRole('region', { name: 'Search results' });
      await expect(results).toBeVisible();

      const labels = await results.getByRole('region').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label') ?? ''));
      expect(labels.length).toBeGreaterThanOrEqual(2);
      const names = labels.map((label) => label.replace(/ \(\d+\)$/, ''));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      for (const label of labels) expect(label).toMatch(/^(Controls|Documents|Facts|FAQs|Trust Items|Updates|Webpages) \(\d+\)$/);

      // Subprocessors are facts: more than three, so three show and the rest hide behind "...N more".
      const facts = group(dialog, 'Facts');
      const count = Number((await facts.getAttribute('aria-label'))!.match(/\((\d+)\)/)![1]);
      expect(count).toBeGreaterThan(3);
      await expect(facts.getByRole('listitem')).toHaveCount(3);
      await facts.getByRole('button', { name: `...${count - 3} more` }).click();
      await expect(facts.getByRole('listitem')).toHaveCount(count);
      await expect(facts.getByRole('button', { name: /more$/ })).toHaveCount(0);

      // Exactly one result is the top match.
      await expect(results.getByText('Top match', { exact: true })).toHaveCount(1);
      expectNoCanaries(await dialog.innerHTML(), 'the search results');
    });

    test('a trust item shows its card and explanation, and Open goes to the item', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'encryption at rest');
      await group(dialog, 'Trust Items')
        .getByRole('button', { name: /Data Security - Encryption at rest/ })
        .click();
      const detail = dialog.getByRole('article', { name: 'Trust Items: Data Security - Encryption at rest' });
      await expect(detail).toBeVisible();
      await expect(detail.getByText('Card', { exact: true })).toBeVisible();
      await expect(detail.getByText('Data Security', { exact: true })).toBeVisible();
      await expect(detail.getByText('Explanation', { exact: true })).toBeVisible();
      await detail.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/\/encryption-at-rest\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Encryption at rest');
    });

    test('an FAQ shows question, answer and comment; a document its content type with view and download; an update its description', async ({ page }) => {
      await page.goto('/');
      let dialog = await search(page, 'notify customers of new subprocessors');
      await group(dialog, 'FAQs').getByRole('button').first().click();
      let detail = dialog.getByRole('article', { name: /^FAQs: / });
      await expect(detail.getByText('Question', { exact: true })).toBeVisible();
      await expect(detail.getByText('Answer', { exact: true })).toBeVisible();
      await expect(detail).toContainText('30 days');

      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('whitepaper');
      await group(dialog, 'Documents').getByRole('button').first().click();
      detail = dialog.getByRole('article', { name: /^Documents: / });
      await expect(detail.getByText('Content type', { exact: true })).toBeVisible();
      // View and Download reach the document itself, as the documents card does, from the search.
      const view = new URL((await detail.getByRole('link', { name: 'View' }).getAttribute('href'))!, page.url());
      expect(view.pathname).toMatch(/^\/api\/share\/[^/]+\/documents\/file_security_whitepaper$/);
      expect(Object.fromEntries(view.searchParams)).toEqual({
        productId: 'prod_platform',
        accessType: 'view',
        accessSource: 'search',
        itemUid: 'itm_pf_security_whitepaper',
      });
      const download = new URL((await detail.getByRole('link', { name: 'Download' }).getAttribute('href'))!, page.url());
      expect(download.pathname).toBe(view.pathname);
      expect(download.searchParams.get('accessType')).toBe('download');
      const downloaded = page.waitForEvent('download');
      await detail.getByRole('link', { name: 'Download' }).click();
      expect((await downloaded).suggestedFilename()).toBe('Northwind-Security-Whitepaper.pdf');
      const served = await page.request.get(view.toString());
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('application/pdf');

      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('zendesk consolidated');
      await group(dialog, 'Updates').getByRole('button').first().click();
      detail = dialog.getByRole('article', { name: /^Updates: Subprocessor change/ });
      await expect(detail).toContainText(/Zendesk/);
      await detail.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/[?&]tcuUid=tcu_zendesk/);
      dialog = searchDialog(page);
      await expect(dialog).toHaveCount(0);
    });

    test('the portal page itself is a Webpages result', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'thousands of operations teams');
      await group(dialog, 'Webpages')
        .getByRole('button', { name: /Northwind Cloud Trust Center/ })
        .click();
      const detail = dialog.getByRole('article', { name: /^Webpages: / });
      await expect(detail).toContainText('operations teams');
      await detail.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a search with no hits says so', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'zqxjvw');
      await expect(dialog.getByText('No results found', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Try using a different search term.', { exact: true })).toBeVisible();

      // A long run that only starts with an index word ("security") finds nothing either.
      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('securityxxxxxxxxxxxxxxxxxxxxxxxxxxx');
      await expect(dialog.getByText('No results found', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Search results' })).toHaveCount(0);
    });

    test('letters typed while the search code loads all reach the dialog', async ({ page }) => {
      await page.goto('/');
      // The search island's code arrives slowly, as on a slow network.
      await page.route('**/_astro/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
      await page.keyboard.type('encryption', { delay: 60 });
      const box = searchDialog(page).getByRole('searchbox', { name: 'Search content' });
      await expect(box).toHaveValue('encryption');
      await expect(searchDialog(page).getByRole('region', { name: 'Search results' })).toBeVisible();
      await page.keyboard.type(' at rest');
      await expect(box).toHaveValue('encryption at rest');
    });

    test('an organisation-wide FAQ opens on the product page it was found from', async ({ page }) => {
      await page.goto('/product/analytics');
      const dialog = await search(page, 'incident response plan');
      await group(dialog, 'FAQs')
        .getByRole('button', { name: /Do you have a documented incident response plan\?/ })
        .click();
      await dialog
        .getByRole('article', { name: /^FAQs: / })
        .getByRole('link', { name: 'Open' })
        .click();
      await expect(page).toHaveURL(/\/product\/analytics\?kbEntry=kb_012/);
      await expect(page.getByRole('dialog', { name: 'Knowledge Base' })).toBeVisible();
    });

    test("a product's page finds the records of that product only", async ({ page }) => {
      await page.goto('/product/analytics');
      let dialog = await search(page, 'red teaming');
      await expect(dialog.getByRole('button', { name: /AI red teaming/ })).toBeVisible();

      // The same words on the other product's page: an answer comes, without the other product's item.
      await page.goto('/');
      dialog = await search(page, 'red teaming');
      await expect(dialog.getByText('No results found', { exact: true }).or(dialog.getByRole('region', { name: 'Search results' }))).toBeVisible();
      await expect(dialog.getByRole('button', { name: /AI red teaming/ })).toHaveCount(0);
    });

    test('one-typo queries find the intended entries', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'subprocesors');
      await expect(group(dialog, 'FAQs').getByRole('button', { name: /How do you notify customers of new subprocessors\?/ })).toBeVisible();
      await expect(dialog.getByText('Showing results for subprocessors')).toBeVisible();

      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('incidnet response');
      await expect(group(dialog, 'Trust Items').getByRole('button', { name: /Incident response plan/ })).toBeVisible();

      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('encrypton');
      await expect(dialog.getByRole('button', { name: /Encryption at rest/ }).first()).toBeVisible();
    });

    test('closing with Escape resets the dialog; clearing the box clears the results', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toHaveCount(0);
      await expect(dialog.getByText('No results found')).toHaveCount(0);

      await dialog.getByRole('searchbox', { name: 'Search content' }).fill('encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search content' })).toHaveValue('');

      await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
      await expect(searchDialog(page).getByRole('searchbox', { name: 'Search content' })).toHaveValue('');
      await expect(searchDialog(page).getByRole('region', { name: 'Search results' })).toHaveCount(0);
    });

    test('the box takes at most 512 characters', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'x'.repeat(600));
      await expect(dialog.getByRole('searchbox', { name: 'Search content' })).toHaveValue('x'.repeat(512));
    });

    test('the dialog is full screen on a phone and 70vh tall, at most 800px wide, on larger screens', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'soc 2');
      const boxHeight = async () => Math.round((await dialog.getByTestId('search-dialog-box').boundingBox())!.height);
      // The dialog opens with a short scale-in animation: measure once it has settled.
      await expect.poll(boxHeight).toBe(width < 640 ? 844 : Math.round(844 * 0.7));
      const box = (await dialog.getByTestId('search-dialog-box').boundingBox())!;
      if (width < 640) {
        // It fills the whole modal layer (the viewport, less the scroll bar gutter desktop Chromium keeps).
        const layer = (await dialog.boundingBox())!;
        expect(Math.round(box.width)).toBe(Math.round(layer.width));
        expect(layer.width).toBeGreaterThanOrEqual(width - 16);
        expect(Math.round(box.height)).toBe(844);
      } else {
        expect(Math.round(box.height)).toBe(Math.round(844 * 0.7));
        expect(box.width).toBeLessThanOrEqual(800);
      }
      await expect(dialog.getByRole('heading', { name: 'Trust Center' })).toBeVisible();
    });

    test('the page behind the open dialog does not scroll; once it closes, it does', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'soc 2');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      const scrollY = () => page.evaluate(() => window.scrollY);
      const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      // The page's own scroller is closed while the dialog is open…
      expect(await rootOverflow()).toBe('hidden');
      // …so a wheel over the modal layer, at the foot of the window (below the dialog's box on larger screens), moves
      // nothing: a smooth scroll the page would follow has long started after a few hundred milliseconds.
      await page.mouse.move(width / 2, 840);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(400);
      expect(await scrollY()).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(rootOverflow).not.toBe('hidden');
      await page.mouse.wheel(0, 800);
      await expect.poll(scrollY).toBeGreaterThan(0);
    });

    test('three skeleton rows show while results load', async ({ page }) => {
      await page.route('**/pagefind/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.goto('/');
      const dialog = await search(page, 'encryption');
      const skeleton = dialog.getByRole('status', { name: 'Loading results' });
      await expect(skeleton).toBeVisible();
      await expect(skeleton.locator('[data-skeleton-row]')).toHaveCount(3);
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible({ timeout: 30_000 });
    });

    test('a search shows its skeleton only once it has run 100 ms: a quicker answer replaces the last results', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'encryption');
      const results = dialog.getByRole('region', { name: 'Search results' });
      await expect(results).toBeVisible();
      // From here on (page clock): when a term was typed last, and each time a skeleton showed, after which typing.
      await page.evaluate(() => {
        const w = window as unknown as { typedAt: number; skeletons: { at: number; typedAt: number }[] };
        w.typedAt = Number.NaN;
        w.skeletons = [];
        let shown = false;
        document.addEventListener('input', () => (w.typedAt = performance.now()), { capture: true });
        new MutationObserver(() => {
          const now = document.querySelector('[aria-label="Loading results"]') !== null;
          if (now && !shown) w.skeletons.push({ at: performance.now(), typedAt: w.typedAt });
          shown = now;
        }).observe(document.body, { childList: true, subtree: true });
      });
      const box = dialog.getByRole('searchbox', { name: 'Search content' });
      const skeletons = () => page.evaluate(() => (window as unknown as { skeletons: { at: number; typedAt: number }[] }).skeletons);
      // Whenever a skeleton shows (if at all for a term answered at once), it is after the 100 ms debounce and 100 ms
      // of search.
      await box.fill('sentry');
      await expect(results).toContainText('Sentry');
      for (const { at, typedAt } of await skeletons()) expect(at - typedAt).toBeGreaterThanOrEqual(195);
      // A term whose index is slow to come: the skeleton shows, no earlier, until the answer replaces it.
      await page.route('**/pagefind/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await box.fill('penetration');
      await expect(dialog.getByRole('status', { name: 'Loading results' })).toBeVisible();
      await expect(results).toContainText('Penetration', { timeout: 30_000 });
      const last = (await skeletons()).at(-1)!;
      expect(last.at - last.typedAt).toBeGreaterThanOrEqual(195);
    });

    test('the first search asks for Pagefind’s entry file and its WebAssembly once each, with its script', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/pagefind/')) requested.push(`${url.pathname}${url.search}`);
      });
      await page.goto('/');
      const dialog = await search(page, 'encryption');
      await expect(group(dialog, 'FAQs')).toBeVisible();
      // Asked for with Pagefind's script, and Pagefind's own requests answered from those (not asked for again).
      const entry = requested.filter((url) => url.startsWith('/pagefind/pagefind-entry.json'));
      expect(entry).toHaveLength(1);
      expect(entry[0]).toMatch(/^\/pagefind\/pagefind-entry\.json\?ts=\d+$/);
      expect(requested.filter((url) => url.startsWith('/pagefind/wasm.'))).toEqual(['/pagefind/wasm.en.pagefind']);
      // Pagefind itself asks for its WebAssembly only after the entry file, with the index's metadata.
      const meta = requested.findIndex((url) => url.endsWith('.pf_meta'));
      expect(meta).toBeGreaterThan(0);
      expect(requested.indexOf('/pagefind/wasm.en.pagefind')).toBeLessThan(meta);
    });

    test('a failed search shows the failure message and an empty list', async ({ page }) => {
      await page.route('**/pagefind/pagefind.js', (route) => route.abort());
      await page.goto('/');
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('alert')).toHaveText(FAILURE);
      await expect(dialog.getByText('No results found', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Search results' })).toHaveCount(0);
    });

    test('no gated canary is ever found', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, CANARIES[0]!);
      for (const canary of CANARIES.slice(0, 6)) {
        await dialog.getByRole('searchbox', { name: 'Search content' }).fill(canary);
        await expect(dialog.getByText('No results found', { exact: true })).toBeVisible();
      }
      // What the dialog shows (the box itself holds the typed canary).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor sees; hidden text is not shown.
      expectNoCanaries(await dialog.innerText(), 'the search dialog');
    });

    test('Ctrl+K opens the items modal: its texts, heights, keyboard navigation and Escape', async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('Control+k');
      const modal = itemsDialog(page);
      await expect(modal).toBeVisible();
      const box = modal.getByRole('combobox', { name: 'Search items' });
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('placeholder', 'Search items');
      // The results area (a list box once there are results).
      const area = modal.getByTestId('search-items-results');
      await expect(modal.getByText('Start searching above')).toBeVisible();
      expect((await area.boundingBox())!.height).toBe(144);
      await expect(modal.getByText('Enter to select')).toBeVisible();
      await expect(modal.getByText('Up/Down to navigate')).toBeVisible();
      await expect(modal.getByText('Esc to close')).toBeVisible();

      await box.fill('zqxjvw');
      await expect(modal.getByText('No results found', { exact: true })).toBeVisible();
      await expect(modal.getByText('Try using a different search term', { exact: true })).toBeVisible();
      await expect(modal.getByText('0 results')).toBeVisible();
      expect((await area.boundingBox())!.height).toBe(130);

      await box.fill('soc 2');
      await expect(modal.getByRole('listbox', { name: 'Search results' })).toBeVisible();
      const options = area.getByRole('option');
      await expect(options.first()).toBeVisible();
      const n = await options.count();
      await expect(modal.getByText(`${n} results`)).toBeVisible();
      expect((await area.boundingBox())!.height).toBe(n <= 5 ? n * 82 + (n - 1) * 4 : 467);

      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
      await box.press('ArrowUp');
      await expect(options.nth(n - 1)).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.press('Escape');
      await expect(itemsDialog(page)).toHaveCount(0);
    });

    test('Cmd+K opens the items modal; Enter on an update jumps to its topic, on an item opens it', async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('Meta+k');
      let modal = itemsDialog(page);
      const box = modal.getByRole('combobox', { name: 'Search items' });
      await box.fill('consolidated zendesk');
      await expect(modal.getByRole('option').first()).toContainText('Subprocessor change');
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]tcuUid=tcu_zendesk/);

      await page.keyboard.press('Control+k');
      modal = itemsDialog(page);
      await modal.getByRole('combobox', { name: 'Search items' }).fill('encryption at rest');
      const item = modal.getByRole('option', { name: /Data Security - Encryption at rest/ });
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(/\/encryption-at-rest\/?$/);
    });

    test('the items modal shows 15 results, then 10 more at a time while scrolled to the end', async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('Control+k');
      const modal = itemsDialog(page);
      await modal.getByRole('combobox', { name: 'Search items' }).fill('northwind');
      const counter = modal.getByText(/^\d+ results$/);
      await expect(counter).toBeVisible();
      const total = Number((await counter.textContent())?.split(' ')[0]);
      expect(total).toBeGreaterThan(15);
      const area = modal.getByRole('listbox', { name: 'Search results' });
      await expect(area.getByRole('option')).toHaveCount(15);
      expect((await area.boundingBox())!.height).toBe(467);
      await area.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(area.getByRole('option')).toHaveCount(Math.min(25, total));
      await area.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(area.getByRole('option')).toHaveCount(Math.min(35, total));
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px, first use`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the "Search items" box opens the items modal; search code loads only on first use', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      await networkIdle(page);
      expect(requested.filter((p) => p.startsWith('/pagefind/') || /SearchWidget/.test(p))).toEqual([]);

      // A box with its placeholder text on large screens, an icon on small ones: a phone has no Ctrl+K.
      const box = page.getByRole('banner').getByRole('button', { name: 'Search items' });
      await expect(box).toBeVisible();
      await box.click();
      await expect(itemsDialog(page)).toBeVisible();
      await expect.poll(() => requested.some((p) => p.startsWith('/pagefind/'))).toBe(true);
    });

    test('a pointer resting on the search box loads the search ahead of the click, and opens nothing', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/');
      await networkIdle(page);
      expect(requested.filter((p) => p.startsWith('/pagefind/') || /SearchWidget|header-search/.test(p))).toEqual([]);

      // The index and the code of the first search load; the dialog's React code waits for the first answer.
      await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).hover();
      await expect.poll(() => requested.some((p) => p.startsWith('/pagefind/')) && requested.some((p) => /header-search/.test(p))).toBe(true);
      await networkIdle(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(requested.filter((p) => /SearchWidget/.test(p))).toEqual([]);

      // The click that follows opens the dialog and searches as from nothing.
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      await expect.poll(() => requested.some((p) => /SearchWidget/.test(p))).toBe(true);
    });

    test("the first answer shows before the dialog's code has loaded, which then takes over the same dialog: box, term, focus, keyboard", async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/');
      // The dialog's React code arrives late, as on a slow network: the first answer does not wait for it.
      const island = await holdSearchWidget(page);
      await page.getByRole('banner').getByRole('searchbox', { name: 'Search content' }).click();
      await page.keyboard.type('encryption');
      const dialog = searchDialog(page);
      const box = dialog.getByRole('searchbox', { name: 'Search content' });
      const results = dialog.getByRole('region', { name: 'Search results' });
      await expect(results).toBeVisible();
      await expect(results.getByText('Top match', { exact: true })).toHaveCount(1);
      // The Top match's detail beside the list (on a phone it shows once a result is chosen).
      if (width >= 768) await expect(dialog.getByRole('article')).toBeVisible();
      await expect(box).toBeFocused();
      expect(island.loaded).toBe(false);
      island.release();

      // The dialog and its box as first shown, and when React has taken them over.
      await dialog.evaluate((element) => {
        (window as unknown as { first: Element[] }).first = [element, element.querySelector('input')!];
      });
      const takenOver = () =>
        page.evaluate(() => {
          const [element] = (window as unknown as { first: Element[] }).first;
          return Object.keys(element!).some((key) => key.startsWith('__react'));
        });
      await expect.poll(takenOver, { timeout: 15_000 }).toBe(true);
      expect(
        await page.evaluate(() => {
          const [element, input] = (window as unknown as { first: Element[] }).first;
          const dialogs = document.querySelectorAll('[data-search-root] dialog');
          return { dialogs: dialogs.length, same: dialogs[0] === element && element!.isConnected, focused: document.activeElement === input };
        }),
      ).toEqual({ dialogs: 1, same: true, focused: true });
      await expect(box).toHaveValue('encryption');

      // The keyboard moves through the results once React is there; typing goes on searching.
      const current = results.locator('[aria-current="true"]');
      const top = await current.textContent();
      await page.keyboard.press('ArrowDown');
      await expect(current).toHaveCount(1);
      await expect(current).not.toHaveText(top ?? '');
      await page.keyboard.type(' at rest');
      await expect(box).toHaveValue('encryption at rest');
      await expect(results.getByRole('button', { name: /Encryption at rest/ }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a result clicked before the dialog's code has loaded opens once it has", async ({ page }) => {
      await page.goto('/');
      const island = await holdSearchWidget(page);
      const dialog = await search(page, 'incident response plan');
      const results = dialog.getByRole('region', { name: 'Search results' });
      const faq = results.getByRole('region', { name: /^FAQs \(\d+\)$/ }).getByRole('button', { name: /Do you have a documented incident response plan\?/ });
      await expect(faq).toBeVisible();
      // Not the Top match: its detail shows only once chosen.
      await expect(faq).not.toHaveAttribute('aria-current', 'true');
      await faq.click();
      const detail = dialog.getByRole('article', { name: 'FAQs: Do you have a documented incident response plan?' });
      await page.waitForTimeout(300);
      await expect(detail).toHaveCount(0);
      expect(island.loaded).toBe(false);
      island.release();
      await expect(detail).toBeVisible({ timeout: 15_000 });
      expect(island.loaded).toBe(true);
      // Beside the list on a desktop, in its place on a phone.
      if (width >= 768) await expect(faq).toHaveAttribute('aria-current', 'true');
      else await expect(results).toBeHidden();
      await detail.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/[?&]kbEntry=kb_012/);
    });

    test("the first dialog closes before the dialog's code has loaded, and opens again", async ({ page }) => {
      await page.goto('/');
      const island = await holdSearchWidget(page);
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);
      const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search content' });
      await expect(header).toHaveValue('');
      await expect(header).toBeFocused();

      const again = await search(page, 'subprocessors');
      await expect(again.getByRole('region', { name: 'Search results' })).toBeVisible();
      await again.getByRole('button', { name: 'Close search' }).click();
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page.locator('[data-search-root] dialog')).toHaveCount(0);
      expect(island.loaded).toBe(false);

      // Its code there at last, the next search is React's.
      island.release();
      const third = await search(page, 'encryption');
      await expect(third.getByRole('region', { name: 'Search results' })).toBeVisible();
    });

    test('Ctrl+K right after Escape opens "Search items", also in the dialog React took over from the launcher', async ({ page }) => {
      await page.goto('/');
      const island = await holdSearchWidget(page);
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      island.release();
      await expect.poll(() => dialog.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))), { timeout: 15_000 }).toBe(true);
      // Escape closes the dialog at once; its close event follows in a later task, after a Ctrl+K that comes first.
      await dialog.getByRole('searchbox', { name: 'Search content' }).evaluate((box) => {
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
      });
      await expect(itemsDialog(page).getByText('Start searching above')).toBeVisible();
      await expect(searchDialog(page)).toHaveCount(0);
      // Still open once every close event has come.
      await page.waitForTimeout(300);
      await expect(itemsDialog(page).getByText('Start searching above')).toBeVisible();
    });

    test("a first search loads the search alone, with its own stylesheet; the page's islands wait for a click elsewhere", async ({ page }) => {
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === 'script') scripts.push(path);
        if (request.resourceType() === 'stylesheet') stylesheets.push(path);
      });
      await page.goto('/');
      await networkIdle(page);
      const dialog = await search(page, 'encryption');
      await expect(dialog.getByRole('region', { name: 'Search results' })).toBeVisible();
      const islands = /\/(AccessCenter|SubscribeCenter|ShareControl|DocumentsCard|KnowledgeBaseMore)\./;
      expect(scripts.filter((path) => islands.test(path))).toEqual([]);
      // The dialog's own rules (its sizes are checked above): not the portal's whole stylesheet.
      expect(stylesheets).toEqual(['/search-styles.css']);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The first click elsewhere hydrates the islands, and is answered.
      await page.getByRole('region', { name: 'Trust Center Updates' }).getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('dialog', { name: /^Subscribe to .+'s updates$/ })).toBeVisible();
      expect(scripts.some((path) => islands.test(path))).toBe(true);
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    /** Serious and critical axe violations inside `selector`. */
    async function violations(page: Page, selector: string) {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }

    test('both search dialogs have no serious or critical axe violations, empty and with results', async ({ page }) => {
      await page.goto('/');
      const dialog = await search(page, 'subprocessors');
      await expect(group(dialog, 'FAQs')).toBeVisible();
      await group(dialog, 'FAQs').getByRole('button').first().click();
      expect(await violations(page, '[data-testid="search-dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+k');
      await expect(itemsDialog(page).getByText('Start searching above')).toBeVisible();
      expect(await violations(page, '[data-testid="search-items-dialog"]')).toEqual([]);
      await itemsDialog(page).getByRole('combobox', { name: 'Search items' }).fill('encryption');
      await expect(itemsDialog(page).getByRole('option').first()).toBeVisible();
      expect(await violations(page, '[data-testid="search-items-dialog"]')).toEqual([]);
    });
  });
}
