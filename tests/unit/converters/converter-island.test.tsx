import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConverterIsland } from '@/components/tools/converters/ConverterIsland';
import { cmToInches, inchesToFeet } from '@/content/tools/converters/length';
import { celsiusToFahrenheit } from '@/content/tools/converters/temperature-area';
import { PAIRS, type Pair } from '@/lib/converters/pairs';
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

/** The result's `<output>`: a status live region, so what it holds after Swap is what is announced. */
const announced = () => {
  const output = document.querySelector('output');
  expect(screen.getAllByRole('status')).toContain(output);
  return output!;
};

/** Miles and kilometers (1 mi = 1.609344 km exactly), the pair a visitor would try Swap on first. */
const mileKilometer: Pair = {
  id: 'mile-kilometer',
  a: { id: 'mile', singular: 'mile', plural: 'miles', symbol: 'mi' },
  b: { id: 'kilometer', singular: 'kilometer', plural: 'kilometers', symbol: 'km' },
  toB: { multiply: 1.609344, formula: 'kilometers = miles × 1.609344' },
  toA: { divide: 1.609344, formula: 'miles = kilometers ÷ 1.609344' },
  source: 'NIST SP 811: 1 mi = 1.609344 km exactly',
  minA: 0,
  minB: 0,
};

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

  describe('Swap', () => {
    it('flips the visible pair: 1 mile → 1.60934 km becomes 1.60934 km → 1 mile, in the address too', async () => {
      const user = userEvent.setup();
      render(
        <ConverterIsland pair={mileKilometer} direction="toB" defaultValue="1" common={[1]} method={[]} />,
      );
      const status = announced();
      expect(status).toHaveTextContent('1 mile is1.60934 km');
      await user.click(screen.getByRole('button', { name: /Swap to km → mi/ }));
      expect(screen.getByLabelText('Kilometers')).toHaveValue('1.60934');
      // The same status region now holds the flipped line, so it is announced.
      expect(status).toHaveTextContent('1.60934 kilometers is1 mi');
      // Not 1 km → 0.621371 mi, nor the 0.999998 mi that converting the rounded 1.60934 gives.
      expect(status).not.toHaveTextContent(/0\.621|0\.999998/);
      expect(screen.getByRole('heading', { name: 'In miles' })).toBeInTheDocument();
      // The address carries the exact figure, so the shared link opens on 1 mi too.
      await waitFor(() => expect(window.location.search).toBe('?value=1.609344&from=kilometer'));
      // And back: the exact value came along, so the visitor's 1 mile returns as typed.
      await user.click(screen.getByRole('button', { name: /Swap to mi → km/ }));
      expect(screen.getByLabelText('Miles')).toHaveValue('1');
      expect(status).toHaveTextContent('1 mile is1.60934 km');
      await waitFor(() => expect(window.location.search).toBe('?value=1&from=mile'));
    });

    it('carries the exact length over: 1 cm → 0.393701 in swaps to 0.393701 in → 1 cm, worked from the exact value', async () => {
      const user = userEvent.setup();
      mount(cmToInches);
      const box = screen.getByLabelText('Centimeters');
      await user.clear(box);
      await user.type(box, '1');
      expect(announced()).toHaveTextContent('1 centimeter is0.393701 in');
      await user.click(screen.getByRole('button', { name: /Swap to in → cm/ }));
      expect(screen.getByLabelText('Inches')).toHaveValue('0.393701');
      expect(announced()).toHaveTextContent(/^0\.393701 inches is1 cm/);
      // The worked line shows the value it converts, so it adds up to the 1 cm it shows.
      expect(announced()).toHaveTextContent(
        '0.393700787401575 inches = 0.393700787401575 × 2.54 = 1 centimeter',
      );
      expect(
        screen.getByRole('heading', { name: 'Common inches to centimeters conversions' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).toBe('?value=0.393701&from=inch'));
      // Once the visitor edits the box, the typed text counts again.
      await user.clear(screen.getByLabelText('Inches'));
      await user.type(screen.getByLabelText('Inches'), '0.393701');
      expect(announced()).toHaveTextContent('0.393701 inches = 0.393701 × 2.54 = 1');
      await user.type(screen.getByLabelText('Inches'), '2');
      expect(announced()).toHaveTextContent('0.3937012 inches = 0.3937012 × 2.54 = 1');
      await waitFor(() => expect(window.location.search).toBe('?value=0.3937012&from=inch'));
    });

    it('carries the exact temperature over: 37 °C → 98.6 °F, and 1 °F → −17.2222 °C swaps back to 1 °F', async () => {
      const user = userEvent.setup();
      mount(celsiusToFahrenheit);
      const celsius = screen.getByLabelText('Degrees Celsius');
      await user.clear(celsius);
      await user.type(celsius, '37');
      await user.click(screen.getByRole('button', { name: /Swap to °F → °C/ }));
      expect(screen.getByLabelText('Degrees Fahrenheit')).toHaveValue('98.6');
      expect(announced()).toHaveTextContent('98.6 degrees Fahrenheit is37 °C');
      await waitFor(() => expect(window.location.search).toBe('?value=98.6&from=fahrenheit'));

      const fahrenheit = screen.getByLabelText('Degrees Fahrenheit');
      await user.clear(fahrenheit);
      await user.type(fahrenheit, '1');
      expect(announced()).toHaveTextContent('1 degree Fahrenheit is-17.2222 °C');
      await user.click(screen.getByRole('button', { name: /Swap to °C → °F/ }));
      expect(screen.getByLabelText('Degrees Celsius')).toHaveValue('-17.2222');
      // Converting the rounded -17.2222 would say 1.00004 °F.
      expect(announced()).toHaveTextContent(/^-17\.2222 degrees Celsius is1 °F/);
      expect(result()).not.toContain('1.00004');
      await waitFor(() => expect(window.location.search).toBe('?value=-17.22222&from=celsius'));
    });

    it('turns only the direction when the box does not convert, keeping the text to fix', async () => {
      const user = userEvent.setup();
      mount(celsiusToFahrenheit);
      const box = screen.getByLabelText('Degrees Celsius');
      await user.clear(box);
      await user.type(box, 'warm');
      await user.click(screen.getByRole('button', { name: /Swap/ }));
      expect(screen.getByLabelText('Degrees Fahrenheit')).toHaveValue('warm');
      expect(document.body.textContent).not.toMatch(/NaN/);
    });
  });
});
