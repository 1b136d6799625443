import { describe, expect, it } from 'vitest';
import { dayReportState, filedFromList, filedToday, unfiledByState, UNKNOWN } from './day-reports';

// Opened at 01:00 UTC on Nov 18: still Nov 17 in Chicago, so Nov 17 is its first day.
const river = {
  id: 'river',
  name: 'Riverside',
  createdAt: '2026-11-18T01:00:00.000Z',
  timezone: 'America/Chicago',
  businessDayEndHour: 5,
};
const old = {
  id: 'old',
  name: 'Oldtown',
  createdAt: '2025-01-01T12:00:00.000Z',
  timezone: 'America/New_York',
  businessDayEndHour: 5,
};
const names = (state: ReturnType<typeof dayReportState>) =>
  state && { filed: state.filed.map((s) => s.id), notFiled: state.notFiled.map((s) => s.id) };

describe('daily reports on the calendar', () => {
  it('never calls a day before a store opened missing, in the store’s own zone', () => {
    const filedOn = filedFromList([{ storeId: 'old', businessDate: '2026-11-16' }], false);
    expect(names(dayReportState('2026-11-16', [river, old], filedOn))).toEqual({
      filed: ['old'],
      notFiled: [],
    });
    expect(names(dayReportState('2026-11-17', [river, old], filedOn))).toEqual({
      filed: [],
      notFiled: ['river', 'old'],
    });
    // Before any store opened there is nothing to say.
    expect(dayReportState('2026-11-16', [river], filedOn)).toBeNull();
  });

  it('counts a report that was filed even on a day before the store’s recorded opening', () => {
    const filedOn = filedFromList([{ storeId: 'river', businessDate: '2026-11-10' }], false);
    expect(names(dayReportState('2026-11-10', [river], filedOn))).toEqual({
      filed: ['river'],
      notFiled: [],
    });
  });

  it('says nothing of the days a full list may have cut short', () => {
    const list = [
      { storeId: 'old', businessDate: '2026-11-20' },
      { storeId: 'old', businessDate: '2026-11-19' },
    ];
    const filedOn = filedFromList(list, true);
    expect(filedOn('2026-11-21')).toEqual(new Set());
    expect(filedOn('2026-11-20')).toEqual(new Set(['old']));
    expect(filedOn('2026-11-19')).toBeNull();
    expect(filedOn('2026-11-18')).toBeNull();
  });

  it('knows only today from the counter’s own check, and nothing without a source', () => {
    const submitted = filedToday('old', '2026-11-20', true);
    expect(names(dayReportState('2026-11-20', [old], submitted))).toEqual({
      filed: ['old'],
      notFiled: [],
    });
    expect(dayReportState('2026-11-19', [old], submitted)).toBeNull();
    const pending = filedToday('old', '2026-11-20', false);
    expect(names(dayReportState('2026-11-20', [old], pending))).toEqual({
      filed: [],
      notFiled: ['old'],
    });
    expect(dayReportState('2026-11-20', [old], UNKNOWN)).toBeNull();
  });
});

describe('an unfiled report, by the store’s business day', () => {
  const ids = (split: { pending: { id: string }[]; missing: { id: string }[] }) => ({
    pending: split.pending.map((s) => s.id),
    missing: split.missing.map((s) => s.id),
  });
  // Chicago is UTC-6 in November; the day ends at 5:00 AM.
  it('is not yet filed at 11:50 PM, 12:20 AM and 4:59 AM, and missing from 5:00 AM', () => {
    for (const instant of [
      '2026-11-21T05:50:00.000Z', // 11:50 PM Nov 20
      '2026-11-21T06:20:00.000Z', // 12:20 AM Nov 21
      '2026-11-21T10:59:00.000Z', // 4:59 AM Nov 21
    ])
      expect(ids(unfiledByState('2026-11-20', [river], new Date(instant))), instant).toEqual({
        pending: ['river'],
        missing: [],
      });
    expect(
      ids(unfiledByState('2026-11-20', [river], new Date('2026-11-21T11:00:00.000Z'))),
    ).toEqual({ pending: [], missing: ['river'] });
  });

  it('splits stores in different zones at the same instant', () => {
    // 5:30 AM in New York (its Nov 20 is over), 4:30 AM in Chicago (still open).
    expect(
      ids(unfiledByState('2026-11-20', [river, old], new Date('2026-11-21T10:30:00.000Z'))),
    ).toEqual({ pending: ['river'], missing: ['old'] });
  });

  it('expects nothing yet of a business day that has not begun for the store', () => {
    // 12:20 AM Nov 21 in Chicago: its business day is still Nov 20; Nov 21 begins at 5:00 AM.
    expect(
      ids(unfiledByState('2026-11-21', [river], new Date('2026-11-21T06:20:00.000Z'))),
    ).toEqual({ pending: [], missing: [] });
  });

  it('holds across the spring DST change (4:59 AM CDT on the Sunday clocks go forward)', () => {
    // 2027-03-14: 2:00 AM CST becomes 3:00 AM CDT; 4:59 AM CDT is 09:59 UTC.
    expect(
      ids(unfiledByState('2027-03-13', [river], new Date('2027-03-14T09:59:00.000Z'))),
    ).toEqual({ pending: ['river'], missing: [] });
    expect(
      ids(unfiledByState('2027-03-13', [river], new Date('2027-03-14T10:00:00.000Z'))),
    ).toEqual({ pending: [], missing: ['river'] });
  });
});
