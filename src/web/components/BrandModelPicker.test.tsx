import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { modelsOf } from '../../shared/catalogue';
import { renderWithApp } from '../testing/render';
import { BrandModelPicker } from './BrandModelPicker';

/** The picker in a form that only submits on purpose; the chosen model is shown beside it. */
function Harness({ initialBrand = 'Apple' }: { initialBrand?: string }) {
  const [brand, setBrand] = useState(initialBrand);
  const [model, setModel] = useState('');
  const [submitted, setSubmitted] = useState(0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted((n) => n + 1);
      }}
    >
      <BrandModelPicker
        brand={brand}
        model={model}
        onBrandChange={setBrand}
        onModelChange={setModel}
      />
      <output aria-label="model">{model || 'none'}</output>
      <output aria-label="submitted">{submitted}</output>
    </form>
  );
}

const modelInput = () => screen.getByLabelText(/^Model( \*)?$/, { selector: 'input' });

describe('the model picker', () => {
  it('picks the model typed whole with Enter, not a longer one, and does not submit', async () => {
    const { user } = await renderWithApp(<Harness />);
    await user.click(modelInput());
    await user.type(modelInput(), '15 pro{Enter}');
    expect(screen.getByLabelText('model')).toHaveTextContent('iPhone 15 Pro');
    expect(screen.getByLabelText('model')).not.toHaveTextContent('Max');
    expect(screen.getByLabelText('submitted')).toHaveTextContent('0');
  });

  it('keeps what was typed when the model is not listed and Other is chosen', async () => {
    const { user } = await renderWithApp(<Harness />);
    await user.click(modelInput());
    await user.type(modelInput(), 'iPhone 19 Ultra');
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Model name/)).toHaveValue('iPhone 19 Ultra'),
    );
    expect(screen.getByLabelText('model')).toHaveTextContent('iPhone 19 Ultra');
  });

  it('lists every model of the brand before anything is typed', async () => {
    const { user } = await renderWithApp(<Harness initialBrand="Samsung" />);
    await user.click(modelInput());
    const listed = new Set([...modelsOf('Samsung').map((m) => m.name), 'Other']);
    // The brand list's options are in the page too; the model list's are the catalogue's names.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('option', { hidden: true })
          .filter((o) => listed.has(o.textContent ?? '')),
      ).toHaveLength(listed.size),
    );
  });
});
