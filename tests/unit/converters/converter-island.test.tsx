import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConverterIsland } from '@/components/tools/converters/ConverterIsland';
import { inchesToFeet } from '@/content/tools/converters/length';
import { celsiusToFahrenheit } from '@/content/tools/converters/temperature-area';
import { PAIRS } from '@/lib/converters/pairs';
import type { ConverterTool } from '@/content/tools/types';

const mount = (tool: ConverterTool) =>
  render(
    <ConverterIsland
      pair={PAIRS[tool.pair]}
      direction={tool.direction}
      defaultValue={tool.defaultValue}
      common={tool.common}
      method={tool.method}
    />,
  );

const result = () => document.querySelector('output')?.textContent ?? '';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the converter island', () => {
  it('converts as you type with the exact 12 inches per foot and shows the rule with the number', async () => {
    const user = userEvent.setup();
    mount(inchesToFeet);
    const box = screen.getByLabelText('Inches');
    await user.clear(box);
    await user.type(box, '18');
    expect(result()).toContain('18 inches = 18 ÷ 12 = 1.5 feet');
    // The spec's rounded figure stays on the page, named as rounded.
    expect(document.body.textContent).toContain('feet = inches ÷ 12 (1 in ≈ 0.0833 ft, rounded)');
  });

  it('swaps direction, carrying the result over, and then uses the exact 12 inches per foot', async () => {
    const user = userEvent.setup();
    mount(inchesToFeet);
    await user.click(screen.getByRole('button', { name: /Swap/ }));
    const box = screen.getByLabelText('Feet');
    expect(box).toHaveValue('2');
    await user.clear(box);
    await user.type(box, '5.5');
    expect(result()).toContain('66');
    expect(screen.getByRole('heading', { name: 'Common feet to inches conversions' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?value=5.5&from=foot'));
  });

  it('says what is wrong instead of showing NaN', async () => {
    const user = userEvent.setup();
    mount(celsiusToFahrenheit);
    const box = screen.getByLabelText('Degrees Celsius');
    await user.clear(box);
    await user.type(box, '-300');
    expect(screen.getByText('That is below absolute zero (-273.15 °C).')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'warm');
    expect(screen.getByText('Enter a number of degrees Celsius as a number, like 12.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('opens a shared link in its direction with its value', async () => {
    window.history.replaceState(null, '', '/tools/celsius-to-fahrenheit/?value=212&from=fahrenheit');
    mount(celsiusToFahrenheit);
    await waitFor(() => expect(screen.getByLabelText('Degrees Fahrenheit')).toHaveValue('212'));
    expect(result()).toContain('100');
  });
});
