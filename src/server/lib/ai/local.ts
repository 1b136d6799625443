import type { AiProvider } from './provider';

/** The default provider: no network, the feature's own template text, the same every time. */
export const localAiProvider: AiProvider = {
  name: 'local',
  narrate: async ({ draft }) => ({ text: draft, provider: 'local', fellBack: false, note: null }),
};
