import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './send-answer';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['gzip; q=0.0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
