import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultScale } from '@/components/tools/calculators/ResultScale';
import runner from '@/lib/calculators/bmi';

const scaleFor = (weightKg: string, heightCm: string) => {
  const outcome = runner.run({ unit: 'metric', weightKg, heightCm });
  if (!outcome.ok || !outcome.view.scale) throw new Error('expected a BMI scale');
  return outcome.view.scale;
};

describe('the BMI scale drawing', () => {
  it('is one image named by its sentence, with the bands also listed in words', () => {
    render(<ResultScale scale={scaleFor('72', '175')} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(
      'Your BMI of 23.5 is in the healthy weight band. Adult bands: underweight below 18.5, healthy weight 18.5 to below 25, overweight 25 to below 30, obesity 30 and above.',
    );
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Underweight: below 18.5',
      'Healthy weight: 18.5 to below 25',
      'Overweight: 25 to below 30',
      'Obesity: 30 and above',
    ]);
    expect(screen.getByText('Your BMI, 23.5')).toBeInTheDocument();
  });

  it('draws the marker inside the band the result names', () => {
    for (const [kg, band] of [
      ['50', 'Underweight'],
      ['72', 'Healthy weight'],
      ['85', 'Overweight'],
      ['120', 'Obesity'],
    ] as const) {
      const { container, unmount } = render(<ResultScale scale={scaleFor(kg, '175')} />);
      const marker = Number(container.querySelector('line')!.getAttribute('x1'));
      const rect = container.querySelector(`rect[data-band="${band}"]`)!;
      const left = Number(rect.getAttribute('x'));
      const right = left + Number(rect.getAttribute('width'));
      expect(marker).toBeGreaterThanOrEqual(left);
      expect(marker).toBeLessThanOrEqual(right);
      unmount();
    }
  });

  it('keeps a BMI beyond the drawn range at the end of the bar', () => {
    const { container } = render(<ResultScale scale={scaleFor('390', '150')} />);
    expect(container.querySelector('line')!.getAttribute('x1')).toBe('1000');
  });
});
