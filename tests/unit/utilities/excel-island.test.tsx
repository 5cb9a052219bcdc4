import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExcelFormulaIsland } from '@/components/tools/utilities/ExcelFormulaIsland';

const formula = (which: 'excel' | 'sheets') => document.querySelector(`[data-formula="${which}"]`);
const sample = () => document.querySelector('[data-sample-result]')!;

describe('the Excel formula generator', () => {
  it('starts with SUMIFS on the sample and explains each argument', () => {
    render(<ExcelFormulaIsland method={['How.']} />);
    expect(formula('excel')).toHaveTextContent('=SUMIFS(F2:F9,D2:D9,"Sales",E2:E9,"West")');
    expect(sample()).toHaveTextContent('Result on the sample: 137,000');
    expect(screen.getByText('sum_range')).toBeInTheDocument();
    expect(screen.getByText('The same formula works in Google Sheets.')).toBeInTheDocument();
  });

  it('rebuilds as references change and explains a bad one beside its field', () => {
    render(<ExcelFormulaIsland method={['How.']} />);
    const criteria = screen.getByLabelText('Condition 2: must match');
    fireEvent.change(criteria, { target: { value: 'East' } });
    expect(formula('excel')).toHaveTextContent('=SUMIFS(F2:F9,D2:D9,"Sales",E2:E9,"East")');
    expect(sample()).toHaveTextContent('Result on the sample: 62,000');
    const sum = screen.getByLabelText('Numbers to add up');
    fireEvent.change(sum, { target: { value: 'F2:F' } });
    expect(sum).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Enter a range such as A2:A100, a whole column such as A:A, or one cell.'),
    ).toBeInTheDocument();
    expect(sum).toHaveValue('F2:F');
    expect(formula('excel')).toBeNull();
  });

  it('finds a task from a description and shows the Sheets variant and spilled rows', async () => {
    const user = userEvent.setup();
    render(<ExcelFormulaIsland method={['How.']} />);
    await user.type(
      screen.getByLabelText('In your own words'),
      'list only the rows where department is sales',
    );
    await user.click(screen.getByRole('button', { name: 'Find a formula' }));
    expect(document.querySelector('[data-match]')).toHaveTextContent(
      'Closest task: Rows that match (FILTER).',
    );
    expect(formula('excel')).toHaveTextContent('=FILTER(B2:B9,D2:D9="Sales","None")');
    expect(formula('sheets')).toHaveTextContent('=IFERROR(FILTER(B2:B9,D2:D9="Sales"),"None")');
    expect(sample()).toHaveTextContent('3 rows spill down');
    expect(screen.getByRole('table', { name: 'Spilled result' })).toHaveTextContent('AnaChloeFarid');
    expect(screen.getByText('Excel 365 or 2021+')).toBeInTheDocument();
  });

  it('keeps typed values per task when switching', () => {
    render(<ExcelFormulaIsland method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Task'), { target: { value: 'overtime' } });
    fireEvent.change(screen.getByLabelText('Hourly rate'), { target: { value: '40' } });
    expect(formula('excel')).toHaveTextContent('=MAX(0,H2-40)*40*1.5');
    expect(sample()).toHaveTextContent('Result on the sample: 120');
    fireEvent.change(screen.getByLabelText('Task'), { target: { value: 'tenure' } });
    expect(sample()).toHaveTextContent('7 years, 8 months');
    fireEvent.change(screen.getByLabelText('Task'), { target: { value: 'overtime' } });
    expect(screen.getByLabelText('Hourly rate')).toHaveValue('40');
  });
});
