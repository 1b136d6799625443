import type { AiConfig } from '../../config';
import { localAiProvider } from './local';
import { createOpenAiProvider } from './openai';
import type { AiProvider } from './provider';

export type { AiProvider, NarrateRequest, Narrative } from './provider';
export { localAiProvider } from './local';

/** The provider the configuration names; `local` unless AI_PROVIDER=openai. */
export function createAiProvider(config: AiConfig): AiProvider {
  return config.provider === 'openai' ? createOpenAiProvider(config) : localAiProvider;
}
