import { join } from 'node:path';
import Database from 'better-sqlite3';
import { formatDay } from '../../src/shared/format';
import {
  DESKTOP,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  pickOption,
  screenshot,
} from './support';
import { expect, test } from './fixtures';

const STORE = 'Mailbox Harbor';
const MANAGER_EMAIL = 'harbor.manager@shop.example';
const DAY = '2026-11-20';
/** The chain's CEO, who works the section. */
const CEO = {
  username: 'mailbox.ceo',
  password: 'Mailbox-Board-2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
};

/**
 * The scheduler sends at 21:00 store time, which a test run cannot wait for; so the test records
 * the run the scheduler would have left in the app's database file, then works it from the panel.
 */
function recordSentRun(storeId: string) {
  const db = new Database(join(process.env.SHOP_E2E_DATA_DIR!, 'e2e.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    `insert into job_runs (id, job, period_key, business_date, store_id, manager_id, holder,
       leased_at, status, recipients, sent_count, error, finished_at)
     values (?, 'store_daily', ?, ?, ?, null, 'e2e', ?, 'sent', ?, 1, null, ?)`,
  ).run(
    `e2e-run-${storeId}`,
    `${storeId}:${DAY}`,
    DAY,
    storeId,
    new Date().toISOString(),
    JSON.stringify([MANAGER_EMAIL]),
    new Date().toISOString(),
  );
  db.close();
}

test.describe.serial('Smart Reports section', () => {
  test.beforeAll(async ({ chain }) => {
    const storeId = await chain.store({
      region: 'Mailbox Coast',
      name: STORE,
      storeName: 'MailHarbor',
      brand: 'Techy',
      companyName: 'TECHY',
      timezone: 'America/New_York',
    });
    await chain.user(
      {
        username: 'harbor.mail.manager',
        password: 'Harbor-Mail-2026',
        firstName: 'Hana',
        lastName: 'Harbor',
      },
      'store_manager',
      { storeId, email: MANAGER_EMAIL },
    );
    await chain.user(CEO, 'ceo');
    recordSentRun(storeId);
  });

  test('the CEO previews a store day and resends it, on a phone', async ({ signIn, page }) => {
    await page.setViewportSize(PHONE);
    await signIn(CEO);
    await page.goto('/?tab=admin');
    const section = page.getByRole('region', { name: 'Smart Reports' });
    await expect(section).toBeVisible();

    const sent = section.getByRole('list', { name: 'Sent reports' });
    // The scheduler may also have run tonight for this store; the recorded run is the one for DAY.
    const item = sent
      .getByRole('listitem')
      .filter({ hasText: STORE })
      .filter({ hasText: formatDay(DAY) });
    await expect(item).toContainText(MANAGER_EMAIL);
    await expect(item).toContainText('Sent');

    await pickOption(page, section.getByRole('combobox', { name: 'Store' }), 'Mailbox', STORE);
    await section.getByLabel('Business day').fill(DAY);
    await section.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(section.getByText(`Daily performance: ${STORE}, ${formatDay(DAY)}`)).toBeVisible();
    await expect(section.getByText(`To: ${MANAGER_EMAIL}`)).toBeVisible();
    // The frame is sandboxed with no scripts at all, so its document is checked as given to it.
    const mail = section.locator('iframe[title="E-mail preview"]');
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('srcdoc', /Repairs checked in/);
    await expect(mail).toHaveAttribute('srcdoc', /not filed/);

    await item.getByRole('button', { name: /^Resend/ }).click();
    await expect(page.getByText('Report sent again')).toBeVisible();

    await expectTouchTargets(section);
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'smart-reports-390');
  });

  test('the same section on a laptop', async ({ signIn, page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(CEO);
    await page.goto('/?tab=admin');
    const section = page.getByRole('region', { name: 'Smart Reports' });
    await expect(section.getByRole('list', { name: 'Sent reports' })).toContainText(STORE);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'smart-reports-1280');
  });
});
