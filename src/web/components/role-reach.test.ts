import { describe, expect, it } from 'vitest';
import { NO_REACH, withRole, type RoleReach } from './role-reach';

const storeUser: RoleReach = { ...NO_REACH, role: 'store', storeId: 'gulfport' };

describe('changing the role in a role-and-places form', () => {
  it('keeps the store from Store User to Store Manager and back', () => {
    expect(withRole(storeUser, 'store_manager')).toEqual({ ...storeUser, role: 'store_manager' });
    expect(withRole({ ...storeUser, role: 'store_manager' }, 'store')).toEqual(storeUser);
  });

  it('clears places the new role reads differently', () => {
    expect(withRole(storeUser, 'areamanager')).toEqual({ ...NO_REACH, role: 'areamanager' });
    const area: RoleReach = { ...NO_REACH, role: 'areamanager', storeIds: ['a', 'b'] };
    expect(withRole(area, 'regionalmanager')).toEqual({ ...NO_REACH, role: 'regionalmanager' });
    expect(withRole(area, 'store')).toEqual({ ...NO_REACH, role: 'store' });
    expect(withRole(storeUser, null)).toEqual(NO_REACH);
  });
});
