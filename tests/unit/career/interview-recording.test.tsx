import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockInterview } from '@/components/tools/career/MockInterview';

/** A stand-in for the browser's MediaRecorder: hands over one chunk when stopped. */
class FakeRecorder {
  static started = 0;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    FakeRecorder.started += 1;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['frames'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('recording answers', () => {
  it('records each answer in memory and offers playback and download in the summary', async () => {
    const stopTrack = vi.fn();
    const stream = { getTracks: () => [{ stop: stopTrack }], getVideoTracks: () => [{}] };
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn().mockResolvedValue(stream) },
      configurable: true,
    });
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answer-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    render(<MockInterview method={['How it works.']} />);
    fireEvent.change(screen.getByLabelText('Number of questions'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(/Record my answers with camera and microphone/));
    fireEvent.click(screen.getByRole('button', { name: 'Start interview' }));
    await waitFor(() => expect(screen.getByLabelText('Your camera')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Start answering now' }));
    expect(screen.getByText('Recording this answer.')).toBeInTheDocument();
    expect(FakeRecorder.started).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Stop answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'See summary' }));

    expect(await screen.findByLabelText('Recording of answer 1')).toHaveAttribute('src', 'blob:answer-1');
    const link = screen.getByRole('link', { name: 'Download recording 1' });
    expect(link).toHaveAttribute('download', 'mock-interview-answer-1.webm');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off camera and microphone' }));
    expect(stopTrack).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Practice again' }));
    expect(revoke).toHaveBeenCalledWith('blob:answer-1');
  });
});
