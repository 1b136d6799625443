import type { Locator, Page } from '@playwright/test';
import type { Region, Store } from '../../src/shared/org';
import type { AdminUser } from '../../src/shared/users';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  screenshot,
  expectNoHorizontalScroll,
  expectTouchTargets,
  pickOption,
} from './support';
import { expect, test } from './fixtures';
import { choose, dismissToasts } from './devices-support';

/** The region and store made through the API, which the screen's new store moves into. */
const PINECREST = { region: 'Pinecrest', name: 'TekCell Pinecrest', storeName: 'Pinecrest' };

/** Assigned to the new store from the screen; oversees Pinecrest already (none is refused). */
const AREA_MANAGER = {
  username: 'pinecrest.area',
  password: 'Pine-Area-2026',
  firstName: 'Teodora',
  lastName: 'Vance',
};
/** Oversees Pinecrest only, so the screen refuses to take it off. */
const ONLY_PINECREST = {
  username: 'pinecrest.only',
  password: 'Pine-Only-2026',
  firstName: 'Jesse',
  lastName: 'Okoro',
};

/** Made regional manager of a region whose only store moved away: no store to work in yet. */
const NORTH_SHORE_MANAGER = {
  username: 'northshore.regional',
  password: 'North-Shore-2026',
  firstName: 'Noor',
  lastName: 'Haddad',
};

const regionCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const storeCard = (scope: Locator | Page, name: string) =>
  scope.getByTestId('store-card').filter({ hasText: name });

