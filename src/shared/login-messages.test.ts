import { describe, expect, it } from 'vitest';
import { ZLoginInput } from './auth';
import { missingLoginFields } from './login-messages';

describe('the sign-in form first check', () => {
  it('names each empty field with the schema own message', () => {
    const cases = [
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: 'morgan', password: '' },
      { username: 'morgan', password: 'secret' },
    ];
    for (const input of cases) {
      const parsed = ZLoginInput.safeParse(input);
      const fromSchema = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      expect(missingLoginFields(input)).toEqual(fromSchema);
    }
  });
});
