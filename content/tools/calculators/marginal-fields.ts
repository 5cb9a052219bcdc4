import type { FieldDef } from '@/lib/tools/fields';

const byMode = (mode: string) => ({ field: 'mode', is: [mode] });

type Row = { quantity: string; total: string };

/**
 * The form of both marginal calculators: two points or a table of quantities and totals. Cost and
 * revenue differ only in their words and example figures.
 */
export function marginalFields(copy: {
  startQuantity: string;
  newQuantity: string;
  totalAtStart: string;
  totalAtNew: string;
  tableLabel: string;
  tableHelp: string;
  totalColumn: string;
  points: { quantity1: string; total1: string; quantity2: string; total2: string };
  rows: readonly Row[];
}): FieldDef[] {
  const point = (key: 'quantity1' | 'quantity2', label: string): FieldDef => ({
    key,
    type: 'number',
    label,
    unit: 'units',
    default: copy.points[key],
    width: 'half',
    showWhen: byMode('twoPoints'),
  });
  const total = (key: 'total1' | 'total2', label: string): FieldDef => ({
    key,
    type: 'money',
    label,
    default: copy.points[key],
    width: 'half',
    showWhen: byMode('twoPoints'),
  });
  return [
    {
      key: 'mode',
      type: 'select',
      label: 'Enter',
      display: 'segmented',
      default: 'twoPoints',
      options: [
        { value: 'twoPoints', label: 'Two points' },
        { value: 'table', label: 'A table' },
      ],
    },
    point('quantity1', copy.startQuantity),
    total('total1', copy.totalAtStart),
    point('quantity2', copy.newQuantity),
    total('total2', copy.totalAtNew),
    {
      key: 'rows',
      type: 'rows',
      label: copy.tableLabel,
      showWhen: byMode('table'),
      help: copy.tableHelp,
      rowName: 'row',
      minRows: 2,
      maxRows: 100,
      columns: [
        { key: 'quantity', label: 'Quantity', type: 'number' },
        { key: 'total', label: copy.totalColumn, type: 'money' },
      ],
      blank: { quantity: '', total: '' },
      default: copy.rows,
    },
  ];
}
