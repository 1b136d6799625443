import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONSENT_VERSION,
  consentWords,
  isConsentVersion,
  isStopMessage,
  marketingConsentFields,
} from './marketing-consent';

describe('STOP', () => {
  it('takes each stop word as the whole message, in any case, trimmed', () => {
    for (const body of [
      'STOP',
      ' stop ',
      'Stop\n',
      'StopAll',
      'unsubscribe',
      'CANCEL',
      'end',
      'Quit',
    ])
      expect(isStopMessage(body)).toBe(true);
  });

  it('leaves a message that only contains one alone', () => {
    for (const body of ['stop please', 'STOP!', "don't stop", 'the end', ''])
      expect(isStopMessage(body)).toBe(false);
  });
});

describe('the consent words', () => {
  it('say who, what, how often, that it is no condition of buying, and how to stop, per channel', () => {
    const sms = consentWords('Techy Repairs', 'sms');
    expect(sms).toBe(
      'Text me offers and news from Techy Repairs at this number: up to 4 marketing texts a month, which may be sent automatically. Consent is not a condition of any purchase or repair. Reply STOP or use the link in any text to stop. Message and data rates may apply.',
    );
    const email = consentWords('Techy Repairs', 'email');
    expect(email).toContain('from Techy Repairs');
    expect(email).toContain('up to 4 marketing e-mails a month');
    expect(email).toContain('Consent is not a condition of any purchase or repair.');
    expect(email).toContain('unsubscribe link');
    expect(email).not.toContain('rates');
  });

  it('knows its versions, and nothing that only looks like one', () => {
    expect(isConsentVersion(CONSENT_VERSION)).toBe(true);
    expect(isConsentVersion('__proto__')).toBe(false);
    expect(consentWords('X', 'sms', 'no-such-version')).toBe(consentWords('X', 'sms'));
  });

  it('reads the boxes from JSON or multipart text, and lets an older form leave them out', () => {
    const schema = z.object(marketingConsentFields);
    expect(schema.parse({ marketingSms: 'true', marketingEmail: 'false' })).toEqual({
      marketingSms: true,
      marketingEmail: false,
    });
    expect(schema.parse({ marketingSms: true })).toEqual({ marketingSms: true });
    expect(schema.parse({})).toEqual({});
    expect(schema.safeParse({ marketingSms: 'yes' }).success).toBe(false);
  });
});
