import { z } from 'zod';
import { ROLES } from '../../../../shared/roles';
import { checkManagerReach, type AdminUser } from '../../../../shared/users';

/** Who oversees what: area managers a store (their storeIds), regional managers a region. */
export const OVERSIGHT = {
  store: {
    role: 'areamanager',
    reach: 'storeIds',
    title: 'Area managers',
    none: 'No area manager',
    missing: 'No area managers yet. Add a user with the Area Manager role on the Users section.',
  },
  region: {
    role: 'regionalmanager',
    reach: 'regionIds',
    title: 'Regional managers',
    none: 'No regional manager',
    missing:
      'No regional managers yet. Add a user with the Regional Manager role on the Users section.',
  },
} as const;
export type Overseen = keyof typeof OVERSIGHT;

export const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

/** The users who may oversee a store (or region), whether or not they oversee this one. */
export function candidatesFor(users: AdminUser[], kind: Overseen): AdminUser[] {
  return users.filter((user) => user.role === OVERSIGHT[kind].role);
}

export function managersOf(users: AdminUser[], kind: Overseen, id: string): AdminUser[] {
  return candidatesFor(users, kind).filter((user) => user[OVERSIGHT[kind].reach].includes(id));
}

/** The stores (or regions) a manager oversees once assigned to `id`, or taken off it. */
export function reachAfter(user: AdminUser, kind: Overseen, id: string, assigned: boolean) {
  const others = user[OVERSIGHT[kind].reach].filter((other) => other !== id);
  return assigned ? [...others, id] : others;
}

// The server's own rule, so the screen refuses with the words the server would answer.
const ZManagerReach = z
  .object({ role: z.enum(ROLES), storeIds: z.array(z.string()), regionIds: z.array(z.string()) })
  .superRefine(checkManagerReach);

/** Why the server would refuse `user` overseeing `reach`, or null when it would not. */
export function reachProblem(user: AdminUser, kind: Overseen, reach: string[]): string | null {
  const result = ZManagerReach.safeParse({ ...user, [OVERSIGHT[kind].reach]: reach });
  return result.error?.issues[0]?.message ?? null;
}
