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
