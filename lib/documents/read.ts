import { fill, type Inline } from '@/lib/downloads/document';
import { isVisible, type FieldValue, type FormValues, type Row } from '@/lib/tools/fields';
import { money, number as formatNumber } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import { longDate } from './dates';
import { allFields, type DocumentFieldDef, type DocumentSpec } from './spec';
import { isBlankRow, type DocumentErrors } from './validate';

/**
 * How a template reads the form: only values that are visible and valid come through, trimmed, so a
 * template never prints "undefined", a half-typed number or a field the visitor switched off. An
 * optional value that is missing is `undefined` (the template drops its sentence); a required one is
 * asked for with `need`, which gives a highlighted [Label] blank until it is filled in.
 */
export interface Reader {
  text(key: string): string | undefined;
  /** A multi-line text as its non-empty lines (an address). */
  lines(key: string): string[];
  /** `YYYY-MM-DD`. */
  date(key: string): string | undefined;
  /** A number or money value; zero comes through (the template decides whether it means "none"). */
  amount(key: string): number | undefined;
  /** A choice's value (its default if the stored value is not an option). */
  choice(key: string): string;
  /** The label of the chosen option. */
  choiceLabel(key: string): string;
  on(key: string): boolean;
  /** Rows with something typed in them, cells trimmed. */
  rows(key: string): Row[];
  /** The field's label, as its blank shows it. */
  label(key: string): string;
  /** The value written for the reader (a long date, a dollar amount), or a [Label] blank. */
  need(key: string, style?: 'weekday'): Inline;
}

export function formatMoney(value: number): string {
  return money(value, { whole: Number.isInteger(value) });
}

export function createReader(
  spec: Pick<DocumentSpec, 'groups'>,
  values: FormValues,
  errors: DocumentErrors,
): Reader {
  const fields = new Map(allFields(spec).map((field) => [field.key, field]));
  const field = (key: string): DocumentFieldDef => {
    const found = fields.get(key);
    // A template asking for a field its definition lacks is a programming error: fail loudly in tests.
    if (!found) throw new Error(`The document has no field "${key}".`);
    return found;
  };
  const usable = (key: string): FieldValue | undefined => {
    const def = field(key);
    if (!isVisible(def, values) || errors[key]) return undefined;
    return values[key];
  };
  const text = (key: string): string | undefined => {
    const value = usable(key);
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed || undefined;
  };
  const amount = (key: string): number | undefined => {
    const value = text(key);
    return value === undefined ? undefined : (parseNumber(value) ?? undefined);
  };
  const choice = (key: string): string => {
    const def = field(key);
    const value = values[key];
    if (def.type !== 'select') return typeof value === 'string' ? value : '';
    return def.options.some((option) => option.value === value) ? (value as string) : def.default;
  };

  return {
    text,
    lines: (key) =>
      (text(key) ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    date: (key) => text(key),
    amount,
    choice,
    choiceLabel: (key) => {
      const def = field(key);
      const value = choice(key);
      return def.type === 'select'
        ? (def.options.find((option) => option.value === value)?.label ?? value)
        : value;
    },
    label: (key) => field(key).label,
    on: (key) => isVisible(field(key), values) && values[key] === true,
    rows: (key) => {
      const value = usable(key);
      const rows = Array.isArray(value) ? value : [];
      return rows
        .map((row, index) =>
          Object.fromEntries(
            Object.entries(row).map(([column, cell]) => [
              column,
              errors[`${key}.${index}.${column}`] ? '' : cell.trim(),
            ]),
          ),
        )
        .filter((row) => !isBlankRow(row));
    },
    need: (key, style) => {
      const def = field(key);
      const value = text(key);
      if (value === undefined) return fill(def.label);
      if (def.type === 'date') return longDate(value, style === 'weekday');
      if (def.type === 'money') return formatMoney(parseNumber(value) ?? 0);
      if (def.type === 'number' || def.type === 'percent') return formatNumber(parseNumber(value) ?? 0, 2);
      return value;
    },
  };
}
