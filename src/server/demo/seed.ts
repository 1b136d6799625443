import { rebuildActivityDays } from '../db/store-days/activity';
import { rebuildStoreDays } from '../db/store-days/refresh';
import type { Role } from '../../shared/roles';
import type { Deps } from '../deps';
import type { Store } from '../../shared/org';
import { ZCreateUser } from '../../shared/users';
import type { Actor } from '../lib/actor';
import { seedDemoAppointments } from './appointments-seed';
import { seedDemoDailyReports } from './daily-reports-seed';
import { DEMO_REGIONS as REGIONS } from './demo-stores';
import { seedDemoDevices } from './devices-seed';
import { demoTaxRatePpm, demoTill } from './ledger-seed';
import { seedDemoMarketing } from './marketing-seed';
import { seedDemoRepairs } from './repairs-seed';
import { seedDemoSignIns } from './sign-ins-seed';
import { seedDemoStock } from './stock-seed';
import { createRegion, createStore } from '../features/org/service';
import { runReportsFor } from '../features/reports/service';
import { updateChainSettings } from '../features/settings/service';
import { confirmSetupStep } from '../features/setup/service';
import { countUsers, createUser, loadSessionUser } from '../features/users/service';
import { businessToday } from '../../shared/business-day';
import { addDays } from '../../shared/time';

export type DemoLogin = { username: string; password: string; role: Role; where: string };

function demoPassword(username: string): string {
  return `${username}-demo1`;
}

/** The demo chain's name, on its invitations and e-mails. */
export const DEMO_CHAIN_NAME = 'Peachtree & Lone Star Repair Group';

/** Fills an empty demo database with the chain and prints every demo sign-in. Safe to re-run. */
export type SeedOptions = { repairDays?: number };

