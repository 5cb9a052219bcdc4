import { isVisible, type FieldValue, type FormValues } from '@/lib/tools/fields';
import type { DocumentFieldDef, FieldGroup } from '@/lib/documents/spec';
import { Field } from '../fields/Field';
import styles from './documents.module.css';

/** Optional boxes say so in their label; choices and switches always hold a value. */
function labelled(field: DocumentFieldDef): DocumentFieldDef {
  const marks = field.optional && field.type !== 'toggle' && field.type !== 'select';
  return marks ? { ...field, label: `${field.label} (optional)` } : field;
}

/** The form, one fieldset per group, drawn with the shared field components. */
export function DocumentForm({
  groups,
  values,
  errors,
  warnings = {},
  idPrefix,
  onChange,
}: {
  groups: readonly FieldGroup[];
  values: FormValues;
  errors: Record<string, string>;
  /** Cautions beside fields that do not block the value (`documentWarnings`). */
  warnings?: Record<string, string>;
  idPrefix: string;
  onChange: (key: string, value: FieldValue) => void;
}) {
  return (
    <>
      {groups.map((group) => {
        const visible = group.fields.filter((field) => isVisible(field, values));
        if (!visible.length) return null;
        return (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.groupTitle}>{group.title}</legend>
            <div className={styles.grid}>
              {visible.map((field) => (
                <Field
                  key={field.key}
                  field={labelled(field)}
                  value={values[field.key]}
                  errors={errors}
                  warning={warnings[field.key]}
                  idPrefix={idPrefix}
                  onChange={onChange}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
