import type * as z from 'zod/mini';

/**
 * One AI tool as the gateway knows it: which fields a browser may send, how they become a prompt,
 * and what the answer must look like. Templates are imported by the gateway only; an island
 * imports the tool's id and `import type` of its fields, so no prompt text reaches the browser and
 * the gateway serves these tools and nothing else.
 */
export interface AiPrompt {
  system: string;
  prompt: string;
  /** A filled-in sample of the JSON wanted: the model (and the emulator) copies its shape. */
  example: unknown;
}

export interface AiToolTemplate<F = unknown, A = unknown> {
  id: string;
  /** Checks what the browser sent; every string is capped, so a prompt's size is bounded. */
  fields: z.core.$ZodType<F>;
  /** Null when the fields are valid but name nothing to ask (a generator without AI ideas). */
  build(fields: F): AiPrompt | null | Promise<AiPrompt | null>;
  /** Checks the model's JSON before it reaches the browser; per request when the fields pick it. */
  answer: z.core.$ZodType<A> | ((fields: F) => z.core.$ZodType<A>);
}

/** Keeps a template's field and answer types paired while the registry holds them all. */
export const defineAiTool = <F, A>(template: AiToolTemplate<F, A>): AiToolTemplate<F, A> => template;
