import { askTool } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { RewriteAnswer, RewriteFields, SummaryAnswer, SummaryFields } from './ai-template';

/**
 * The optional AI versions of the writing tools, loaded only when the visitor presses the AI
 * button. The on-device result stays on screen whatever the service answers. The mode is sent by
 * name; its instruction is the gateway's (./ai-template).
 */
export function askAiRewrite(fields: RewriteFields): Promise<AiResult<RewriteAnswer>> {
  return askTool<RewriteAnswer>('rewrite', fields);
}

export function askAiSummary(fields: SummaryFields): Promise<AiResult<SummaryAnswer>> {
  return askTool<SummaryAnswer>('summary', fields);
}
