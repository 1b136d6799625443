import { describe, expect, it } from 'vitest';
import { localAiProvider } from './local';

describe('the local provider', () => {
  it('returns the draft as it is', async () => {
    const narrative = await localAiProvider.narrate({
      task: 'x',
      figures: { a: 1 },
      draft: 'A is 1.',
    });
    expect(narrative).toEqual({ text: 'A is 1.', provider: 'local', fellBack: false, note: null });
  });
});