test.describe.serial('regions and stores', () => {
  let pinecrestRegionId = '';
  let pinecrestStoreId = '';

  test.beforeAll(async ({ chain }) => {
    pinecrestStoreId = await chain.store({
      ...PINECREST,
      brand: 'TekCell',
      companyName: 'TEKCELL',
      timezone: 'America/New_York',
    });
    const regions = (await (await chain.api.get('/api/regions')).json()) as Region[];
    pinecrestRegionId = regions.find((region) => region.name === PINECREST.region)!.id;
    for (const user of [AREA_MANAGER, ONLY_PINECREST]) {
      await chain.user(user, 'areamanager', { storeIds: [pinecrestStoreId] });
    }
  });

  test('the admin adds a region and a store, edits the store and assigns its area manager', async ({
    signIn,
    page,
  }) => {
    // A long journey: a guard against a hang, not a speed check (over 60 s on a loaded machine).
    test.setTimeout(120_000);
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin&section=stores');
    await expect(page.getByRole('heading', { name: 'Regions and Stores' })).toBeVisible();
    await expect(storeCard(regionCard(page, PINECREST.region), PINECREST.name)).toContainText(
      'Eastern (New York)',
    );

    // A region: the schema's message, then the server's refusal of a taken name, on the field.
    await page.getByRole('button', { name: 'Add Region' }).click();
    const regionForm = page.getByRole('dialog', { name: 'Add Region' });
    await regionForm.getByRole('button', { name: 'Add Region' }).click();
    await expect(regionForm.getByText('Region name is required')).toBeVisible();
    await regionForm.getByRole('textbox', { name: 'Region name' }).fill(PINECREST.region);
    await regionForm.getByRole('button', { name: 'Add Region' }).click();
    await expect(
      regionForm.getByRole('textbox', { name: 'Region name' }),
    ).toHaveAccessibleDescription(/A region with that name already exists/);
    await regionForm.getByRole('textbox', { name: 'Region name' }).fill('Northshore');
    await regionForm.getByRole('button', { name: 'Add Region' }).click();
    await expect(page.getByText('Region created')).toBeVisible();
    await expect(regionForm).toBeHidden();
    const northshore = regionCard(page, 'Northshore');
    await expect(northshore).toContainText('No stores in this region yet.');

    // A store added from the region has it chosen; a taken short name is refused on its field.
    await northshore.getByRole('button', { name: 'Add Store to Northshore' }).click();
    const addStore = page.getByRole('dialog', { name: 'Add Store' });
    await expect(addStore.getByRole('combobox', { name: 'Region' })).toHaveValue('Northshore');
    await addStore.getByRole('textbox', { name: 'Store name' }).fill('TekCell Northshore');
    await addStore.getByRole('textbox', { name: 'Short name' }).fill(PINECREST.storeName);
    await addStore.getByRole('textbox', { name: 'Brand' }).fill('TekCell');
    await addStore.getByRole('button', { name: 'Add Store' }).click();
    await expect(addStore.getByText('Choose one of the chain’s companies')).toBeVisible();
    await expect(addStore.getByText('Choose a US time zone')).toBeVisible();
    await expect(addStore.getByText('Street address is required')).toBeVisible();
    await screenshot(page, 'stores-add-1280', false);
    await choose(page, addStore.getByRole('combobox', { name: 'Company' }), 'TEKCELL');
    await choose(page, addStore.getByRole('combobox', { name: 'Time zone' }), 'Eastern (New York)');
    // Where the shop is: printed on its tickets and receipts.
    await addStore.getByRole('textbox', { name: 'Street address' }).fill('210 Lakeshore Dr');
    await addStore.getByRole('textbox', { name: 'City' }).fill('Evanston');
    await pickOption(page, addStore.getByRole('combobox', { name: 'State' }), 'IL', 'IL');
    await addStore.getByRole('textbox', { name: 'ZIP code' }).fill('602');
    await addStore.getByRole('textbox', { name: 'Phone' }).fill('847.555.0142');
    await addStore.getByRole('button', { name: 'Add Store' }).click();
    await expect(addStore.getByText('Valid ZIP code required')).toBeVisible();
    await addStore.getByRole('textbox', { name: 'ZIP code' }).fill('60201');
    await addStore.getByRole('button', { name: 'Add Store' }).click();
    await expect(addStore.getByRole('textbox', { name: 'Short name' })).toHaveAccessibleDescription(
      /A store with that short name already exists/,
    );
    await addStore.getByRole('textbox', { name: 'Short name' }).fill('Northshore');
    await addStore.getByRole('button', { name: 'Add Store' }).click();
    await expect(page.getByText('Store created')).toBeVisible();
    await expect(storeCard(northshore, 'TekCell Northshore')).toContainText(
      'Short name Northshore',
    );
    await expect(storeCard(northshore, 'TekCell Northshore')).toContainText(
      '210 Lakeshore Dr, Evanston, IL 60201 · (847) 555-0142',
    );

    // Renamed, moved to Pinecrest, on Chicago time, its day closing at 2:00 AM.
    await storeCard(northshore, 'TekCell Northshore')
      .getByRole('button', { name: 'Edit TekCell Northshore' })
      .click();
    const editStore = page.getByRole('dialog', { name: 'Edit TekCell Northshore' });
    await editStore.getByRole('textbox', { name: 'Store name' }).fill('TekCell North Shore');
    await choose(page, editStore.getByRole('combobox', { name: 'Region' }), PINECREST.region);
    await choose(page, editStore.getByRole('combobox', { name: 'Time zone' }), 'Central (Chicago)');
    await expect(editStore.getByRole('combobox', { name: 'Business day ends at' })).toHaveValue(
      '5:00 AM',
    );
    await choose(
      page,
      editStore.getByRole('combobox', { name: 'Business day ends at' }),
      '2:00 AM',
    );
    await editStore.getByRole('button', { name: 'Save Store' }).click();
    await expect(page.getByText('Store updated')).toBeVisible();
    await expect(northshore).toContainText('No stores in this region yet.');
    const moved = storeCard(regionCard(page, PINECREST.region), 'TekCell North Shore');
    await expect(moved).toContainText('Central (Chicago) · day ends 2:00 AM');

    const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
    const saved = stores.find((store) => store.storeName === 'Northshore');
    expect(saved).toMatchObject({
      name: 'TekCell North Shore',
      regionId: pinecrestRegionId,
      timezone: 'America/Chicago',
      businessDayEndHour: 2,
      companyName: 'TEKCELL',
    });

    // The area manager made through the API now oversees the new store too.
    await moved
      .getByRole('button', { name: 'Assign area managers for TekCell North Shore' })
      .click();
    const managers = page.getByRole('dialog', { name: 'Area managers of TekCell North Shore' });
    const teodora = managers.getByRole('checkbox', { name: /Teodora Vance/ });
    await expect(teodora).toHaveAttribute('aria-checked', 'false');
    await teodora.click();
    await managers.getByRole('button', { name: 'Save Managers' }).click();
    await expect(page.getByText('Managers updated')).toBeVisible();
    await expect(moved).toContainText('Teodora Vance');

    const users = (await (await page.request.get('/api/admin/users')).json()) as AdminUser[];
    const area = users.find((user) => user.username === AREA_MANAGER.username);
    expect(area?.storeIds.sort()).toEqual([pinecrestStoreId, saved!.id].sort());

    // A manager's only store is not taken away; the screen says why.
    const pinecrest = storeCard(regionCard(page, PINECREST.region), PINECREST.name);
    await pinecrest
      .getByRole('button', { name: `Assign area managers for ${PINECREST.name}` })
      .click();
    const pinecrestManagers = page.getByRole('dialog', {
      name: `Area managers of ${PINECREST.name}`,
    });
    const jesse = pinecrestManagers.getByRole('checkbox', { name: /Jesse Okoro/ });
    await expect(jesse).toHaveAttribute('aria-checked', 'true');
    await jesse.click();
    await expect(
      pinecrestManagers.getByText(
        `Jesse Okoro cannot be taken off ${PINECREST.name}: it is the only one they oversee. Choose the stores this area manager oversees.`,
      ),
    ).toBeVisible();
    await expect(jesse).toHaveAttribute('aria-checked', 'true');
    await dismissToasts(page);
    await screenshot(page, 'stores-managers-1280', false);
    await pinecrestManagers.getByRole('button', { name: 'Close' }).click();

    // Renaming the region.
    await northshore.getByRole('button', { name: 'Rename Northshore' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Northshore' });
    await rename.getByRole('textbox', { name: 'Region name' }).fill('North Shore');
    await rename.getByRole('button', { name: 'Rename Region' }).click();
    await expect(page.getByText('Region renamed')).toBeVisible();
    await expect(regionCard(page, 'North Shore')).toBeVisible();

    await dismissToasts(page);
    await expectNoHorizontalScroll(page);
    // From the top: the sticky header of a scrolled page would land mid-shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'stores-1280');

    // A phone's shots are screen-sized, as the bottom bar would float mid-page in a full one.
    const panel = page.getByRole('tabpanel', { name: 'Stores' });
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(panel);
    await page.getByRole('heading', { name: 'Regions and Stores' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'stores-390', false);
    await moved.scrollIntoViewIfNeeded();
    await screenshot(page, 'stores-card-390', false);

    await moved.getByRole('button', { name: 'Edit TekCell North Shore' }).click();
    const phoneEdit = page.getByRole('dialog', { name: 'Edit TekCell North Shore' });
    await expect(phoneEdit.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'Central (Chicago)',
    );
    await expectTouchTargets(phoneEdit);
    await screenshot(page, 'stores-edit-390', false);
    await phoneEdit.getByRole('button', { name: 'Close' }).click();
  });

  test('the office keeps the chain’s own companies; an archived one is not offered for a store', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin&section=stores');
    const companies = page.getByRole('region', { name: 'Companies' });
    await expect(companies.getByTestId('company-row')).toHaveCount(5);

    await companies.getByRole('button', { name: 'Add Company' }).click();
    const form = page.getByRole('dialog', { name: 'Add Company' });
    await form.getByRole('textbox', { name: 'Company name' }).fill('tekcell');
    await form.getByRole('button', { name: 'Add Company' }).click();
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      /A company with that name already exists/,
    );
    await form.getByRole('textbox', { name: 'Company name' }).fill('Lakeshore Mobile');
    await form.getByRole('button', { name: 'Add Company' }).click();
    await expect(page.getByText('Company added')).toBeVisible();
    const lakeshore = companies.getByTestId('company-row').filter({ hasText: 'Lakeshore Mobile' });
    await expect(lakeshore).toContainText('0 stores');

    await lakeshore.getByRole('button', { name: 'Archive Lakeshore Mobile' }).click();
    await expect(lakeshore).toContainText('Archived');
    const tekcell = companies.getByTestId('company-row').filter({ hasText: 'TEKCELL' });
    await expect(tekcell).toContainText(/[1-9]\d* stores?/);
    await expect(tekcell.getByRole('button', { name: 'Delete TEKCELL' })).toHaveCount(0);

    await page.getByRole('button', { name: `Add Store to ${PINECREST.region}` }).click();
    const addStore = page.getByRole('dialog', { name: 'Add Store' });
    await addStore.getByRole('combobox', { name: 'Company' }).click();
    await expect(page.getByRole('option', { name: 'TEKCELL', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Lakeshore Mobile' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await addStore.getByRole('button', { name: 'Close' }).click();
  });

  test('someone with no store yet is told to ask their administrator', async ({
    signIn,
    page,
    chain,
  }) => {
    const regions = (await (await chain.api.get('/api/regions')).json()) as Region[];
    const empty = regions.find((region) => region.name === 'North Shore')!;
    await chain.user(NORTH_SHORE_MANAGER, 'regionalmanager', { regionIds: [empty.id] });

    await page.setViewportSize(PHONE);
    await signIn(NORTH_SHORE_MANAGER);
    await page.goto('/store');
    const notice = page.getByTestId('no-store');
    await expect(notice).toContainText(
      'No store is assigned to your account yet. Ask your administrator to add you to one.',
    );
    // Only those who may create stores are sent to do so.
    await expect(notice.getByRole('link')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'no-store-manager-390');
  });
});
