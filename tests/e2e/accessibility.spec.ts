import type { Locator, Page } from '@playwright/test';
import { imeiCheckDigit } from '../../src/shared/imei';
import { expectAccessible } from './axe';
import { receiptPdf } from './devices-support';
import { signatureDataUrl } from './printing-support';
import {
  ADMIN,
  CEO,
  DESKTOP,
  PHONE,
  createStoreWithStaff,
  expect,
  photoFile,
  signInByApi,
  test,
} from './support';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every screen and every dialog, at a phone's width and a
 * laptop's, signed in as the role that uses each; any critical or serious violation fails. The
 * spec makes its own store, people and records through the API.
 */
/** A worker that starts over (after a failure) sets up anew under names of its own. */
const RUN = Date.now().toString(36);
const person = (username: string, firstName: string, lastName: string) => ({
  username: `${username}.${RUN}`,
  password: 'Reach-Every-2026',
  firstName,
  lastName,
});
const COUNTER = person('a11y.counter', 'Rosa', 'Diaz');
const MANAGER = person('a11y.manager', 'Ken', 'Ito');
const AREA = person('a11y.area', 'Ines', 'Moreau');
const REGIONAL = person('a11y.regional', 'Omar', 'Farouk');
const STORE = `Techy Access Corner ${RUN}`;
const REGION = `Access Row ${RUN}`;
const CUSTOMER = 'Priya Natarajan';
const imei = (first14: string) => `${first14}${imeiCheckDigit(first14)}`;

