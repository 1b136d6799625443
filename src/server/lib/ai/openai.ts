import OpenAI from 'openai';
import { unknownFigures } from './figures';
import type { AiProvider, NarrateRequest, Narrative } from './provider';

export type OpenAiSettings = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long a shop owner waits for wording before the local draft is shown instead. */
  timeoutMs?: number;
};

const SYSTEM = [
  'You rewrite short business texts for the owner of a phone repair shop.',
  'Keep the meaning, be concise and plain, at most 4 sentences.',
  'State only numbers that appear in the given figures or in the draft; never compute or invent others.',
  'Answer with the rewritten text only.',
].join(' ');

function fallback(draft: string, reason: string): Narrative {
  return {
    text: draft,
    provider: 'local',
    fellBack: true,
    note: `The remote model was not used: ${reason}`,
  };
}

/** Any OpenAI-compatible chat-completions endpoint writes the wording; its answer is checked. */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs ?? 8000,
    // A retry would double the wait; the local draft is always there instead.
    maxRetries: 0,
  });
  return {
    name: 'openai',
    async narrate({ task, figures, draft }: NarrateRequest): Promise<Narrative> {
      let text: string;
      try {
        const answer = await client.chat.completions.create({
          model: settings.model,
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM },
            {
              role: 'user',
              content: `Task: ${task}\nFigures: ${JSON.stringify(figures)}\nDraft:\n${draft}`,
            },
          ],
        });
        text = answer.choices[0]?.message?.content?.trim() ?? '';
      } catch (err) {
        return fallback(draft, err instanceof Error ? err.message : String(err));
      }
      if (!text) return fallback(draft, 'it returned no text.');
      const invented = unknownFigures(text, [draft, ...Object.values(figures)]);
      if (invented.length > 0)
        return fallback(
          draft,
          `it stated figures that were not computed (${invented.join(', ')}).`,
        );
      return { text, provider: 'openai', fellBack: false, note: null };
    },
  };
}
