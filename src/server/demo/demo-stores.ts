import type { DEFAULT_COMPANY_NAMES } from '../../shared/companies';
import type { US_TIME_ZONES } from '../../shared/org';
import type { US_STATES } from '../../shared/store-contact';
import type { StoreBuybackRules } from '../../shared/buyback-rules';

type DemoStore = {
  name: string;
  storeName: string;
  brand: string;
  /** The demo keeps the five default companies, one store or two each. */
  company: (typeof DEFAULT_COMPANY_NAMES)[number];
  timezone: (typeof US_TIME_ZONES)[number];
  /**
   * The secondhand-dealer rules its jurisdiction sets (issue 26): different per store, so the
   * demo shows a hold of 10 days beside one of 21, Texas's stores at 7 and a store with none.
   */
  rules: Partial<StoreBuybackRules>;
  /** Where the shop is: printed on its tickets and receipts and sent in its messages. */
  contact: {
    streetAddress: string;
    city: string;
    state: (typeof US_STATES)[number];
    zip: string;
    phone: string;
    email?: string;
    website?: string;
    openingHours?: string;
    licenseNumber?: string;
  };
};

const MALL_HOURS = 'Mon-Sat 10 AM-9 PM\nSun 12 PM-6 PM';
const STREET_HOURS = 'Mon-Fri 9 AM-7 PM\nSat 10 AM-6 PM\nSun closed';

/** Two regions in two US time zones, three stores each; phones are 555-01xx, never a real line. */
export const DEMO_REGIONS: { name: string; stores: DemoStore[] }[] = [
  {
    name: 'Southeast',
    stores: [
      {
        name: 'Techy Buckhead',
        storeName: 'Buckhead',
        brand: 'Techy',
        company: 'TECHY',
        timezone: 'America/New_York',
        rules: { buybackHoldDays: 10, policeReportEmail: 'pawn.unit@police.example.gov' },
        contact: {
          streetAddress: '3035 Peachtree Rd NE, Suite 120',
          city: 'Atlanta',
          state: 'GA',
          zip: '30305',
          phone: '(404) 555-0131',
          email: 'buckhead@techy.example',
          website: 'https://techy.example/buckhead',
          openingHours: STREET_HOURS,
          licenseNumber: 'ATL-SHD-2291',
        },
      },
      {
        name: 'Techy Midtown',
        storeName: 'Midtown',
        brand: 'Techy',
        company: 'TECHY',
        timezone: 'America/New_York',
        rules: { buybackHoldDays: 21, buybackSecondId: true, recordRetentionYears: 5 },
        contact: {
          streetAddress: '950 W Peachtree St NW',
          city: 'Atlanta',
          state: 'GA',
          zip: '30309',
          phone: '(404) 555-0132',
          email: 'midtown@techy.example',
          website: 'https://techy.example/midtown',
          openingHours: STREET_HOURS,
          licenseNumber: 'ATL-SHD-2318',
        },
      },
      {
        name: 'Cellairis Perimeter Mall',
        storeName: 'Perimeter',
        brand: 'Cellairis',
        company: 'CELLAIRIS',
        timezone: 'America/New_York',
        rules: {},
        contact: {
          streetAddress: '4400 Ashford Dunwoody Rd, Kiosk K12',
          city: 'Dunwoody',
          state: 'GA',
          zip: '30346',
          phone: '(770) 555-0133',
          website: 'https://cellairis.example/perimeter',
          openingHours: MALL_HOURS,
        },
      },
    ],
  },
  {
    name: 'Texas',
    stores: [
      {
        name: 'DeviceZone Uptown Dallas',
        storeName: 'Uptown',
        brand: 'DeviceZone',
        company: 'DEVICEZONE',
        timezone: 'America/Chicago',
        rules: { buybackHoldDays: 7, policeReportHours: 48 },
        contact: {
          streetAddress: '2501 McKinney Ave',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
          phone: '(214) 555-0134',
          email: 'uptown@devicezone.example',
          openingHours: STREET_HOURS,
          licenseNumber: 'TX-CDR-00417',
        },
      },
      {
        name: 'iFixAndRepair Galleria',
        storeName: 'Galleria',
        brand: 'iFixAndRepair',
        company: 'IFIXANDREPAIR',
        timezone: 'America/Chicago',
        rules: { buybackHoldDays: 7, policeReportHours: 48 },
        contact: {
          streetAddress: '13350 Dallas Pkwy, Level 2',
          city: 'Dallas',
          state: 'TX',
          zip: '75240',
          phone: '(972) 555-0135',
          website: 'https://ifixandrepair.example/galleria',
          openingHours: MALL_HOURS,
        },
      },
      {
        name: 'TekCell Austin South',
        storeName: 'AustinSouth',
        brand: 'TekCell',
        company: 'TEKCELL',
        timezone: 'America/Chicago',
        rules: { buybackHoldDays: 7, policeReportHours: 48 },
        contact: {
          streetAddress: '4477 S Lamar Blvd, Suite 300',
          city: 'Austin',
          state: 'TX',
          zip: '78745',
          phone: '(512) 555-0136',
          email: 'south@tekcell.example',
          openingHours: STREET_HOURS,
          licenseNumber: 'TX-CDR-00522',
        },
      },
    ],
  },
];
