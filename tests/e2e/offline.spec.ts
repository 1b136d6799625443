import type { Page } from '@playwright/test';
import { BUYBACK_TOASTS } from '../../src/shared/buybacks';
import { imeiCheckDigit } from '../../src/shared/imei';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { addEvidence, fillBuyback, openTab, SELLER } from './devices-support';
import { PHONE, PNG_1x1, photoFile, pickOption, screenshot, sign, signInByForm } from './support';
import { expect, test } from './fixtures';

const COUNTER = {
  username: 'westbrook.counter',
  password: 'Westbrook-Desk-2026',
  firstName: 'Morgan',
  lastName: 'Blake',
};
/** A colleague at the same store, on another device (and later on the same shared phone). */
const COLLEAGUE = {
  username: 'westbrook.bench',
  password: 'Westbrook-Bench-2026',
  firstName: 'Sam',
  lastName: 'Ortiz',
};
const STORE_MANAGER = {
  username: 'westbrook.manager',
  password: 'Westbrook-Lead-2026',
  firstName: 'Riley',
  lastName: 'Chen',
};
const CUSTOMER = { name: 'Quinn Offline', phone: '(773) 555-0199', zip: '60614' };
const HANDOVER_CUSTOMER = { name: 'Jesse Handover', phone: '(773) 555-0142', zip: '60614' };
const imei = (first14: string) => `${first14}${imeiCheckDigit(first14)}`;
const OFFLINE_IMEI = imei('35442211998877');
const FLAGGED_LATER_IMEI = imei('35442211665544');

/** The offline database's queue, read and written with the browser's own IndexedDB API. */
const QUEUE_DB = 'shop-platform-offline-v1';

/** The navbar's sync button, named by what waits and what needs attention. */
function pendingButton(page: Page) {
  return page.getByRole('button', { name: /(waiting to sync|needs? attention)$/ });
}

function mainNav(page: Page, name: 'Dashboard' | 'Customers') {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
}

async function waitForServiceWorker(page: Page) {
  // The first visit installs the worker; the next page load is the one it controls.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function checkInOffline(page: Page, customer = CUSTOMER) {
  await page.getByRole('button', { name: /New Repair Waiver/ }).click();
  const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
  await form.getByLabel('Phone number').fill(customer.phone);
  await form.getByLabel('Customer name').fill(customer.name);
  await form.getByLabel('ZIP code').fill(customer.zip);
  await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'goog', 'Google');
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Model', exact: true }),
    'pixel 8',
    'Pixel 8',
  );
  await form.getByLabel('Problem description').fill('Battery drains within two hours.');
  await form.getByLabel('Repair type').fill('Battery replacement');
  await form.getByLabel('Estimated cost').fill('89');
  await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
  await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
  await form.getByRole('button', { name: 'Create Waiver' }).click();
  await expect(form.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
  await expect(form).toBeHidden();
}

