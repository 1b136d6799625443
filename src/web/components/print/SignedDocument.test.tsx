import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { Row } from './DocumentParts';
import { SignedDocument } from './SignedDocument';

const header = {
  store: 'Westbrook',
  contact: undefined,
  kind: 'TECHY · Sales receipt',
  numberLabel: 'Receipt',
  number: 'R-1001',
};
const terms = { id: 't1', kind: 'sale' as const, storeId: null, version: 3, body: 'No returns.' };
const signature = {
  src: 'data:image/png;base64,AAAA',
  alt: 'Customer signature',
  signer: 'Rae Jones',
  caption: 'Customer signature · Jan 5',
  method: 'typed' as const,
};

/** What every document has: the rest is told per test. */
const base = {
  paper: 'letter' as const,
  label: 'Sale receipt',
  header,
  facts: <Row label="Customer">Rae Jones</Row>,
};

describe('a signed document', () => {
  it('prints its header, facts, total, terms, signature and closing line in order', async () => {
    await renderWithApp(
      <SignedDocument
        {...base}
        total={{ label: 'Total paid', amount: '$120.00' }}
        terms={{ title: 'Warranty and returns', terms }}
        signature={signature}
        beside={<figure>QR</figure>}
        thanks="Thank you for your purchase."
      />,
    );
    const doc = screen.getByRole('article', { name: 'Sale receipt' });
    expect(doc).toHaveTextContent(
      /^Westbrook.*R-1001.*Customer.*Rae Jones.*Total paid\$120\.00.*Warranty and returns.*Terms version 3.*No returns\..*Rae Jones · Customer signature · Jan 5.*QR.*Thank you for your purchase\.$/,
    );
    expect(within(doc).getByRole('img', { name: 'Customer signature' })).toBeInTheDocument();
  });

  it('prints no footer, total or closing line when the record has none', async () => {
    await renderWithApp(
      <SignedDocument
        {...base}
        terms={{ title: 'Warranty and returns', terms: null }}
        signature={null}
      />,
    );
    const doc = screen.getByRole('article', { name: 'Sale receipt' });
    expect(doc.querySelector('footer')).toBeNull();
    expect(doc).not.toHaveTextContent('Total paid');
    expect(doc).not.toHaveTextContent('Warranty and returns');
    expect(doc.lastElementChild?.tagName).toBe('DL');
  });
});
