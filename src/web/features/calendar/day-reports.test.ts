import { describe, expect, it } from 'vitest';
import { dayReportState, filedFromList, filedToday, UNKNOWN } from './day-reports';

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