export async function seedDemo(deps: Deps, options: SeedOptions = {}): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  if ((await countUsers(deps)) === 0) {
    const add = async (
      actor: Actor | null,
      username: string,
      firstName: string,
      lastName: string,
      role: Role,
      where: string,
      reach: { storeId?: string; regionIds?: string[]; storeIds?: string[] } = {},
    ) => {
      // Managers get an address (a reserved .example domain) so the smart reports have someone to go to.
      const manager = role === 'store_manager' || role === 'areamanager';
      const input = ZCreateUser.parse({
        username,
        ...(manager ? { email: `${username}@demo.example` } : {}),
        password: demoPassword(username),
        firstName,
        lastName,
        role,
        ...reach,
      });
      const user = await createUser(deps, actor, input);
      logins.push({ username, password: demoPassword(username), role, where });
      return user;
    };
    const owner = await add(null, 'superadmin', 'Sam', 'Operator', 'super_admin', 'whole chain');
    const actor: Actor = { user: (await loadSessionUser(deps, owner.id))!, ip: null };
    await add(actor, 'ceo', 'Carla', 'Mendes', 'ceo', 'whole chain');
    await add(actor, 'admin', 'Adam', 'Price', 'admin', 'whole chain');

    const stores: Store[] = [];
    const clerks = new Map<string, Actor>();
    const managerNames = [
      ['Rita', 'Holmes'],
      ['Tom', 'Alvarez'],
    ] as const;
    for (const [r, region] of REGIONS.entries()) {
      const created = await createRegion(deps, actor, { name: region.name });
      const storeIds: string[] = [];
      for (const s of region.stores) {
        const store = await createStore(deps, actor, {
          name: s.name,
          storeName: s.storeName,
          brand: s.brand,
          companyName: s.company,
          regionId: created.id,
          timezone: s.timezone,
          ...s.contact,
          ...s.rules,
        });
        storeIds.push(store.id);
        stores.push(store);
        const key = s.storeName.toLowerCase();
        await add(actor, `${key}.manager`, 'Morgan', s.storeName, 'store_manager', s.name, {
          storeId: store.id,
        });
        const counter = await add(actor, `${key}.counter`, 'Casey', s.storeName, 'store', s.name, {
          storeId: store.id,
        });
        clerks.set(store.id, { user: (await loadSessionUser(deps, counter.id))!, ip: null });
      }
      const [first, last] = managerNames[r]!;
      await add(
        actor,
        `rm.${region.name.toLowerCase()}`,
        first,
        last,
        'regionalmanager',
        region.name,
        {
          regionIds: [created.id],
        },
      );
      await add(
        actor,
        `am.${region.name.toLowerCase()}`,
        'Alex',
        region.name,
        'areamanager',
        `${region.name}: first two stores`,
        {
          storeIds: storeIds.slice(0, 2),
        },
      );
    }
    // Set up as its office would have: the chain's name, the outbox and the printers accepted. The
    // public address is left to whoever runs the demo, since it depends on where it runs.
    await updateChainSettings(deps, actor, { publicUrl: null, chainName: DEMO_CHAIN_NAME });
    await confirmSetupStep(deps, actor, 'mail');
    await confirmSetupStep(deps, actor, 'printers');
    const days = options.repairDays ?? 90;
    // The chain has used the app since its history starts, so KPIs count reports from that day.
    const opened = new Date(deps.clock.now().getTime() - (days + 1) * 86_400_000).toISOString();
    await deps.db.updateTable('stores').set({ created_at: opened }).execute();
    for (const store of stores) store.createdAt = opened;
    for (const store of stores)
      await deps.db
        .updateTable('stores')
        .set({ tax_rate_ppm: demoTaxRatePpm(store) })
        .where('id', '=', store.id)
        .execute();
    const till = demoTill(deps, stores, clerks);
    const repairs = await seedDemoRepairs(deps, stores, clerks, till, days);
    const devices = await seedDemoDevices(deps, stores, clerks, days);
    const ledger = await till.settle();
    const stock = await seedDemoStock(deps, stores, clerks, actor);
    const dailyReports = await seedDemoDailyReports(deps, stores, clerks, days);
    const reports = await seedDemoReports(deps, stores[0]!);
    const marketing = await seedDemoMarketing(deps, stores, actor);
    const signIns = await seedDemoSignIns(deps, stores);
    const appointments = await seedDemoAppointments(deps, stores, clerks);
    // Some history went in directly (repairs collected on past days): the day summaries the
    // dashboards read are summed once from it all (decision 039).
    await rebuildStoreDays(deps.db);
    await rebuildActivityDays(deps.db);
    printLogins(logins);
    console.info(
      `  ${repairs} repairs, ${devices.bought} buybacks and ${devices.sold} device sales ` +
        `over ${days} days across ${stores.length} stores; ${ledger.payments} repair payments, ` +
        `${ledger.refunds} refunds and ${ledger.warranty} warranty returns; ` +
        `${dailyReports} daily sales reports; ` +
        `${stock.items} parts and accessories with ${stock.units} units received; ` +
        `${reports} smart report runs; ${appointments} appointments; ${marketing.campaigns} campaigns and ` +
        `${marketing.reviewRequests} review requests; ${signIns} sign-ins over 30 days.\n`,
    );
  } else {
    console.info(
      'Demo database already seeded; sign in with the passwords printed at its first start.',
    );
    console.info(
      'Each demo password is the username followed by -demo1 (e.g. admin / admin-demo1).',
    );
  }
  return logins;
}

/**
 * The smart report e-mails of the two business days before the first store's current one, as the
 * scheduler would have sent them.
 */
async function seedDemoReports(deps: Deps, first: Store): Promise<number> {
  const yesterday = addDays(businessToday(deps.clock, first), -1);
  return (
    (await runReportsFor(deps, 'demo-seed', addDays(yesterday, -1))) +
    (await runReportsFor(deps, 'demo-seed', yesterday))
  );
}

function printLogins(logins: DemoLogin[]): void {
  console.info('\nDemo chain ready. Sign in with any of these (demo passwords only):\n');
  for (const l of logins) {
    console.info(
      `  ${l.username.padEnd(22)} ${l.password.padEnd(28)} ${l.role.padEnd(16)} ${l.where}`,
    );
  }
  console.info('');
}
