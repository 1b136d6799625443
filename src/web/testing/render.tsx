import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '../../shared/auth';
import { cssVariablesResolver, theme } from '../app/theme';
import { rememberSignedInUser } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { authKeys } from '../features/auth/api';
import { sessionUser } from './users';

/** A store clerk of one store, the person at the counter in most form tests. */
export const CLERK = sessionUser({ storeBrand: null });

type Options = { user?: SessionUser; route?: string };

/**
 * Renders a screen as the app does (src/web/app/Providers.tsx): Mantine with the app's theme
 * (env 'test': no transitions, no portals), the toasts, a fresh query client and a router, with
 * `user` signed in, as this device remembers them for its offline queue.
 */
export async function renderWithApp(
  ui: ReactElement,
  { user = CLERK, route = '/' }: Options = {},
): Promise<RenderResult & { user: UserEvent }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user, user);
  await rememberSignedInUser(user);
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user: userEvent.setup({ delay: null }) };
}

/**
 * Enters text in a field as a whole (a tap, then the text arriving at once, as from the
 * keyboard's suggestion bar): one change per field keeps a long form's test to a second or two.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  // A dialog that has just opened may still be moving focus to its first field.
  if (document.activeElement !== field) field.focus();
  // What the field held (a report's $0.00) is replaced, as a clerk selects it and types over.
  // An empty field is left alone: clearing it anyway lost the typed signature's first change.
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.paste(text);
}

/**
 * Chooses `option` in the list labelled `label` as a clerk does: opens it, types part of the
 * name where the list can be searched, then taps the option.
 */
export async function pick(user: UserEvent, label: string, option: string): Promise<void> {
  // The label as shown, with the asterisk of a required field.
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const input = screen.getByLabelText(name, { selector: 'input' });
  await user.click(input);
  if (!input.hasAttribute('readonly')) await user.paste(option);
  // Looked for in this list only: a role query over the whole dialog takes seconds in jsdom.
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`The ${label} list did not open`);
    return element;
  });
  await user.click(await within(list).findByRole('option', { name: option }));
}
