/**
 * The built-in AI answerer (visitor spec §2 "AI answer panel"): when two sources say the same thing — the demo's
 * "Encryption at rest" item and its FAQ "Do you encrypt customer data at rest?" — the answer says it once and
 * cites both sources, each once. At 1280px and 390px.
 */
import { expect, test } from '@playwright/test';
import { accountWithMember, signInMember, unique } from '../access/access-helpers.ts';

test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 390]) {
  test(`an answer merges the same sentence from two sources and cites both once (${width}px)`, async ({ page, browser }) => {
    const label = unique('ai');
    const member = `asker@${label}.example`;
    await accountWithMember(browser, { name: `AI ${label}`, permissionProfileId: 'pp_standard_nda' }, member, 'Ari');
    await page.setViewportSize({ width, height: 844 });
    await signInMember(page, member);

    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search content' });
    if (await box.isVisible()) await box.click();
    else
      await page
        .getByRole('banner')
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    const dialog = page.getByTestId('search-dialog');
    await dialog.getByRole('tablist', { name: 'Search mode' }).getByRole('tab', { name: 'Ask AI' }).click();
    const question = dialog.getByRole('searchbox', { name: 'Ask a question' });
    await question.fill('Do you encrypt customer data at rest?');
    await question.press('Enter');
    const answer = dialog.getByRole('region', { name: 'Answer' });
    const text = answer.getByTestId('ai-answer-text');
    await expect(text).toContainText('[1][2]');
    const said = (await text.textContent()) ?? '';
    expect(said.match(/AES-256/g), said).toHaveLength(1);
    expect(said.match(/\[1\]/g), said).toHaveLength(1);
    expect(said.match(/\[2\]/g), said).toHaveLength(1);
    await answer.locator('summary', { hasText: /Generated from \d+ sources/ }).click();
    await expect(answer.getByRole('link', { name: 'Data Security - Encryption at rest' })).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Do you encrypt customer data at rest?' })).toBeVisible();
  });
}
