import { describe, expect, it } from 'vitest';
import { parseSignInHandoff } from './sign-in-handoff';

const USER = {
  id: 'u1',
  username: 'sam.lee',
  firstName: 'Sam',
  lastName: 'Lee',
  email: null,
  role: 'store',
  storeId: 's1',
  storeName: 'Downtown',
  storeBrand: null,
  storeCompanyName: null,
  regionIds: [],
  storeIds: ['s1'],
};

describe('the user the static sign-in page hands to the app', () => {
  it('is read back as it was written', () => {
    expect(parseSignInHandoff(JSON.stringify(USER))).toEqual(USER);
  });

  it.each([null, '', 'not json', 'null', '{"id":"u1","role":"store"}', '{"firstName":"Sam"}'])(
    'is nobody when the stored text is not a user (%j)',
    (stored) => {
      expect(parseSignInHandoff(stored)).toBeNull();
    },
  );
});
