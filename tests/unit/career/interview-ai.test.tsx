import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterviewSummary } from '@/components/tools/career/InterviewSummary';
import type { AiResult } from '@/lib/ai/result';
import type { AiAnswerFeedback } from '@/lib/career/interview/ai';

const answerFeedbackWithAi = vi.fn<() => Promise<AiResult<AiAnswerFeedback>>>();
vi.mock('@/lib/career/interview/ai', () => ({ answerFeedbackWithAi: () => answerFeedbackWithAi() }));

const question = {
  id: 'conflict',
  text: 'Tell me about a conflict with a colleague.',
  listenFor: 'a calm, specific resolution',
};
const answer = {
  text: 'In my last role a colleague and I disagreed on a launch date, so I set up a meeting and we agreed a plan.',
  notes: '',
  rating: { situation: 3, task: 2, action: 3, result: 1 },
  seconds: 75,
  timedOut: false,
} as const;
const feedback: AiAnswerFeedback = {
  strengths: ['You named the situation clearly.'],
  improvements: ['Give the result in numbers.'],
};

function mount() {
  render(<InterviewSummary questions={[question]} answers={[answer]} recordings={{}} behavioral aiEnabled />);
}

describe('AI feedback on an interview answer', () => {
  it('shows the coach’s points without a test-data label for a real answer', async () => {
    answerFeedbackWithAi.mockResolvedValue({ ok: true, data: feedback });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback with AI on answer 1' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Give the result in numbers.')).toBeVisible();
    expect(within(status).queryByText('Emulated AI answer (test data)')).toBeNull();
  });

  it('labels feedback from the local emulator as test data', async () => {
    answerFeedbackWithAi.mockResolvedValue({ ok: true, data: feedback, emulated: true });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback with AI on answer 1' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Emulated AI answer (test data)')).toBeVisible();
    expect(within(status).getByText('You named the situation clearly.')).toBeVisible();
  });

  it('says what went wrong and keeps the answer when the service fails', async () => {
    answerFeedbackWithAi.mockResolvedValue({
      ok: false,
      reason: 'network',
      message: 'We could not reach the AI service. Check your connection and try again.',
    });
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback with AI on answer 1' }));
    expect(
      await screen.findByText('We could not reach the AI service. Check your connection and try again.'),
    ).toBeVisible();
    expect(screen.getByText(answer.text)).toBeVisible();
  });
});
