import { describe, expect, it } from 'vitest';
import { ZCreateStore, ZUpdateStore } from './org';
import {
  EMPTY_STORE_CONTACT,
  storeAddressLines,
  storeContactLines,
  storeContactOneLine,
  type StoreContact,
} from './store-contact';

const shop: StoreContact = {
  streetAddress: '3035 Peachtree Rd NE, Suite 120',
  city: 'Atlanta',
  state: 'GA',
  zip: '30305',
  phone: '(404) 555-0131',
  email: 'buckhead@techy.example',
  website: 'https://techy.example/buckhead',
  openingHours: 'Mon-Fri 9 AM-7 PM\n\n  Sat 10 AM-6 PM  ',
  licenseNumber: 'ATL-SHD-2291',
};

describe('store contact lines', () => {
  it('writes the address as a US envelope does', () => {
    expect(storeAddressLines(shop)).toEqual([
      '3035 Peachtree Rd NE, Suite 120',
      'Atlanta, GA 30305',
    ]);
  });

  it('lists address, phone, e-mail, website and hours for a message', () => {
    expect(storeContactLines(shop)).toEqual([
      '3035 Peachtree Rd NE, Suite 120',
      'Atlanta, GA 30305',
      'Phone: (404) 555-0131',
      'E-mail: buckhead@techy.example',
      'Web: https://techy.example/buckhead',
      'Hours: Mon-Fri 9 AM-7 PM; Sat 10 AM-6 PM',
    ]);
    expect(storeContactOneLine(shop)).toBe(
      '3035 Peachtree Rd NE, Suite 120, Atlanta, GA 30305, (404) 555-0131',
    );
  });

  it('leaves out what an older store has not filled in, never an empty label', () => {
    expect(storeContactLines(EMPTY_STORE_CONTACT)).toEqual([]);
    expect(storeContactOneLine(EMPTY_STORE_CONTACT)).toBe('');
    expect(storeAddressLines({ ...EMPTY_STORE_CONTACT, city: 'Dallas', state: 'TX' })).toEqual([
      'Dallas, TX',
    ]);
  });
});

describe('store contact fields of the store schemas', () => {
  const base = {
    name: 'Techy Buckhead',
    storeName: 'Buckhead',
    brand: 'Techy',
    companyName: 'TECHY',
    regionId: 'r1',
    timezone: 'America/New_York',
    streetAddress: ' 3035 Peachtree Rd NE ',
    city: 'Atlanta',
    state: 'ga',
    zip: '30305-1234',
    phone: '404.555.0131',
  };

  it('stores the project’s phone format, a capital state and a full web address', () => {
    const parsed = ZCreateStore.parse({
      ...base,
      email: 'Shop@Techy.Example',
      website: 'techy.example',
    });
    expect(parsed).toMatchObject({
      streetAddress: '3035 Peachtree Rd NE',
      state: 'GA',
      zip: '30305-1234',
      phone: '(404) 555-0131',
      email: 'shop@techy.example',
      website: 'https://techy.example',
    });
  });

  it('parses its own output to the same values, as the form sends what it parsed', () => {
    const once = ZCreateStore.parse({ ...base, email: '', website: '', openingHours: '' });
    expect(once).toMatchObject({ email: null, website: null, openingHours: null });
    expect(ZCreateStore.parse(once)).toEqual(once);
    const full = ZCreateStore.parse({ ...base, email: 'a@b.example', website: 'b.example' });
    expect(ZCreateStore.parse(full)).toEqual(full);
  });

  it('requires the address and phone of a new store, not of a change', () => {
    const noContact = { ...base, streetAddress: undefined, phone: undefined };
    const errors = ZCreateStore.safeParse(noContact).error?.issues.map((i) => i.path[0]);
    expect(errors).toEqual(expect.arrayContaining(['streetAddress', 'phone']));
    expect(ZUpdateStore.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });

  it('reads a blank optional field as "clear it" and an absent one as "unchanged"', () => {
    expect(ZUpdateStore.parse({ email: '', website: ' ', licenseNumber: '' })).toEqual({
      email: null,
      website: null,
      licenseNumber: null,
    });
    expect(ZUpdateStore.parse({})).toEqual({});
  });
});
