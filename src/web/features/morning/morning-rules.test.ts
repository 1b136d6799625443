import { describe, expect, it } from 'vitest';
import {
  localDateKey,
  parseMorningState,
  planMorningPopup,
  type MorningState,
} from './morning-rules';
import { QUOTES } from './quotes';

const QUOTE_COUNT = 15;
const NEVER: MorningState = { lastShownDate: null, shownQuotes: [] };

/** A local time on 21 November 2026 (or `day`), whatever the machine's time zone. */
const at = (hour: number, minute = 0, day = 21) => new Date(2026, 10, day, hour, minute);

describe('when the morning popup shows', () => {
  it.each([
    ['04:59', at(4, 59), false],
    ['05:00', at(5, 0), true],
    ['09:00', at(9, 0), true],
    ['11:59', at(11, 59), true],
    ['12:00', at(12, 0), false],
    ['23:30', at(23, 30), false],
  ])('at %s: %s', (_label, now, shows) => {
    expect(planMorningPopup(NEVER, now, QUOTE_COUNT) !== null).toBe(shows);
  });

  it('shows once per calendar day, again the next morning', () => {
    const first = planMorningPopup(NEVER, at(7, 15), QUOTE_COUNT);
    expect(first?.next.lastShownDate).toBe('2026-11-21');
    expect(planMorningPopup(first!.next, at(7, 16), QUOTE_COUNT)).toBeNull();
    expect(planMorningPopup(first!.next, at(11, 59), QUOTE_COUNT)).toBeNull();
    expect(planMorningPopup(first!.next, at(5, 0, 22), QUOTE_COUNT)?.next.lastShownDate).toBe(
      '2026-11-22',
    );
  });

  it('writes the day in local time, padded', () => {
    expect(localDateKey(new Date(2027, 0, 5, 6, 0))).toBe('2027-01-05');
  });
});

describe('which quote it shows', () => {
  it('has 15 different quotes, each with its author', () => {
    expect(QUOTES).toHaveLength(QUOTE_COUNT);
    expect(new Set(QUOTES.map((quote) => quote.text)).size).toBe(QUOTE_COUNT);
    for (const quote of QUOTES) expect(quote.author).not.toBe('');
  });

  it('never repeats one until all 15 were shown, then starts over', () => {
    let state = NEVER;
    const seen: number[] = [];
    // The random source always asks for the last candidate, the hardest case for repeats.
    const last = () => 0.999;
    for (let day = 1; day <= QUOTE_COUNT; day += 1) {
      const plan = planMorningPopup(state, at(8, 0, day), QUOTE_COUNT, last)!;
      seen.push(plan.quote);
      state = plan.next;
    }
    expect(new Set(seen).size).toBe(QUOTE_COUNT);
    expect(state.shownQuotes).toHaveLength(QUOTE_COUNT);

    const sixteenth = planMorningPopup(state, at(8, 0, 16), QUOTE_COUNT, () => 0)!;
    expect(sixteenth.quote).toBe(0);
    expect(sixteenth.next.shownQuotes).toEqual([0]);
  });

  it('picks among the quotes not shown yet', () => {
    const state = { lastShownDate: '2026-11-20', shownQuotes: [0, 1, 2, 4] };
    expect(planMorningPopup(state, at(9), QUOTE_COUNT, () => 0)?.quote).toBe(3);
    expect(planMorningPopup(state, at(9), QUOTE_COUNT, () => 0.999)?.quote).toBe(14);
    expect(planMorningPopup(state, at(9), QUOTE_COUNT, () => 0)?.next.shownQuotes).toEqual([
      0, 1, 2, 4, 3,
    ]);
  });
});

describe('reading what a device stored', () => {
  it('reads a state it wrote', () => {
    const state = { lastShownDate: '2026-11-21', shownQuotes: [3, 7] };
    expect(parseMorningState(JSON.stringify(state), QUOTE_COUNT)).toEqual(state);
  });

  it.each([null, '', 'not json', '42', '"text"', 'null', '[1,2]', '{}'])(
    'treats %j as never shown',
    (raw) => {
      expect(parseMorningState(raw, QUOTE_COUNT)).toEqual(NEVER);
    },
  );

  it('keeps the sensible parts of a damaged state', () => {
    const raw = JSON.stringify({
      lastShownDate: 'yesterday',
      shownQuotes: [1, 1, 99, -1, 2.5, '3', null, 14],
    });
    expect(parseMorningState(raw, QUOTE_COUNT)).toEqual({
      lastShownDate: null,
      shownQuotes: [1, 14],
    });
    expect(
      parseMorningState('{"lastShownDate":20261121,"shownQuotes":"1,2"}', QUOTE_COUNT),
    ).toEqual(NEVER);
  });

  it('shows the popup after damaged storage instead of failing', () => {
    const plan = planMorningPopup(parseMorningState('{oops', QUOTE_COUNT), at(9), QUOTE_COUNT);
    expect(plan?.next.lastShownDate).toBe('2026-11-21');
  });
});
