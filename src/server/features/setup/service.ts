import { PAPER_SIZES, type Paper } from '../../../shared/printing';
import type { PublicAddress } from '../../../shared/chain-settings';
import type { ConfirmableStep, SetupChecklist, SetupStep } from '../../../shared/setup';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { logActivity } from '../activity/service';
import { chainName, publicAddress } from '../settings/service';
import * as repo from './repo';

type Facts = Awaited<ReturnType<typeof repo.setupFacts>> & {
  name: string | null;
  links: PublicAddress;
  mailServer: boolean;
};

const paperLabel = (paper: string) => PAPER_SIZES[paper as Paper]?.label ?? paper;
const names = (list: { name: string }[]) => list.map((s) => s.name).join(', ');

function companyStep(f: Facts): SetupStep {
  return {
    id: 'company',
    title: 'Your company',
    section: 'system',
    confirmable: false,
    done: f.name !== null,
    detail: f.name
      ? `Invitations and e-mails say "${f.name}"; each store's ticket prints its company, from your own list in Admin → Stores.`
      : "Give the chain its name for invitations and e-mails, and add your company to the list each store's tickets print from.",
  };
}

function storeStep(f: Facts): SetupStep {
  const missing = f.stores.filter((s) => !s.street_address || !s.city || !s.phone);
  let detail: string;
  if (f.regions === 0) detail = 'Add a region, then your first store with its address and phone.';
  else if (f.stores.length === 0) detail = 'Add your first store with its address and phone.';
  else if (missing.length > 0)
    detail = `Add the address and phone of ${names(missing)}: tickets, receipts and messages print them.`;
  else
    detail = `${f.stores.length} ${f.stores.length === 1 ? 'store' : 'stores'} with address and phone.`;
  return {
    id: 'store',
    title: 'Region and store',
    section: 'stores',
    confirmable: false,
    done: f.stores.length > 0 && missing.length === 0,
    detail,
  };
}

function publicAddressStep(f: Facts): SetupStep {
  return {
    id: 'publicAddress',
    title: 'Public address',
    section: 'system',
    confirmable: false,
    done: !f.links.pointsAtLoopback,
    detail: f.links.pointsAtLoopback
      ? `Links in messages and QR codes would open ${f.links.url}, this computer only: set the address the shop's devices and customers open.`
      : `Links in messages and QR codes open ${f.links.url}.`,
  };
}

function mailStep(f: Facts): SetupStep {
  let detail = 'No mail server is set (SMTP_URL): e-mails wait in the outbox under Admin → System.';
  if (f.mailServer) detail = 'E-mails go out through your mail server.';
  else if (f.confirmed.has('mail'))
    detail = 'E-mails wait in the outbox under Admin → System; set SMTP_URL to send them.';
  return {
    id: 'mail',
    title: 'Mail server',
    section: 'system',
    confirmable: !f.mailServer,
    done: f.mailServer || f.confirmed.has('mail'),
    detail,
  };
}

/** Stores named up to three; more are counted, so a chain's step stays one line per choice. */
function storesPhrase(stores: { name: string }[]): string {
  return stores.length <= 3 ? names(stores) : `${stores.length} stores`;
}

/** Each pair of printers the stores chose, with the stores that chose it. */
function printerChoices(f: Facts): string[] {
  const groups = new Map<string, { name: string }[]>();
  for (const s of f.stores) {
    const choice = `${paperLabel(s.receipt_printer)} for tickets and receipts, ${paperLabel(s.label_printer)}`;
    groups.set(choice, [...(groups.get(choice) ?? []), s]);
  }
  return [...groups].map(([choice, stores]) => `${storesPhrase(stores)}: ${choice}`);
}

function printersStep(f: Facts): SetupStep {
  const choices = printerChoices(f);
  return {
    id: 'printers',
    title: 'Printers',
    section: 'stores',
    confirmable: f.stores.length > 0,
    done: f.stores.length > 0 && f.confirmed.has('printers'),
    detail:
      choices.length > 0
        ? `${choices.join('. ')}. Change them in each store's form.`
        : 'Add a store first: each store chooses its receipt and label printers.',
  };
}

function staffStep(f: Facts): SetupStep {
  const done = f.invites > 0 || f.staff > 0;
  return {
    id: 'staff',
    title: 'Staff',
    section: 'users',
    confirmable: false,
    done,
    detail: done
      ? `${f.staff} staff ${f.staff === 1 ? 'account' : 'accounts'}, ${f.invites} ${f.invites === 1 ? 'invitation' : 'invitations'} made.`
      : 'Invite your counter staff and managers: each gets a link to make their own account.',
  };
}

/** Each first-run step, read from the chain's own data (issue 23, item 9). */
export async function setupChecklist(deps: Deps): Promise<SetupChecklist> {
  const [facts, name, links] = await Promise.all([
    repo.setupFacts(deps.db),
    chainName(deps),
    publicAddress(deps),
  ]);
  const f: Facts = { ...facts, name, links, mailServer: !!deps.config.smtpUrl };
  const steps = [
    companyStep(f),
    storeStep(f),
    publicAddressStep(f),
    mailStep(f),
    printersStep(f),
    staffStep(f),
  ];
  return { steps, complete: steps.every((s) => s.done) };
}

/** The office says the mail server or the printers are right as they are. */
export async function confirmSetupStep(
  deps: Deps,
  actor: Actor,
  step: ConfirmableStep,
): Promise<SetupChecklist> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const confirmed = await repo.confirmStep(trx, step, actor.user.id, isoNow(deps.clock));
    if (!confirmed) return;
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        action: 'setup.confirm',
        entity: 'setup',
        entityId: step,
        details: { step },
        ip: actor.ip,
      },
    );
  });
  return setupChecklist(deps);
}
