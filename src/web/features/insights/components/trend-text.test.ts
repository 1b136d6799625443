import { describe, expect, it } from 'vitest';
import { trendChange } from './trend-text';

describe('trendChange', () => {
  it('shows no arrow for no change', () => {
    expect(trendChange(0)).toEqual({ text: '0%', color: 'gray' });
  });

  it('points up for a rise and down for a fall', () => {
    expect(trendChange(12.5)).toEqual({ text: '▲ 12.5%', color: 'teal' });
    expect(trendChange(-3)).toEqual({ text: '▼ 3%', color: 'red' });
  });

  it('says new when there was nothing before', () => {
    expect(trendChange(null)).toEqual({ text: 'new', color: 'gray' });
  });
});
