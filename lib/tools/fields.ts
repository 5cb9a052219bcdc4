/**
 * The inputs a tool definition declares. Everything here is plain data so a server page can hand a
 * definition to the client island as props. What the visitor types is kept as typed (strings), never
 * coerced in place: validation reads it, the field keeps it, nothing typed is lost.
 */
export type Option = { value: string; label: string };

/** Shows a field only while another field has one of the given values (a mode switch). */
export type ShowWhen = { field: string; is: readonly (string | boolean)[] };

type Base = {
  key: string;
  label: string;
  /** One short sentence under the field. */
  help?: string;
  showWhen?: ShowWhen;
  /** Half-width fields pair up on wide screens. */
  width?: 'full' | 'half';
};

export type NumberFieldDef = Base & {
  type: 'number' | 'money' | 'percent';
  default: string;
  /** Words after the box: `years`, `cm`, `people`. Money shows `$` before, percent `%` after. */
  unit?: string;
  placeholder?: string;
};

export type SelectFieldDef = Base & {
  type: 'select';
  options: readonly Option[];
  default: string;
  /** `segmented` draws a row of buttons (two to four short choices); `dropdown` a native select. */
  display?: 'dropdown' | 'segmented';
};

export type DateFieldDef = Base & {
  type: 'date';
  /** An ISO date, or `today` for the visitor's own date when the page opens. */
  default: string;
};

export type ToggleFieldDef = Base & { type: 'toggle'; default: boolean };

export type TextFieldDef = Base & {
  type: 'text';
  default: string;
  multiline?: boolean;
  placeholder?: string;
};

export type ColumnDef = {
  key: string;
  label: string;
  type: 'text' | 'number' | 'money' | 'percent' | 'select';
  options?: readonly Option[];
  placeholder?: string;
};

export type RowsFieldDef = Base & {
  type: 'rows';
  columns: readonly ColumnDef[];
  default: readonly Row[];
  /** The noun of one row, for buttons and labels: `course`, `category`. */
  rowName: string;
  minRows: number;
  maxRows: number;
  /** What a new row starts with. */
  blank: Row;
};

export type FieldDef =
  NumberFieldDef | SelectFieldDef | DateFieldDef | ToggleFieldDef | TextFieldDef | RowsFieldDef;

export type Row = Record<string, string>;
export type FieldValue = string | boolean | Row[];
export type FormValues = Record<string, FieldValue>;

export function defaultValues(fields: readonly FieldDef[], today?: string): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === 'rows') values[field.key] = field.default.map((row) => ({ ...row }));
    else if (field.type === 'date' && field.default === 'today') values[field.key] = today ?? '';
    else values[field.key] = field.default;
  }
  return values;
}

export function isVisible(field: FieldDef, values: FormValues): boolean {
  if (!field.showWhen) return true;
  const current = values[field.showWhen.field];
  return field.showWhen.is.some((value) => value === current);
}

/** Accessors that tolerate a missing or mistyped value (an edited URL), so runners never crash. */
export function text(values: FormValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

export function flag(values: FormValues, key: string): boolean {
  return values[key] === true;
}

export function rows(values: FormValues, key: string): Row[] {
  const value = values[key];
  return Array.isArray(value) ? value : [];
}
