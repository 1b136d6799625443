import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('seal', () => {
  it('gives the text back only under the same secret and purpose', () => {
    const sealed = seal(SECRET, 'invite-token', 'tok_123');
    expect(sealed).not.toContain('tok_123');
    expect(unseal(SECRET, 'invite-token', sealed)).toBe('tok_123');
    expect(unseal(`${SECRET}-rotated`, 'invite-token', sealed)).toBeNull();
    expect(unseal(SECRET, 'another-purpose', sealed)).toBeNull();
  });

  it('seals the same text differently each time and refuses an altered one', () => {
    const a = seal(SECRET, 'p', 'same');
    expect(seal(SECRET, 'p', 'same')).not.toBe(a);
    const parts = a.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    parts[3] = body.toString('base64url');
    expect(unseal(SECRET, 'p', parts.join('.'))).toBeNull();
    expect(unseal(SECRET, 'p', 'not-sealed')).toBeNull();
  });
});
