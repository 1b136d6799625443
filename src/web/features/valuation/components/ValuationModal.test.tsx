import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { pick, renderWithApp } from '../../../testing/render';
import ValuationModal from './ValuationModal';

/** Opens the dialog and waits for it to move focus in, as a clerk waits for it to appear. */
async function open() {
  const rendered = await renderWithApp(<ValuationModal opened onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return rendered;
}

function storageInput(): HTMLElement {
  return screen.getByLabelText('Storage', { selector: 'input' });
}

describe('the Smart Valuation storage', () => {
  it('offers the sizes the chosen model shipped with, and empties one it never had', async () => {
    fakeApi();
    const { user } = await open();
    await pick(user, 'Brand', 'Apple');
    await pick(user, 'Model', 'iPhone 15');
    await pick(user, 'Storage', '128GB');

    // The clerk types over the model shown to search for another.
    await user.clear(screen.getByLabelText(/^Model/, { selector: 'input' }));
    await pick(user, 'Model', 'iPhone 15 Pro Max');
    await waitFor(() => expect(storageInput()).toHaveValue(''));
    await user.click(storageInput());
    const list = document.getElementById(storageInput().getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['256GB', '512GB', '1TB']);
  });

  it("shows the server's refusal of the storage beside the Storage field", async () => {
    const refused = 'The iPhone 15 Pro Max was not sold with 1TB: choose 256GB or 512GB';
    const api = fakeApi({
      'POST /api/device-valuation': {
        status: 400,
        body: { error: refused, code: 'validation', fields: { storage: refused } },
      },
    });
    const { user } = await open();
    await pick(user, 'Brand', 'Apple');
    await pick(user, 'Model', 'iPhone 15 Pro Max');
    await pick(user, 'Condition', 'Good');
    await pick(user, 'Storage', '1TB');
    await user.click(screen.getByRole('button', { name: 'Get valuation' }));

    await waitFor(() => expect(storageInput()).toHaveAccessibleDescription(refused));
    expect(api.writes()).toMatchObject([
      { path: '/api/device-valuation', body: { model: 'iPhone 15 Pro Max', storage: '1TB' } },
    ]);
  });
});
