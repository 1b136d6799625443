import type { SessionUser } from '../../shared/auth';

/** A signed-in member of staff of store s1 (Westbrook), changed where a test needs another. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-morgan',
    username: 'morgan',
    firstName: 'Morgan',
    lastName: 'Blake',
    email: null,
    role: 'store',
    storeId: 's1',
    storeName: 'Westbrook',
    storeBrand: 'Techy',
    storeCompanyName: 'TECHY',
    regionIds: [],
    storeIds: [],
    ...overrides,
  };
}
