import { AI_EMULATED_LABEL } from '@/lib/ai/result';

/** Shown above an answer that came from the local emulator, so test data never passes for AI. */
export function AiEmulatedNote({ className }: { className?: string }) {
  return (
    <p className={className} data-ai-emulated>
      {AI_EMULATED_LABEL}
    </p>
  );
}
