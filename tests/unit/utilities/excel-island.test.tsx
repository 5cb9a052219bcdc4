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

  it('reads a description into the formula, with the Sheets variant and spilled rows', async () => {
    const user = userEvent.setup();
    render(<ExcelFormulaIsland method={['How.']} />);
    await user.type(
      screen.getByLabelText('In your own words'),
      'list the first names where department is sales',
    );
    await user.click(screen.getByRole('button', { name: 'Find a formula' }));
    expect(document.querySelector('[data-match]')).toHaveTextContent('Read as: Rows that match (FILTER).');
    expect(document.querySelector('[data-match]')).toHaveTextContent(
      'Department is column D of the sample sheet',
    );
    expect(formula('excel')).toHaveTextContent('=FILTER(B2:B9,D2:D9="Sales")');
    expect(screen.getByLabelText('Compare with')).toHaveValue('Sales');
    expect(sample()).toHaveTextContent('3 rows spill down');
    expect(screen.getByRole('table', { name: 'Spilled result' })).toHaveTextContent('AnaChloeFarid');
    expect(screen.getByText('Excel 365 or 2021+')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('If nothing matches, show (optional)'), {
      target: { value: 'None' },
    });
    expect(formula('sheets')).toHaveTextContent('=IFERROR(FILTER(B2:B9,D2:D9="Sales"),"None")');
  });

  it('writes the function asked for, not the first keyword that matches', async () => {
    const user = userEvent.setup();
    render(<ExcelFormulaIsland method={['How.']} />);
    const describe = screen.getByLabelText('In your own words');
    const find = screen.getByRole('button', { name: 'Find a formula' });
    await user.type(describe, 'average salary where Department is Engineering');
    await user.click(find);
    expect(formula('excel')).toHaveTextContent('=AVERAGEIFS(F2:F9,D2:D9,"Engineering")');
    expect(sample()).toHaveTextContent('Result on the sample: 105,000');
    await user.clear(describe);
    await user.type(describe, 'working days between start date and today');
    await user.click(find);
    expect(formula('excel')).toHaveTextContent('=NETWORKDAYS(G2,TODAY())');
    await user.clear(describe);
    await user.type(describe, 'how many different departments');
    await user.click(find);
    expect(formula('excel')).toHaveTextContent('=COUNTA(UNIQUE(D2:D9))');
    expect(formula('sheets')).toHaveTextContent('=COUNTUNIQUE(D2:D9)');
    expect(sample()).toHaveTextContent('Result on the sample: 3');
  });

  it('says when it cannot read a request, and offers the closest task on the sample', async () => {
    const user = userEvent.setup();
    render(<ExcelFormulaIsland method={['How.']} />);
    const describe = screen.getByLabelText('In your own words');
    await user.type(describe, 'vlookup please');
    await user.click(screen.getByRole('button', { name: 'Find a formula' }));
    expect(document.querySelector('[data-match]')).toHaveTextContent(
      'That request could not be read into a formula, so none was written for it. Closest task: Look up in a table (VLOOKUP), shown with the sample’s references',
    );
    expect(formula('excel')).toHaveTextContent('=VLOOKUP("E104",A2:F9,6,FALSE)');
    await user.clear(describe);
    await user.type(describe, 'make my spreadsheet look nicer');
    await user.click(screen.getByRole('button', { name: 'Find a formula' }));
    expect(document.querySelector('[data-match]')).toHaveTextContent(
      'That request could not be read into a formula, so none was written for it. Pick a task from the list',
    );
  });

  it('previews a split on a sample that holds the text the request names', async () => {
    const user = userEvent.setup();
    render(<ExcelFormulaIsland method={['How.']} />);
    await user.type(screen.getByLabelText('In your own words'), 'get the domain from the email in A2');
    await user.click(screen.getByRole('button', { name: 'Find a formula' }));
    expect(formula('excel')).toHaveTextContent('=TEXTAFTER(A2,"@")');
    expect(formula('sheets')).toHaveTextContent('=RIGHT(A2,LEN(A2)-FIND("@",A2))');
    expect(sample()).toHaveTextContent('Result on the sample: northwind.com');
    expect(screen.getByRole('region', { name: 'Sample data (Sheet1)' })).toHaveTextContent(
      'ana.lopez@northwind.com',
    );
    expect(
      screen.getByText(/For your request the sample holds made-up Email in column A\./),
    ).toBeInTheDocument();
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
