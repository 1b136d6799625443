import { describe, expect, it } from 'vitest';
import { inviteEmail, type InviteEmailFacts } from './email';

const facts: InviteEmailFacts = {
  inviterName: 'Olivia Ramos',
  role: 'store',
  chainName: 'Peach State Phone Repair',
  regionNames: [],
  storeNames: ['Peach Midtown'],
  link: 'http://192.168.1.20:5000/invite/accept?token=abc',
  expiresOn: '2026-12-04',
};

describe('inviteEmail', () => {
  it('names the chain, the role and the store joined', () => {
    const mail = inviteEmail(facts);
    expect(mail.subject).toBe('You are invited to join Peach State Phone Repair as Store User');
    expect(mail.text).toContain(
      'Olivia Ramos invited you to join Peach State Phone Repair as Store User at Peach Midtown.',
    );
    expect(mail.text).toContain(facts.link);
  });

  it('reads well without a chain name, and for regions or several stores', () => {
    const regional = inviteEmail({
      ...facts,
      chainName: null,
      role: 'regionalmanager',
      storeNames: [],
      regionNames: ['Georgia', 'Texas'],
    });
    expect(regional.subject).toBe('You are invited to join the team as Regional Manager');
    expect(regional.text).toContain('as Regional Manager for the Georgia and Texas regions.');
    const area = inviteEmail({
      ...facts,
      role: 'areamanager',
      storeNames: ['Midtown', 'Buckhead', 'Decatur'],
    });
    expect(area.text).toContain('as Area Manager at Midtown, Buckhead and Decatur.');
  });
});