async function buybackOffline(page: Page, deviceImei: string) {
  await openTab(page, 'Buyback', true);
  await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
  const form = page.getByRole('dialog', { name: 'Device Buyback' });
  await fillBuyback(page, form, { imei: deviceImei, amount: '210' });
  await addEvidence(page, form);
  await sign(page, form.getByRole('img', { name: 'Customer signature' }));
  await form.getByRole('button', { name: 'Record Buyback' }).click();
  await expect(page.getByText(BUYBACK_TOASTS.created)).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe.serial('working offline', () => {
  // Installing the worker precaches the whole app, and the queue syncs on a 5 s beat.
  test.setTimeout(120_000);
  let storeId = '';
  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store(
      {
        region: 'Westbrook',
        name: 'Techy Westbrook',
        storeName: 'Westbrook',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [
        { person: COUNTER, role: 'store' },
        { person: COLLEAGUE, role: 'store' },
        { person: STORE_MANAGER, role: 'store_manager' },
      ],
    );
  });

  test('a check-in and a buyback made offline survive a reload and reach the server once', async ({
    signIn,
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(COUNTER);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Seen once online, so the lists have something to show offline.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    await openTab(page, 'Buyback', true);
    await expect(page.getByText('No buyback transactions yet.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Dashboard' })
      .click();

    await context.setOffline(true);
    await expect(page.getByText('Offline Mode')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // A list this device never loaded is unknown offline, not empty.
    await openTab(page, 'Sales', true);
    await expect(page.getByText(/^Not available offline yet/).first()).toBeVisible();
    await expect(page.getByText('No device sales yet.')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Dashboard' })
      .click();
    await checkInOffline(page);
    await expect(pendingButton(page)).toHaveAccessibleName('1 change waiting to sync');
    await buybackOffline(page, OFFLINE_IMEI);
    await expect(pendingButton(page)).toHaveAccessibleName('2 changes waiting to sync');
    const bought = page.getByRole('button', { name: new RegExp(`^${SELLER.name}`) });
    await expect(bought).toContainText('Pending sync');

    // A reload with the network still cut: the worker serves the app, the device keeps the writes.
    await page.reload();
    await expect(pendingButton(page)).toHaveAccessibleName('2 changes waiting to sync');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    const row = page.getByRole('listitem').filter({ hasText: CUSTOMER.name });
    await expect(row).toContainText('Pending sync');
    await screenshot(page, 'offline-pending-390', false);

    // Keep a copy of the queue to replay it again once it has been sent.
    await page.evaluate(async (name) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const read = db.transaction('syncQueue').objectStore('syncQueue').getAll();
      const entries = await new Promise<unknown[]>((resolve) => {
        read.onsuccess = () => resolve(read.result as unknown[]);
      });
      (window as unknown as { queueCopy: unknown[] }).queueCopy = entries;
      db.close();
    }, QUEUE_DB);

    await context.setOffline(false);
    await expect(page.getByText('Back Online')).toBeVisible();
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(row).not.toContainText('Pending sync');

    const serverCounts = async () => {
      const repairs = await page.request.get(
        `/api/repair-waivers?search=${encodeURIComponent(CUSTOMER.name)}`,
      );
      const buybacks = await page.request.get(`/api/device-purchases?search=${OFFLINE_IMEI}`);
      return {
        repairs: ((await repairs.json()) as { waivers: { beforePhoto: string }[] }).waivers,
        buybacks: (await buybacks.json()) as { id: string }[],
      };
    };
    const first = await serverCounts();
    expect(first.repairs).toHaveLength(1);
    expect(first.buybacks).toHaveLength(1);
    // The files came with the writes.
    expect((await page.request.get(first.repairs[0]!.beforePhoto)).status()).toBe(200);
    const detail = await page.request.get(`/api/device-purchases/${first.buybacks[0]!.id}`);
    expect(((await detail.json()) as { deviceImages: string[] }).deviceImages).toHaveLength(2);

    // The same queue again, as if a lost answer or a closed tab had left it behind: still once.
    await page.evaluate(async (name) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('syncQueue', 'readwrite');
      for (const entry of (window as unknown as { queueCopy: unknown[] }).queueCopy) {
        tx.objectStore('syncQueue').put(entry);
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    }, QUEUE_DB);
    // The app sends what it finds in the queue within a few seconds.
    await expect
      .poll(
        () =>
          page.evaluate(async (name) => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => resolve(open.result);
              open.onerror = () => reject(open.error);
            });
            const count = db.transaction('syncQueue').objectStore('syncQueue').count();
            const n = await new Promise<number>((resolve) => {
              count.onsuccess = () => resolve(count.result);
            });
            db.close();
            return n;
          }, QUEUE_DB),
        { timeout: 20_000 },
      )
      .toBe(0);
    const second = await serverCounts();
    expect(second.repairs).toHaveLength(1);
    expect(second.buybacks).toHaveLength(1);
  });

  test('a write the server refuses stays with its message until discarded', async ({
    signIn,
    page,
    context,
    chain,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(COUNTER);
    await page.goto('/');
    await waitForServiceWorker(page);
    await openTab(page, 'Buyback', true);
    await context.setOffline(true);
    await buybackOffline(page, FLAGGED_LATER_IMEI);

    // While the counter is offline, the office flags that device as stolen.
    const flag = await chain.api.post(`/api/imei/${FLAGGED_LATER_IMEI}/flags`, {
      data: { kind: 'stolen', reason: 'Reported stolen by its owner' },
    });
    expect(flag.status(), await flag.text()).toBe(201);

    await expect(pendingButton(page)).toHaveAccessibleName('1 change waiting to sync');
    await context.setOffline(false);
    // Refused, it no longer counts as waiting: it waits for a person.
    await expect(pendingButton(page)).toHaveAccessibleName('1 change needs attention', {
      timeout: 20_000,
    });
    const bought = page
      .getByRole('button', { name: new RegExp(`^${SELLER.name}`) })
      .filter({ hasText: 'Sync refused' });
    await expect(bought).toBeVisible({ timeout: 20_000 });
    await pendingButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Waiting to sync' });
    const entry = drawer.getByTestId('sync-entry');
    await expect(entry).toContainText('Refused');
    await expect(entry).toContainText('A manager must approve this buyback.');
    await screenshot(page, 'offline-refused-390', false);

    await entry.getByRole('button', { name: 'Discard' }).click();
    await entry.getByRole('button', { name: 'Discard' }).click();
    await expect(drawer.getByText('Everything is synced.')).toBeVisible();
    const server = await page.request.get(`/api/device-purchases?search=${FLAGGED_LATER_IMEI}`);
    expect(await server.json()).toEqual([]);
  });

  test('a status change made offline that another device overtook is kept to apply anyway', async ({
    signIn,
    page,
    context,
    chain,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(COUNTER);
    const created = await page.request.post('/api/repair-waivers', {
      data: {
        customerName: 'Avery Bench',
        customerPhone: '(773) 555-0177',
        customerZip: '60614',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 13',
        problemDescription: 'Cracked screen',
        repairType: 'Screen replacement',
        estimatedCost: 129,
        companyName: 'TECHY',
        beforePhoto: PNG_1x1,
        dropoffSignature: PNG_1x1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const repair = (await created.json()) as { id: string; ticketNumber: string };
    await page.goto('/');
    await waitForServiceWorker(page);
    await mainNav(page, 'Customers').click();
    const row = page.getByRole('listitem').filter({ hasText: 'Avery Bench' });
    await row.getByRole('button').click();
    const view = page.getByRole('dialog', { name: new RegExp(`Ticket ${repair.ticketNumber}`) });
    await expect(view.getByRole('button', { name: 'Update status' })).toBeVisible();

    // At the bench with the network down, Morgan starts the repair.
    await context.setOffline(true);
    await view
      .locator('label')
      .filter({ hasText: /^In Progress$/ })
      .click();
    await view.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(REPAIR_TOASTS.statusUpdated)).toBeVisible();
    await expect(view.getByText('Pending sync')).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).first().click();
    // The row of a repair the server already has shows the change as waiting, as a check-in does.
    await expect(row).toContainText('In Progress');
    await expect(row).toContainText('Pending sync');
    await expect(pendingButton(page)).toHaveAccessibleName('1 change waiting to sync');

    // Meanwhile Sam, on another device, finishes the same repair.
    const other = await chain.as(COLLEAGUE);
    const finished = await other.put(`/api/repair-waivers/${repair.id}/status`, {
      data: { repairWaiverId: repair.id, status: 'completed', fromStatus: 'received' },
    });
    expect(finished.status(), await finished.text()).toBe(200);
    await other.dispose();

    // Morgan's stale change would take the finished repair back: it is not applied, and says why.
    await context.setOffline(false);
    await expect(pendingButton(page)).toHaveAccessibleName('1 change needs attention', {
      timeout: 20_000,
    });
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('Needs attention');
    await pendingButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Waiting to sync' });
    const entry = drawer.getByTestId('sync-entry');
    await expect(entry).toContainText('Needs attention');
    await expect(entry).toContainText('Sam Ortiz changed it to Completed on');
    await expect(entry).toContainText('Apply anyway to make it In Progress now.');
    await screenshot(page, 'offline-conflict-390', false);

    // Morgan found a fault after all: the change is applied on purpose, as a move back.
    await entry.getByRole('button', { name: 'Apply anyway' }).click();
    await expect(drawer.getByText('Everything is synced.')).toBeVisible({ timeout: 20_000 });
    const server = await page.request.get(`/api/waivers/${repair.id}`);
    const waiver = ((await server.json()) as { waiver: { status: string; history: unknown[] } })
      .waiver;
    expect(waiver.status).toBe('in_progress');
    expect(waiver.history).toHaveLength(3);
  });

  test('changes left on a shared phone are named to the next person, and a manager sends them for their maker', async ({
    signIn,
    page,
    context,
    chain,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(COUNTER);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await checkInOffline(page, HANDOVER_CUSTOMER);
    await expect(pendingButton(page)).toHaveAccessibleName('1 change waiting to sync');

    // The connection comes back too weak to carry the check-in, and Morgan's shift ends.
    const weak = '**/api/repair-waivers';
    await context.route(weak, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await context.setOffline(false);
    await expect(page.getByText('Back Online')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Sam signs in on the same phone: told whose changes wait, but cannot send them.
    await signInByForm(page, COLLEAGUE);
    const notice = page.getByRole('region', {
      name: "Morgan Blake's changes are waiting on this device",
    });
    await expect(notice).toContainText('1 change not sent yet');
    await expect(notice).toContainText('They are sent when Morgan Blake signs in here.');
    await expect(notice.getByRole('button')).toHaveCount(0);
    // Sam has nothing of their own waiting.
    await expect(pendingButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // The store manager may send them for Morgan.
    await signInByForm(page, STORE_MANAGER);
    await expect(notice).toContainText('or you can send them now on their behalf');
    await screenshot(page, 'offline-shared-device-390', false);
    await context.unroute(weak);
    await notice.getByRole('button', { name: 'Send for Morgan Blake' }).click();
    await expect(page.getByText('1 change sent for Morgan Blake.')).toBeVisible();
    await expect(notice).toHaveCount(0);

    // On the server the check-in is Morgan's, once, and the log says the manager sent it.
    const found = await page.request.get(
      `/api/repair-waivers?search=${encodeURIComponent(HANDOVER_CUSTOMER.name)}`,
    );
    const waivers = ((await found.json()) as { waivers: { id: string; createdByName: string }[] })
      .waivers;
    expect(waivers.map((w) => w.createdByName)).toEqual(['Morgan Blake']);
    const log = await chain.api.get(
      `/api/admin/activity?action=repair.create&storeId=${storeId}&limit=50`,
    );
    const entries = (
      (await log.json()) as {
        entries: { entityId: string; userName: string; details: Record<string, unknown> | null }[];
      }
    ).entries.filter((e) => e.entityId === waivers[0]!.id);
    expect(entries).toEqual([
      expect.objectContaining({
        userName: 'Morgan Blake',
        details: expect.objectContaining({ sentByName: 'Riley Chen' }) as unknown,
      }),
    ]);
  });
});
