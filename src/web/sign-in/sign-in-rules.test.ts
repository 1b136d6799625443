import { describe, expect, it } from 'vitest';
import { appFiles, failureText, loginInput } from './sign-in-rules';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the static sign-in page', () => {
  it('reads the username trimmed and the password as typed, as the React form does', () => {
    expect(loginInput(formOf({ username: '  sam.lee ', password: ' secret ' }))).toEqual({
      username: 'sam.lee',
      password: ' secret ',
    });
    expect(loginInput(formOf({}))).toEqual({ username: '', password: '' });
  });

  it("words a refusal as the app's api client does", () => {
    const invalid = { error: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' };
    expect(failureText(401, 'Unauthorized', invalid)).toBe('Invalid username or password.');
    expect(failureText(429, 'Too Many Requests', { message: 'Try later.' })).toBe('Try later.');
    expect(failureText(502, 'Bad Gateway', undefined)).toBe('502: Bad Gateway');
    expect(failureText(500, '', { error: '  ' })).toBe('500');
  });

  it("fetches only the app's hashed scripts and styles the build named", () => {
    expect(
      appFiles('/assets/index-Ab1.js  /assets/index-Cd2.css\n/sw.js https://evil.example/x.js'),
    ).toEqual(['/assets/index-Ab1.js', '/assets/index-Cd2.css']);
    expect(appFiles(undefined)).toEqual([]);
    expect(appFiles('')).toEqual([]);
  });
});
