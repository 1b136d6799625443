import { describe, expect, it } from 'vitest';
import {
  currentTermsPath,
  normalizeTermsBody,
  TERMS_MAX_CHARS,
  TERMS_MESSAGES,
  termsParagraphs,
  ZPublishTerms,
} from './terms';

describe('terms text', () => {
  it('keeps one paragraph a line, trimmed, without blank lines or Windows line ends', () => {
    const typed = '  Warranty: 90 days. \r\n\r\n\n  Data: back it up.\n';
    expect(termsParagraphs(typed)).toEqual(['Warranty: 90 days.', 'Data: back it up.']);
    expect(normalizeTermsBody(typed)).toBe('Warranty: 90 days.\nData: back it up.');
  });

  it('counts the limit on the text kept, not on the spaces typed around it', () => {
    const padded = `${'x'.repeat(TERMS_MAX_CHARS)}\n\n   \n`;
    expect(ZPublishTerms.safeParse({ kind: 'repair', body: padded }).success).toBe(true);
    const over = ZPublishTerms.safeParse({ kind: 'repair', body: 'x'.repeat(TERMS_MAX_CHARS + 1) });
    expect(over.error?.issues[0]?.message).toBe(TERMS_MESSAGES.tooLong);
  });

  it('needs no text to put a store back on the chain terms', () => {
    expect(
      ZPublishTerms.safeParse({ kind: 'sale', storeId: 's1', useChainTerms: true }).success,
    ).toBe(true);
  });

  it('reads the current terms of one store at one path, the one the offline layer keeps', () => {
    expect(currentTermsPath('buyback', 'a b')).toBe('/api/terms/current?kind=buyback&storeId=a+b');
  });
});
