import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockInterview } from '@/components/tools/career/MockInterview';

const method = ['How it works.'];
const status = () =>
  screen.getByText(
    (_, element) =>
      element?.getAttribute('role') === 'status' &&
      element.closest('section[aria-labelledby="mi-stage-title"]') !== null,
  );

function advance(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1000));
}

afterEach(() => vi.useRealTimers());

describe('the mock interview', () => {
  it('shows the set-up form in the static HTML', () => {
    const html = renderToString(<MockInterview method={method} />);
    expect(html).toContain('Set up your practice interview');
    expect(html).toContain('Start interview');
  });

  it('runs prep and answer clocks, announcing them only at milestones', () => {
    vi.useFakeTimers();
    render(<MockInterview method={method} />);
    fireEvent.change(screen.getByLabelText('Number of questions'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Time to answer'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Time to prepare'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Question 1 of 2: prepare' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('0:15')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Preparation time started: 15 seconds.');
    advance(3);
    expect(screen.getByText('0:12')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Preparation time started: 15 seconds.');
    advance(5);
    expect(status()).toHaveTextContent('10 seconds of preparation time left.');
    advance(10);
    expect(screen.getByRole('heading', { name: 'Question 1 of 2: answer' })).toHaveFocus();
    expect(status()).toHaveTextContent('Answer time started: 1 minute.');
    fireEvent.change(screen.getByLabelText('Your answer (type your key points)'), {
      target: { value: 'At my last job I led a hiring push. As a result we hired 12 people.' },
    });
    advance(30);
    expect(status()).toHaveTextContent('30 seconds of answer time left.');
    advance(30);
    expect(screen.getByRole('heading', { name: 'Question 1 of 2: review' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Time is up.');
    expect(screen.getByLabelText('Your answer (type your key points)')).toHaveValue(
      'At my last job I led a hiring push. As a result we hired 12 people.',
    );
  });

  it('goes start to summary by buttons alone, in text mode, with STAR feedback', () => {
    vi.useFakeTimers();
    render(<MockInterview method={method} />);
    fireEvent.change(screen.getByLabelText('Number of questions'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start answering now' }));
    fireEvent.change(screen.getByLabelText('Your answer (type your key points)'), {
      target: {
        value:
          'Um, my goal was to cut time to fill. I introduced structured phone screens. We reduced it from 52 to 34 days.',
      },
    });
    advance(5);
    fireEvent.click(screen.getByRole('button', { name: 'Stop answer' }));
    expect(status()).toHaveTextContent('Answer stopped.');
    const situation = screen.getByRole('group', { name: 'Situation: Did you set the scene?' });
    fireEvent.click(within(situation).getByRole('radio', { name: 'Clearly' }));
    fireEvent.change(screen.getByLabelText('Notes on this answer'), {
      target: { value: 'Say the team size' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'See summary' }));

    const summary = screen.getByRole('heading', { level: 2, name: 'Your interview summary' });
    expect(summary).toHaveFocus();
    const section = summary.closest('section')!;
    expect(section).toHaveTextContent('Answered in 0:05.');
    expect(section).toHaveTextContent('STAR elements found: Task, Action, Result.');
    expect(section).toHaveTextContent('Measurable result: the outcome includes a number.');
    expect(section).not.toHaveTextContent('Add a number');
    expect(section).toHaveTextContent('Filler words: “um” ×1.');
    expect(section).toHaveTextContent('Set the scene in a sentence');
    expect(section).toHaveTextContent('Situation clearly');
    expect(section).toHaveTextContent('Notes: Say the team size');
    fireEvent.click(screen.getByRole('button', { name: 'Practice again' }));
    expect(screen.getByRole('heading', { name: 'Set up your practice interview' })).toBeInTheDocument();
  });

  it('explains a refused camera and carries on in text mode', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.stubGlobal('MediaRecorder', class {});
    render(<MockInterview method={method} />);
    fireEvent.click(screen.getByLabelText(/Record my answers with camera and microphone/));
    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));
    expect(await screen.findByText(/Camera and microphone access was blocked/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start answering now' }));
    expect(screen.getByLabelText('Your answer (type your key points)')).toBeEnabled();
    vi.unstubAllGlobals();
  });
});
