'use client';

import { FAMILIES } from '@/content/tools/career/jd-families';
import { FAMILY_IDS, type RoleFamilyId } from '@/lib/career/jd/families';
import {
  EMPLOYMENT,
  SENIORITY,
  WORKPLACES,
  type EmploymentId,
  type JdInput,
  type SalaryProblem,
  type SeniorityId,
  type WorkplaceId,
} from '@/lib/career/jd/generate';
import { RoleCombobox } from './RoleCombobox';
import styles from './career.module.css';

/** The job description form: every field the generator reads, with messages beside bad values. */
export function JdForm({
  input,
  problems,
  onChange,
}: {
  input: JdInput;
  problems: readonly SalaryProblem[];
  onChange: (patch: Partial<JdInput>) => void;
}) {
  const problem = (field: SalaryProblem['field']) => problems.find((item) => item.field === field)?.message;
  const text = (
    key: keyof JdInput,
    label: string,
    options: { multiline?: boolean; help?: string; max?: number } = {},
  ) => {
    const id = `jd-${key}`;
    const error = key === 'salaryMin' || key === 'salaryMax' ? problem(key) : undefined;
    const describedBy =
      [options.help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`${styles.field} ${options.multiline ? styles.full : ''}`}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {options.multiline ? (
          <textarea
            id={id}
            className={styles.textarea}
            value={input[key]}
            maxLength={options.max ?? 2000}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        ) : (
          <input
            id={id}
            className={styles.input}
            type="text"
            value={input[key]}
            maxLength={options.max ?? 120}
            inputMode={key === 'salaryMin' || key === 'salaryMax' ? 'decimal' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        )}
        {options.help ? (
          <p id={`${id}-help`} className={styles.help}>
            {options.help}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const select = <T extends string>(
    key: keyof JdInput,
    label: string,
    choices: Readonly<Record<T, string>>,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`jd-${key}`} className={styles.label}>
        {label}
      </label>
      <select
        id={`jd-${key}`}
        className={styles.select}
        value={input[key]}
        onChange={(event) => onChange({ [key]: event.target.value } as Partial<JdInput>)}
      >
        {(Object.keys(choices) as T[]).map((value) => (
          <option key={value} value={value}>
            {choices[value]}
          </option>
        ))}
      </select>
    </div>
  );

  const departments = Object.fromEntries(FAMILY_IDS.map((id) => [id, FAMILIES[id].department])) as Record<
    RoleFamilyId,
    string
  >;
  const seniority = Object.fromEntries(
    (Object.keys(SENIORITY) as SeniorityId[]).map((id) => [id, SENIORITY[id].label]),
  ) as Record<SeniorityId, string>;

  return (
    <form
      className={styles.panel}
      aria-labelledby="jd-form-title"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="jd-form-title" className={styles.panelTitle}>
        The role
      </h2>
      <div className={styles.grid}>
        <RoleCombobox
          id="jd-title"
          value={input.title}
          onChange={(title) => onChange({ title })}
          onPick={(role) => onChange({ title: role.title, department: role.family })}
        />
        {select<RoleFamilyId>('department', 'Department', departments)}
        {select<SeniorityId>('seniority', 'Seniority', seniority)}
        {select<EmploymentId>('employment', 'Employment type', EMPLOYMENT)}
        {select<WorkplaceId>('workplace', 'Workplace', WORKPLACES)}
        {text('location', 'Location', {
          help: 'City and state, or the countries or time zones a remote hire can work from.',
        })}
        {text('company', 'Company name')}
        {text('companyBlurb', 'About the company (optional)', {
          multiline: true,
          help: 'Two or three sentences: what you do, for whom, and why it matters.',
        })}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Pay range (optional)</legend>
        <div className={styles.grid}>
          {text('salaryMin', 'Lowest pay ($)')}
          {text('salaryMax', 'Highest pay ($)')}
          {select<'year' | 'hour'>('salaryPeriod', 'Paid', { year: 'Per year', hour: 'Per hour' })}
        </div>
        <p className={styles.help}>
          Pay transparency: California, Colorado, Hawaii, Illinois, Maryland, Massachusetts, Minnesota, New
          Jersey, New York, Vermont, Washington, Washington, DC and several cities require a good-faith pay
          range in job postings, and ranges attract more applicants everywhere. Give the range you would
          genuinely pay.
        </p>
      </fieldset>
      {text('benefits', 'Benefits (one per line)', { multiline: true, max: 3000 })}
    </form>
  );
}
