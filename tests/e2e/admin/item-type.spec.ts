/**
 * An item editor's Type control shows the item's saved type — the one its view shows — for every item of the
 * Reports, Policies and Documents cards (issue: the Reports editor showed "Select a type" while the view said
 * "SOC 2 Report"), and a changed type is what the view shows after saving.
 */
import { expect, test } from '@playwright/test';
import { cardAction, drawer, restoreDraftAfterEachTest } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

restoreDraftAfterEachTest();

/** Each item block of a drawer in view mode: its title and the Type it shows ('' without one). */
async function viewTypes(panel: ReturnType<typeof drawer>): Promise<[string, string][]> {
  return panel.locator('section[aria-label]').evaluateAll((blocks) =>
    blocks
      .filter((b) => b.querySelector('dl'))
      .map((b) => {
        const dt = [...b.querySelectorAll('dt')].find((d) => d.textContent?.trim() === 'Type');
        return [b.getAttribute('aria-label') ?? '', dt?.nextElementSibling?.textContent?.trim() ?? ''] as [string, string];
      }),
  );
}

for (const card of ['Reports', 'Policies', 'Documents']) {
  test(`${card}: the Type control shows the type the view shows`, async ({ page }) => {
    await cardAction(page, card, 'Edit');
    const panel = drawer(page, card);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    const shown = await viewTypes(panel);
    expect(shown.filter(([, type]) => type !== '').length).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const [title, type] of shown) {
      const control = panel.getByRole('region', { name: title, exact: true }).getByRole('combobox', { name: 'Type', exact: true });
      await expect(control, title).toHaveValue(type);
      await expect(control.locator('option:checked'), title).toHaveText(type || 'Select a type');
    }
  });
}

test('Reports: a changed type is saved and shown', async ({ page }) => {
  await cardAction(page, 'Reports', 'Edit');
  const panel = drawer(page, 'Reports');
  const soc2 = panel.getByRole('region', { name: 'SOC 2 Type II Report', exact: true });
  await expect(soc2.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('SOC 2 Report');
  await soc2.getByRole('combobox', { name: 'Type', exact: true }).selectOption('SOC 1 Report');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect.poll(() => viewTypes(panel)).toContainEqual(['SOC 2 Type II Report', 'SOC 1 Report']);
  await panel.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(panel.getByRole('region', { name: 'SOC 2 Type II Report', exact: true }).getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(
    'SOC 1 Report',
  );
});
