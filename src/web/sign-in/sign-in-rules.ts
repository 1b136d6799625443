import type { LoginFields } from '../../shared/login-messages';

/** The React sign-in screen, which shows the daily report's countdown (src/server/plugins/web.ts). */
export const APP_SIGN_IN = '/auth?app';

/** As the React form reads it: the username trimmed, the password as typed. */
export function loginInput(form: FormData): LoginFields {
  return {
    username: String(form.get('username') ?? '').trim(),
    password: String(form.get('password') ?? ''),
  };
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The text of a refused sign-in, as the app's api client words it (lib/api.ts, errorFromResponse). */
export function failureText(status: number, statusText: string, body: unknown): string {
  return (
    field(body, 'error') ??
    field(body, 'message') ??
    (statusText ? `${status}: ${statusText}` : String(status))
  );
}

/** The app's files the build names in auth.html (scripts/bundle/auth-page.mjs), to fetch early. */
export function appFiles(listed: string | null | undefined): string[] {
  return (listed ?? '').split(/\s+/).filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file));
}
