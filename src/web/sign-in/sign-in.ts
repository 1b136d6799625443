// The static sign-in page's script (auth.html, docs/decisions/040-static-sign-in-page.md). It does
// what the React LoginForm does, without React or the schema library, so a first visit to /auth
// loads a few kilobytes; the app loads after Sign In. Nothing imported here may reach zod.
import type { SessionUser } from '../../shared/auth';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { missingLoginFields, type LoginFields } from '../../shared/login-messages';
import { homePath } from '../../shared/roles';
import { readLoginBlock, saveLoginBlock } from '../lib/login-block';
import { NETWORK_ERROR_MESSAGE } from '../lib/network-message';
import { saveSignInHandoff } from '../lib/sign-in-handoff';
import { APP_SIGN_IN, appFiles, failureText, loginInput } from './sign-in-rules';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('sign-in');
const submit = byId<HTMLButtonElement>('submit');
const password = byId<HTMLInputElement>('password');
const toggle = byId<HTMLButtonElement>('password-toggle');
const toasts = byId<HTMLDivElement>('toasts');

// A counter held back by a daily report: the React screen shows the countdown and holds the button.
if (readLoginBlock() !== null) location.replace(APP_SIGN_IN);

/**
 * The app's code, fetched into the browser's cache when the person first focuses or taps the
 * form: they type for seconds, so the dashboard after Sign In needs no download, while the page
 * itself (what a first visit measures) loads none of it.
 */
function fetchAppEarly(): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-files"]')?.content;
  for (const file of appFiles(listed)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  }
}
document.addEventListener('focusin', fetchAppEarly, { once: true });
document.addEventListener('pointerdown', fetchAppEarly, { once: true });

let closeToast: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time, in the alert region, as the app's toasts (lib/toast.ts). */
function toastError(title: string, message: string): void {
  const toast = document.createElement('div');
  toast.className = 'toast';
  const heading = document.createElement('p');
  heading.className = 'toast-title';
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'toast-message';
  text.textContent = message;
  toast.append(heading, text);
  toasts.replaceChildren(toast);
  clearTimeout(closeToast);
  closeToast = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}

function showErrors(errors: Partial<Record<keyof LoginFields, string>>): void {
  for (const name of ['username', 'password'] as const) {
    const input = byId<HTMLInputElement>(name);
    const message = byId<HTMLParagraphElement>(`${name}-error`);
    const error = errors[name];
    message.textContent = error ?? '';
    message.hidden = error === undefined;
    if (error === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  }
}

function setPending(pending: boolean): void {
  submit.disabled = pending;
  submit.textContent = pending ? 'Signing In...' : 'Sign In';
}

/** Posts the sign-in; true when the page is leaving (signed in, or to the blocked screen). */
async function signIn(input: LoginFields): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    toastError('Login failed', NETWORK_ERROR_MESSAGE);
    return false;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const user = body as SessionUser;
    saveSignInHandoff(user);
    location.replace(homePath(user.role));
    return true;
  }
  // A store's counter refused after its daily report: remembered here, and the countdown shown.
  const refusal = (response.status === 403 && typeof body === 'object' && body) || {};
  const blocked = saveLoginBlock('blockedUntil' in refusal ? refusal.blockedUntil : undefined, {
    storeId: 'storeId' in refusal ? refusal.storeId : undefined,
    timeZone: 'timeZone' in refusal ? refusal.timeZone : undefined,
    username: input.username,
  });
  if (blocked !== null) {
    location.replace(APP_SIGN_IN);
    return true;
  }
  toastError('Login failed', failureText(response.status, response.statusText, body));
  return false;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  // A second tap while the first is on its way sends nothing.
  if (submit.disabled) return;
  const input = loginInput(new FormData(form));
  const missing = missingLoginFields(input);
  showErrors(missing);
  if (Object.keys(missing).length > 0) return;
  setPending(true);
  void signIn(input).then((leaving) => {
    if (!leaving) setPending(false);
  });
});

toggle.addEventListener('click', () => {
  const show = password.type === 'password';
  password.type = show ? 'text' : 'password';
  toggle.setAttribute('aria-pressed', String(show));
});
