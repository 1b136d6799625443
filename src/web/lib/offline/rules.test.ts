import { describe, expect, it } from 'vitest';
import { isCacheable } from './rules';

describe('which answers are kept for offline use', () => {
  it('keeps the signed-in reads, the signed-in user included', () => {
    expect(isCacheable('/api/repair-waivers?limit=50')).toBe(true);
    expect(isCacheable('/api/auth/me')).toBe(true);
  });

  it('leaves out files, public pages and the sign-in screen setup question', () => {
    expect(isCacheable('/api/files/abc.jpg')).toBe(false);
    expect(isCacheable('/api/public/status/x')).toBe(false);
    expect(isCacheable('/api/auth/setup')).toBe(false);
    expect(isCacheable('/assets/index.js')).toBe(false);
  });
});
