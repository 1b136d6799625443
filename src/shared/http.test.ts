import { describe, expect, it } from 'vitest';
import { isOfflineWriteRoute } from './http';

describe('the writes a device may keep offline (OFFLINE_WRITE_ROUTES)', () => {
  it('matches a real path against the route patterns, method included', () => {
    expect(isOfflineWriteRoute('POST', '/api/repair-waivers')).toBe(true);
    expect(isOfflineWriteRoute('PUT', '/api/repair-waivers/r-1/status')).toBe(true);
    expect(isOfflineWriteRoute('POST', '/api/repair-waivers/r-1/payments')).toBe(true);
    expect(isOfflineWriteRoute('post', '/api/counter-sales')).toBe(true);
    expect(isOfflineWriteRoute('POST', '/api/device-sales?x=1')).toBe(true);
  });

  it('refuses the writes that are not kept for later', () => {
    expect(isOfflineWriteRoute('POST', '/api/repair-waivers/r-1/quote')).toBe(false);
    expect(isOfflineWriteRoute('POST', '/api/repair-waivers/r-1/approval')).toBe(false);
    expect(isOfflineWriteRoute('POST', '/api/counter-sales/c-1/returns')).toBe(false);
    expect(isOfflineWriteRoute('GET', '/api/repair-waivers')).toBe(false);
    expect(isOfflineWriteRoute('PUT', '/api/repair-waivers/r-1/status/extra')).toBe(false);
  });
});
