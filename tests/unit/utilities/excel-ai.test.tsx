import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExcelFormulaIsland } from '@/components/tools/utilities/ExcelFormulaIsland';
import { writeFormulaWithAi } from '@/lib/utilities/excel/ai';
import { viaGateway } from '../ai/via-gateway';

/** A fake AI provider answering with this JSON between the markers the gateway looks for. */
const service = (json: unknown): typeof fetch =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content: `***${JSON.stringify(json)}***` } }] }), {
      status: 200,
    })) as typeof fetch;

describe('Write with AI', () => {
  it('returns a formula that passes the shape check', async () => {
    const result = await writeFormulaWithAi('count sales rows', undefined, {
      fetchImpl: viaGateway(service({ formula: ' =COUNTIF(D:D,"Sales") ', explanation: 'Counts Sales.' })),
    });
    expect(result).toEqual({
      ok: true,
      data: { formula: '=COUNTIF(D:D,"Sales")', explanation: 'Counts Sales.' },
    });
  });

  it('rejects an answer that is not shaped like a formula', async () => {
    const result = await writeFormulaWithAi('count sales rows', undefined, {
      fetchImpl: viaGateway(service({ formula: '=COUNTIF(D:D,"Sales"', explanation: 'Counts Sales.' })),
    });
    expect(result).toMatchObject({
      ok: false,
      message: 'The AI answer was not a usable formula (A parenthesis is never closed). Please try again.',
    });
  });

  it('shows a failure beside the action and keeps the on-device result and the description', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    render(<ExcelFormulaIsland method={['How.']} />);
    const box = screen.getByLabelText('In your own words');
    fireEvent.change(box, { target: { value: 'sum salaries for sales' } });
    await user.click(await screen.findByRole('button', { name: 'Write with AI' }));
    await waitFor(() =>
      expect(document.querySelector('[data-ai-formula]')).toHaveTextContent(
        'We could not reach the AI service. Check your connection and try again.',
      ),
    );
    expect(box).toHaveValue('sum salaries for sales');
    expect(document.querySelector('[data-formula="excel"]')).toHaveTextContent('=SUMIFS(');
  });
});
