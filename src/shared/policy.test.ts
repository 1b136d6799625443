import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, POLICY } from './policy';
import { canAssignRole, homePath, ROLES } from './roles';

describe('policy', () => {
  it('gives admin, marketing, user list and org lists to admin, ceo and super_admin only', () => {
    for (const permission of [
      'admin.access',
      'marketing.access',
      'users.read',
      'org.read',
    ] as const) {
      expect(ROLES.filter((r) => can(r, permission))).toEqual(['admin', 'ceo', 'super_admin']);
    }
  });

  it('shows the AI reports panel to super_admin and ceo only', () => {
    expect(ROLES.filter((r) => can(r, 'ai_reports.view'))).toEqual(['ceo', 'super_admin']);
  });

  it('shows the stores side by side to area and regional managers and the office only', () => {
    expect(ROLES.filter((r) => can(r, 'manager_dashboard.view'))).toEqual([
      'areamanager',
      'regionalmanager',
      'admin',
      'ceo',
      'super_admin',
    ]);
  });

  it('lets every role see the dashboard', () => {
    expect(ROLES.every((r) => can(r, 'dashboard.view'))).toBe(true);
  });

  it('names only known roles', () => {
    for (const permission of PERMISSIONS) {
      for (const role of POLICY[permission]) expect(ROLES).toContain(role);
    }
  });
});

describe('roles', () => {
  it('never lets a role give a role above its own', () => {
    expect(canAssignRole('admin', 'super_admin')).toBe(false);
    expect(canAssignRole('ceo', 'super_admin')).toBe(false);
    expect(canAssignRole('store_manager', 'areamanager')).toBe(false);
    expect(canAssignRole('regionalmanager', 'admin')).toBe(false);
  });

  it('lets the first admin create the CEO, and any role give its own or lower', () => {
    expect(canAssignRole('admin', 'ceo')).toBe(true);
    for (const role of ROLES) expect(canAssignRole(role, role)).toBe(true);
    expect(canAssignRole('super_admin', 'store')).toBe(true);
  });

  it('sends the CEO home to /ceo and everyone else to /', () => {
    expect(homePath('ceo')).toBe('/ceo');
    expect(ROLES.filter((r) => homePath(r) === '/ceo')).toEqual(['ceo']);
  });
});
