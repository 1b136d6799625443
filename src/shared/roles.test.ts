import { describe, expect, it } from 'vitest';
import { isOfficeRole, mayResetPassword, rolesAbove, ROLES } from './roles';

describe('password resets', () => {
  it('lets whoever manages a shop account reset its password', () => {
    expect(mayResetPassword('admin', 'store', true)).toBe(true);
    expect(mayResetPassword('admin', 'regionalmanager', true)).toBe(true);
    expect(mayResetPassword('regionalmanager', 'admin', false)).toBe(false);
  });

  it("keeps an office account's reset to a higher rank when the chain has one", () => {
    expect(mayResetPassword('super_admin', 'ceo', true)).toBe(true);
    expect(mayResetPassword('super_admin', 'admin', true)).toBe(true);
    expect(mayResetPassword('admin', 'ceo', true)).toBe(false);
    expect(mayResetPassword('ceo', 'admin', true)).toBe(false);
    expect(mayResetPassword('admin', 'admin', true)).toBe(false);
  });

  it('lets another office account reset it when nobody ranks higher', () => {
    expect(mayResetPassword('admin', 'ceo', false)).toBe(true);
    expect(mayResetPassword('ceo', 'admin', false)).toBe(true);
    expect(mayResetPassword('super_admin', 'super_admin', false)).toBe(true);
    // The rank rule still holds: nobody manages an account above their own.
    expect(mayResetPassword('admin', 'super_admin', false)).toBe(false);
  });

  it('ranks only the super admin above the admin and the CEO', () => {
    expect(rolesAbove('admin')).toEqual(['super_admin']);
    expect(rolesAbove('ceo')).toEqual(['super_admin']);
    expect(rolesAbove('super_admin')).toEqual([]);
    expect(ROLES.filter(isOfficeRole)).toEqual(['admin', 'ceo', 'super_admin']);
  });
});
