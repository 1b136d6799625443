import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../shared/devices';
import { pick, renderWithApp } from '../testing/render';
import { ConditionSelect } from './DeviceSelects';

function Harness({ required }: { required: boolean }) {
  const [value, setValue] = useState<Condition | undefined>('good');
  return (
    <>
      <ConditionSelect field={{ value, onChange: setValue }} required={required} />
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
});
