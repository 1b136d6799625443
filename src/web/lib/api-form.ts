import { ApiError, NETWORK_ERROR_MESSAGE, errorFromResponse } from './api';

/**
 * POSTs a multipart form (text fields and files) with the session cookie. Kept apart from
 * lib/api so the sign-in screen does not carry it. The browser sets the multipart boundary.
 */
export async function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
}

/**
 * The text fields of a parsed form as multipart parts: empty and missing values are left out,
 * so the server's schema sees them as not given.
 */
export function appendFields(form: FormData, fields: Record<string, unknown>): FormData {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  return form;
}
