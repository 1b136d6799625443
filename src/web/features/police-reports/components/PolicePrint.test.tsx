import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PoliceReport } from '../../../../shared/police-reports';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import PolicePrint from './PolicePrint';

const REPORT: PoliceReport = {
  storeId: 's1',
  storeName: 'Westbrook',
  date: '2026-11-20',
  timezone: 'America/Chicago',
  purchases: 1,
  preparedAt: null,
  exportedAt: null,
  exportedPurchases: null,
  exportedBy: null,
  sentAt: null,
  sentTo: null,
  error: null,
  dueAt: '2026-11-22T06:00:00.000Z',
  overdue: false,
  rows: [
    {
      purchaseId: 'p1',
      time: '2026-11-20 00:20',
      sellerName: 'Jordan Seller',
      sellerPhone: '(312) 555-0188',
      sellerEmail: null,
      sellerAddress: '12 State St, Chicago, IL 60602',
      sellerBirthDate: '1990-04-12',
      idType: "Driver's license",
      idNumber: 'IL99004567',
      idIssuer: 'IL',
      idExpiry: '2031-01-31',
      secondIdType: 'Passport',
      secondIdNumber: 'X1234567',
      secondIdIssuer: 'USA',
      secondIdExpiry: null,
      deviceBrand: 'Google',
      deviceModel: 'Pixel 8',
      imei: '356938035643809',
      storage: '128GB',
      color: 'Black',
      carrier: null,
      condition: 'Good',
      deviceMarks: 'Scratch on the back',
      ownedFor: '1 to 2 years',
      price: 150,
      paymentMethod: 'Cash',
      clerk: 'Sam Ortiz',
      photos: ['http://shop.test/api/files/f1'],
      idPhoto: null,
      corrections: [
        'Device details: The color is blue (Typed wrong; Dana Reyes, 2026-11-21 09:00)',
      ],
    },
  ],
};

describe('the printable police report', () => {
  it('prints every field of each purchase, the full ID numbers included, on letter paper', async () => {
    fakeApi({ 'GET /api/me/stores': [], 'GET /api/police-reports/s1/2026-11-20': REPORT });
    await renderWithApp(
      <Routes>
        <Route path="/police-reports/:storeId/:date/print" element={<PolicePrint />} />
      </Routes>,
      { route: '/police-reports/s1/2026-11-20/print' },
    );
    const doc = await screen.findByRole('article', { name: 'Police report' });
    expect(within(doc).getByText(/devices bought on 11\/20\/2026/)).toBeInTheDocument();
    for (const text of [
      'Jordan Seller',
      '12 State St, Chicago, IL 60602',
      "Driver's license · IL99004567 · IL · expires 1/31/2031",
      'Passport · X1234567 · USA',
      '356938035643809',
      'Scratch on the back',
      '1 to 2 years',
      '$150.00',
      'Sam Ortiz',
      'http://shop.test/api/files/f1',
      'Device details: The color is blue (Typed wrong; Dana Reyes, 2026-11-21 09:00)',
    ])
      expect(within(doc).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print police report' })).toBeInTheDocument();
  });
});
