import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CONDITION_EXAMPLES, type Condition, type Storage } from '../../shared/devices';
import { pick, renderWithApp } from '../testing/render';
import { ConditionSelect, StorageSelect } from './DeviceSelects';

function Harness({ required, explained }: { required: boolean; explained?: boolean }) {
  const [value, setValue] = useState<Condition | undefined>('good');
  return (
    <>
      <ConditionSelect
        field={{ value, onChange: setValue }}
        required={required}
        explained={explained}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('the condition of a device', () => {
  it('when optional, picking the chosen condition again empties it', async () => {
    const { user } = await renderWithApp(<Harness required={false} />);
    await pick(user, 'Condition', 'Good');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('when required, stays chosen', async () => {
    const { user } = await renderWithApp(<Harness required />);
    await pick(user, 'Condition', 'Good');
    expect(screen.getByRole('status')).toHaveTextContent('good');
    await pick(user, 'Condition', 'Fair');
    expect(screen.getByRole('status')).toHaveTextContent('fair');
  });

  it('when explained, describes the field with the chosen grade’s example', async () => {
    const { user } = await renderWithApp(<Harness required explained />);
    const field = () => screen.getByLabelText(/^Condition/, { selector: 'input' });
    expect(field()).toHaveAccessibleDescription(CONDITION_EXAMPLES.good);
    for (const [label, condition] of [
      ['Excellent', 'excellent'],
      ['Fair', 'fair'],
      ['Poor', 'poor'],
      ['Broken/Non-functional', 'broken'],
    ] as const) {
      await pick(user, 'Condition', label);
      expect(field()).toHaveAccessibleDescription(CONDITION_EXAMPLES[condition]);
    }
  });

  it('names the examples so two clerks pick the same grade', () => {
    expect(CONDITION_EXAMPLES).toEqual({
      excellent: "Like new: no marks you can see at arm's length",
      good: 'Light wear: fine scratches seen only up close',
      fair: 'Visible wear: scratches or scuffs, small dents; everything works',
      poor: 'Heavy wear: deep scratches, dents, worn buttons; everything works',
      broken: 'Damaged or not working: say what is damaged (screen, battery, back glass, port)',
    });
  });
});

function StorageHarness({ initial }: { initial: string }) {
  const [model, setModel] = useState(initial);
  const [value, setValue] = useState<Storage | undefined>(undefined);
  return (
    <>
      <StorageSelect field={{ value, onChange: setValue }} brand="samsung" model={model} />
      <button type="button" onClick={() => setModel('Galaxy S24')}>
        Galaxy S24
      </button>
      <button type="button" onClick={() => setModel('Galaxy Mystery')}>
        Galaxy Mystery
      </button>
      <output>{value ?? 'none'}</output>
    </>
  );
}

/** The sizes the Storage list offers, as a clerk sees them on opening it. */
async function offered(user: UserEvent): Promise<string[]> {
  const input = screen.getByLabelText('Storage', { selector: 'input' });
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  const sizes = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return sizes;
}

describe('the storage of a device', () => {
  it('offers only the sizes the model shipped with, matched ignoring case', async () => {
    const { user } = await renderWithApp(<StorageHarness initial="galaxy s24 ultra" />);
    expect(await offered(user)).toEqual(['256GB', '512GB', '1TB']);
  });

  it('offers every size for a model whose sizes the catalogue does not know', async () => {
    const { user } = await renderWithApp(<StorageHarness initial="Galaxy Mystery" />);
    expect(await offered(user)).toEqual(['32GB', '64GB', '128GB', '256GB', '512GB', '1TB', '2TB']);
  });

  it('empties a size the newly chosen model never had, and keeps one it had', async () => {
    const { user } = await renderWithApp(<StorageHarness initial="Galaxy S24 Ultra" />);
    await pick(user, 'Storage', '256GB');
    await user.click(screen.getByRole('button', { name: 'Galaxy S24' }));
    expect(screen.getByRole('status')).toHaveTextContent('256GB');

    await pick(user, 'Storage', '128GB');
    await user.click(screen.getByRole('button', { name: 'Galaxy Mystery' }));
    expect(screen.getByRole('status')).toHaveTextContent('128GB');
    await pick(user, 'Storage', '64GB');
    await user.click(screen.getByRole('button', { name: 'Galaxy S24' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('none'));
    expect(screen.getByLabelText('Storage', { selector: 'input' })).toHaveValue('');
  });
});
