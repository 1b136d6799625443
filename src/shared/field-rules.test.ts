import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, USERNAME_RULES, ZNewPassword, ZUsername } from './auth';
import { checkRules } from './field-rules';

const username = (value: string) => checkRules(ZUsername, Object.values(USERNAME_RULES), value);
const password = (value: string) => checkRules(ZNewPassword, Object.values(PASSWORD_RULES), value);

describe('checkRules', () => {
  it("follows the username as it is typed, in the product's words", () => {
    expect(username('')).toEqual([
      { message: 'Username must be at least 3 characters', met: false },
      { message: 'Username may use letters, numbers, dot, dash, underscore and @', met: true },
    ]);
    expect(username('ab')[0]?.met).toBe(false);
    expect(username('abc').every((rule) => rule.met)).toBe(true);
    expect(username('ab c')).toEqual([
      { message: 'Username must be at least 3 characters', met: true },
      { message: 'Username may use letters, numbers, dot, dash, underscore and @', met: false },
    ]);
  });

  it('lists an upper limit only once it is broken', () => {
    expect(username('a'.repeat(51)).map((rule) => rule.message)).toContain(
      'Username must be at most 50 characters',
    );
    expect(password('seven77')).toEqual([
      { message: 'Password must be at least 8 characters', met: false },
    ]);
    expect(password('eight888')).toEqual([
      { message: 'Password must be at least 8 characters', met: true },
    ]);
  });
});
