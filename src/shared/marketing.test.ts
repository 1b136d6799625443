import { describe, expect, it } from 'vitest';
import { campaignOutcome, describeSegment, type CampaignResults } from './marketing';

const results = (r: Partial<CampaignResults>): CampaignResults => ({
  sent: 0,
  kept: 0,
  failed: 0,
  pending: 0,
  skippedOptedOut: 0,
  optedOut: 0,
  ...r,
});

describe('campaignOutcome', () => {
  it('does not call a campaign sent when every message waits in the outbox', () => {
    const outcome = campaignOutcome({
      state: 'sent',
      channel: 'sms',
      results: results({ kept: 234 }),
    });
    expect(outcome.label).toBe('Queued');
    expect(outcome.text).toBe(
      'Queued: 234 waiting in the outbox, no SMS provider set up, so not delivered (Admin → System lists them).',
    );
  });

  it('says Sent only when every message reached the mail server', () => {
    const email = (r: Partial<CampaignResults>) =>
      campaignOutcome({ state: 'sent', channel: 'email', results: results(r) });
    expect(email({ sent: 12 })).toEqual({
      label: 'Sent',
      tone: 'sent',
      text: '12 handed to the mail server.',
    });
    expect(email({ sent: 10, failed: 2 })).toMatchObject({
      label: 'Partly sent',
      text: '10 handed to the mail server; 2 refused by the mail server.',
    });
    expect(email({ failed: 3 })).toMatchObject({ label: 'Not sent', tone: 'failed' });
  });

  it('shows a campaign still going as Sending', () => {
    expect(
      campaignOutcome({
        state: 'sending',
        channel: 'email',
        results: results({ sent: 5, pending: 20 }),
      }),
    ).toMatchObject({ label: 'Sending', text: '5 handed to the mail server; 20 still to go.' });
    expect(
      campaignOutcome({
        state: 'sending',
        channel: 'sms',
        results: results({ kept: 1, pending: 1 }),
      }).text,
    ).toBe(
      "1 waiting in the outbox, no SMS provider set up, so not delivered (Admin → System lists them); 1 still to go (a text waits for 8 AM–9 PM at its recipient's).",
    );
  });
});

describe('describeSegment', () => {
  it('describes the upgrade audience in plain words', () => {
    expect(describeSegment('upgrade_ready', 3)).toBe(
      'Customers who had a device repaired here, or bought one here, that came out 3 or more years ago (only models whose release year we know).',
    );
  });
});
