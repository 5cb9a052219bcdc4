import { hashText } from './ai-completion';

/** The error body OpenAI-compatible clients know how to read. */
export const openAiError = (message: string, type: string, code: string | null = null) => ({
  error: { message, type, param: null, code },
});

export interface ChatCompletionInput {
  model: string;
  content: string;
  promptText: string;
  createdAt: Date;
}

const roughTokenCount = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** A non-streamed chat completion, as `POST /v1/chat/completions` returns it. */
export function chatCompletion({ model, content, promptText, createdAt }: ChatCompletionInput) {
  const promptTokens = roughTokenCount(promptText);
  const completionTokens = roughTokenCount(content);
  return {
    id: `chatcmpl-emu-${hashText(`${model}\n${promptText}\n${content}`).toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(createdAt.getTime() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}
