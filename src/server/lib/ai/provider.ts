/** What a feature asks the AI provider for: words around figures the feature already computed. */
export type NarrateRequest = {
  /** What the text is for, e.g. 'valuation', 'store_brief', 'daily_report', 'area_brief'. */
  task: string;
  /** The computed figures, money already formatted; the only numbers the text may state. */
  figures: Record<string, number | string>;
  /** The local template text stating those figures; used as is when no remote model is used. */
  draft: string;
};

export type Narrative = {
  text: string;
  provider: 'local' | 'openai';
  /** True when the remote model was configured but its answer was not used. */
  fellBack: boolean;
  /** Why the remote model was not used, for the logs and the screen; null when nothing to say. */
  note: string | null;
};

/** The one port the AI features use; numbers never come from it, only the wording. */
export type AiProvider = {
  readonly name: 'local' | 'openai';
  narrate(request: NarrateRequest): Promise<Narrative>;
};