const records = { repairId: '', statusUrl: '', saleId: '', buybackId: '' };

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL! },
  });
  const storeId = await createStoreWithStaff(
    admin,
    {
      region: REGION,
      name: STORE,
      storeName: 'Access Corner',
      brand: 'Techy',
      companyName: 'TECHY',
    },
    [
      { person: COUNTER, role: 'store' },
      { person: MANAGER, role: 'store_manager' },
    ],
  );
  const regions = (await (await admin.get('/api/regions')).json()) as {
    id: string;
    name: string;
  }[];
  const regionId = regions.find((r) => r.name === REGION)!.id;
  for (const [who, reach] of [
    [AREA, { role: 'areamanager', storeIds: [storeId] }],
    [REGIONAL, { role: 'regionalmanager', regionIds: [regionId] }],
  ] as const) {
    const res = await admin.post('/api/admin/users', { data: { ...who, ...reach } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await admin.dispose();

  // The counter's records: a finished repair waiting for pickup, a sale and a buyback.
  const clerk = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL! },
  });
  await signInByApi(clerk, COUNTER);
  const browser = await playwright.chromium.launch();
  const page = await browser.newPage();
  const signature = await signatureDataUrl(page);
  const photo = await photoFile(page);
  await browser.close();
  const repair = await clerk.post('/api/repair-waivers', {
    data: {
      customerName: CUSTOMER,
      customerPhone: '404-555-0177',
      customerZip: '30303',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 14',
      imeiSerial: imei('35693803564512'),
      problemDescription: 'Screen cracked in the corner; touch still works.',
      repairType: 'Screen replacement',
      estimatedCost: 189,
      companyName: 'TECHY',
      beforePhoto: `data:image/png;base64,${photo.buffer.toString('base64')}`,
      dropoffSignature: signature,
    },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  ({ id: records.repairId, statusUrl: records.statusUrl } = (await repair.json()) as {
    id: string;
    statusUrl: string;
  });
  const done = await clerk.put(`/api/repair-waivers/${records.repairId}/status`, {
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const sale = await clerk.post('/api/device-sales', {
    multipart: {
      customerName: CUSTOMER,
      customerPhone: '404-555-0177',
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S23',
      imei: imei('35209900176391'),
      condition: 'good',
      salePrice: '429.99',
      paymentMethod: 'card',
      customerSignature: signature,
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  records.saleId = ((await sale.json()) as { id: string }).id;
  const buyback = await clerk.post('/api/device-purchases', {
    multipart: {
      customerName: 'Tomás Herrera',
      customerPhone: '404-555-0188',
      idType: 'drivers_license',
      idNumber: 'GA55507777',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 13 Pro',
      imei: imei('35328811094731'),
      storage: '256GB',
      condition: 'good',
      finalAmount: '315.00',
      paymentMethod: 'cash',
      customerSignature: signature,
      deviceImages: photo,
      paymentReceipts: receiptPdf,
    },
  });
  expect(buyback.status(), await buyback.text()).toBe(201);
  records.buybackId = ((await buyback.json()) as { id: string }).id;
  await clerk.dispose();
});

/** Opens a dialog, scans the page with it open, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, name: string | RegExp, where: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${where}: the ${String(name)} dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a screen and waits for its first heading, then scans it. */
async function scanScreen(page: Page, path: string, where: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${where} ${path}`);
}

for (const viewport of [PHONE, DESKTOP]) {
  const at = `${viewport.width} px`;
  test.describe(`every screen at ${at}`, () => {
    test.use({ viewport });

    test('signed out: sign-in, invitation, repair status, unsubscribe, not found', async ({
      page,
    }) => {
      await scanScreen(page, '/auth', at);
      await page.goto('/invite/accept');
      await expect(page.getByTestId('invalid-invitation')).toBeVisible();
      await expectAccessible(page, `${at} /invite/accept with its toast`);
      await scanScreen(page, records.statusUrl, at);
      await scanScreen(page, '/unsubscribe/not-a-real-token', at);
      await scanScreen(page, '/no-such-screen', at);
    });

    test('the counter: the dashboard and its five dialogs', async ({ page }) => {
      await signInByApi(page.request, COUNTER);
      await scanScreen(page, '/dashboard', at);
      const card = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
      await scanDialog(page, card('New Repair Waiver'), 'New Repair Waiver', at);
      await scanDialog(page, card('Process Pickup'), 'Process Pickup', at);
      await scanDialog(page, card('Device Buyback'), 'Device Buyback', at);
      await scanDialog(page, card('Device Sale'), 'Device Sale', at);
      await scanDialog(page, card('Smart Valuation'), 'Smart Valuation', at);
    });

    test('the counter: customers, sales, buybacks and their records', async ({ page }) => {
      await signInByApi(page.request, COUNTER);
      await scanScreen(page, '/dashboard?tab=customers', at);
      await scanDialog(page, page.getByText(CUSTOMER).first(), /Ticket|R-|Repair/, at);
      await scanScreen(page, '/dashboard?tab=sales', at);
      await scanScreen(page, '/dashboard?tab=buyback', at);
      await scanDialog(page, page.getByText('Tomás Herrera').first(), /Buyback|Tomás/, at);
      await scanScreen(page, `/sales/${records.saleId}/receipt`, at);
      await scanScreen(page, `/repairs/${records.repairId}/print`, at);
      await scanScreen(page, `/buybacks/${records.buybackId}/print`, at);
    });

    test('the counter: calendar, daily report and store dashboard', async ({ page }) => {
      await signInByApi(page.request, COUNTER);
      await scanScreen(page, '/calendar', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Book appointment' }),
        'Book appointment',
        at,
      );
      await scanScreen(page, '/daily-sales-report', at);
      await scanScreen(page, '/store', at);
    });

    test('the managers: store, area and regional dashboards', async ({ page }) => {
      await signInByApi(page.request, MANAGER);
      await scanScreen(page, '/dashboard', at);
      await scanScreen(page, '/store', at);
      await signInByApi(page.request, AREA);
      await scanScreen(page, '/area-manager', at);
      await signInByApi(page.request, REGIONAL);
      await scanScreen(page, '/regional-manager', at);
    });

    test('the CEO: dashboard, KPI reports and marketing', async ({ page }) => {
      await signInByApi(page.request, CEO);
      await scanScreen(page, '/ceo', at);
      await scanScreen(page, '/kpi-reports', at);
      await scanScreen(page, '/dashboard?tab=marketing', at);
    });

    test('the office: every Admin section and its dialogs, and analytics', async ({ page }) => {
      await signInByApi(page.request, ADMIN);
      await scanScreen(page, '/dashboard?tab=admin&section=users', at);
      await scanDialog(page, page.getByRole('button', { name: 'Add User' }), 'Add User', at);
      await page
        .getByRole('button', { name: `Actions for ${COUNTER.firstName} ${COUNTER.lastName}` })
        .click();
      await scanDialog(page, page.getByRole('menuitem', { name: /Edit/ }), 'Edit User', at);
      await page
        .getByRole('button', { name: `Actions for ${COUNTER.firstName} ${COUNTER.lastName}` })
        .click();
      await scanDialog(page, page.getByRole('menuitem', { name: /role/i }), 'Change Role', at);
      await page
        .getByRole('button', { name: `Actions for ${COUNTER.firstName} ${COUNTER.lastName}` })
        .click();
      await scanDialog(page, page.getByRole('menuitem', { name: /Activity/ }), /Activity of/, at);
      await scanScreen(page, '/dashboard?tab=admin&section=stores', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: `Edit ${STORE}` }),
        `Edit ${STORE}`,
        at,
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: `Rename ${REGION}` }),
        `Rename ${REGION}`,
        at,
      );
      await scanDialog(page, page.getByRole('button', { name: 'Add Company' }), 'Add Company', at);
      await scanScreen(page, '/dashboard?tab=admin&section=terms', at);
      await scanScreen(page, '/dashboard?tab=admin&section=activity', at);
      await scanScreen(page, '/dashboard?tab=admin&section=system', at);
      await scanScreen(page, '/admin/analytics', at);
    });
  });
}

test.describe('the morning popup', () => {
  test.use({ morningPopup: true, viewport: PHONE });
  test('is accessible as it greets the counter', async ({ page }) => {
    // The popup greets the day's first sign-in in the morning, whatever the hour the suite runs.
    const nine = new Date();
    nine.setHours(9, 0, 0, 0);
    await page.clock.setFixedTime(nine);
    await signInByApi(page.request, COUNTER);
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: /Good Morning/ })).toBeVisible();
    await expectAccessible(page, 'the morning popup');
  });
});
