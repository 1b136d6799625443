import { ROLE_LABELS, type Role } from '../../../shared/roles';

export type InviteEmailFacts = {
  inviterName: string;
  role: Role;
  /** The chain's name from Admin → Chain settings; null until the office gives one. */
  chainName: string | null;
  regionNames: string[];
  storeNames: string[];
  link: string;
  expiresOn: string;
};

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "at Midtown and Buckhead" or "for the Southeast region", or nothing for a chain-wide role. */
function wherePart(f: InviteEmailFacts): string {
  if (f.storeNames.length) return ` at ${list(f.storeNames)}`;
  if (f.regionNames.length)
    return ` for the ${list(f.regionNames)} region${f.regionNames.length > 1 ? 's' : ''}`;
  return '';
}

/** The invitation e-mail: who invites, to which chain, as what, where, and the one-time link. */
export function inviteEmail(f: InviteEmailFacts): { subject: string; text: string } {
  const label = ROLE_LABELS[f.role];
  const chain = f.chainName?.trim();
  const joining = chain ? `join ${chain}` : 'join the team';
  return {
    subject: `You are invited to ${joining} as ${label}`,
    text: [
      `${f.inviterName} invited you to ${joining} as ${label}${wherePart(f)}.`,
      '',
      `Open this link to choose your username and password: ${f.link}`,
      '',
      `The link works once and expires on ${f.expiresOn}.`,
      ...(chain ? ['', chain] : []),
    ].join('\n'),
  };
}
