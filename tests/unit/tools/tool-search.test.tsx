import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matches, ToolSearch } from '@/components/tools/ToolSearch';

function Directory() {
  return (
    <>
      <ToolSearch total={3} directoryId="dir" />
      <div id="dir">
        <section data-family>
          <section data-group>
            <ul>
              <li data-search="loan calculator monthly payment">Loan</li>
              <li data-search="car payment calculator auto loan">Car</li>
            </ul>
          </section>
        </section>
        <section data-family>
          <section data-group>
            <ul>
              <li data-search="inches to feet converter length">Inches</li>
            </ul>
          </section>
        </section>
        <p data-empty hidden>
          No tool matches
        </p>
      </div>
    </>
  );
}

describe('the hub search', () => {
  it('needs every word somewhere in the tool’s words', () => {
    expect(matches('car payment calculator auto loan', 'auto loan')).toBe(true);
    expect(matches('car payment calculator auto loan', 'boat loan')).toBe(false);
    expect(matches('anything', '  ')).toBe(true);
  });

  it('hides what does not match as you type, with families and a count', async () => {
    const user = userEvent.setup();
    render(<Directory />);
    const box = screen.getByLabelText('Search the tools');
    await user.type(box, 'loan');
    expect(screen.getByText('Loan')).toBeVisible();
    expect(screen.getByText('Car')).toBeVisible();
    expect(screen.getByText('Inches').closest('[data-family]')).toHaveAttribute('hidden');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 tools match “loan”.');
    await user.clear(box);
    await user.type(box, 'zebra');
    expect(screen.getByText('No tool matches')).toBeVisible();
    await user.clear(box);
    expect(screen.getByText('Inches')).toBeVisible();
  });
});
