import { describe, expect, it } from 'vitest';
import {
  canAssignRole,
  isOfficeAccount,
  isOfficeRole,
  mayChangeAccount,
  mayChangeRole,
  rolesAbove,
  ROLES,
} from './roles';

describe('changing an account', () => {
  it('takes a rank strictly above the account: nobody changes a peer or a senior', () => {
    expect(mayChangeAccount('admin', ['store'])).toBe(true);
    expect(mayChangeAccount('admin', ['regionalmanager'])).toBe(true);
    expect(mayChangeAccount('admin', ['ceo'])).toBe(false);
    expect(mayChangeAccount('ceo', ['admin'])).toBe(false);
    expect(mayChangeAccount('admin', ['admin'])).toBe(false);
    expect(mayChangeAccount('super_admin', ['ceo'])).toBe(true);
    expect(mayChangeAccount('super_admin', ['super_admin'])).toBe(false);
    expect(mayChangeAccount('regionalmanager', ['store'])).toBe(true);
  });

  it('protects an account by the office role it held recently, not only its current role', () => {
    // The CEO demoted to a store user is still out of an admin's reach.
    expect(mayChangeAccount('admin', ['store', 'ceo'])).toBe(false);
    expect(mayChangeAccount('super_admin', ['store', 'ceo'])).toBe(true);
    expect(isOfficeAccount(['store', 'ceo'])).toBe(true);
    expect(isOfficeAccount(['store', 'store_manager'])).toBe(false);
  });

  it('changes a role only with a rank above both the old and the new role', () => {
    expect(mayChangeRole('admin', ['store'], 'store_manager')).toBe(true);
    expect(mayChangeRole('admin', ['store'], 'regionalmanager')).toBe(true);
    expect(mayChangeRole('admin', ['store'], 'admin')).toBe(false);
    expect(mayChangeRole('admin', ['store'], 'ceo')).toBe(false);
    expect(mayChangeRole('admin', ['ceo'], 'store')).toBe(false);
    expect(mayChangeRole('super_admin', ['ceo'], 'store')).toBe(true);
    expect(mayChangeRole('super_admin', ['store'], 'super_admin')).toBe(false);
  });

  it('still lets an office account create one of its own rank (the first admin creates the CEO)', () => {
    expect(canAssignRole('admin', 'ceo')).toBe(true);
    expect(canAssignRole('admin', 'super_admin')).toBe(false);
  });

  it('ranks only the super admin above the admin and the CEO', () => {
    expect(rolesAbove('admin')).toEqual(['super_admin']);
    expect(rolesAbove('ceo')).toEqual(['super_admin']);
    expect(rolesAbove('super_admin')).toEqual([]);
    expect(ROLES.filter(isOfficeRole)).toEqual(['admin', 'ceo', 'super_admin']);
  });
});
