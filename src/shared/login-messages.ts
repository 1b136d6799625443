/**
 * The sign-in form's required-field messages, without the schema library: the sign-in screen
 * checks its two fields with these before anything else loads. ZLoginInput spells the same words
 * (login-messages.test.ts holds them equal) rather than importing them, which would make this a
 * chunk of its own on /auth.
 */
export const LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
} as const;

export type LoginFields = { username: string; password: string };

/** The same first check as ZLoginInput: a username of only spaces is no username. */
export function missingLoginFields(input: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const missing: Partial<Record<keyof LoginFields, string>> = {};
  if (input.username.trim() === '') missing.username = LOGIN_MESSAGES.username;
  if (input.password === '') missing.password = LOGIN_MESSAGES.password;
  return missing;
}
