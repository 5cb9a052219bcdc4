'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  defaultValues,
  flag,
  isVisible,
  text,
  type FieldDef,
  type FieldValue,
  type FormValues,
} from '@/lib/tools/fields';
import { number } from '@/lib/kit/numbers';
import { draw, possibleValues, problem } from '@/lib/converters/random-numbers';
import { errorsFromIssues } from '@/lib/tools/runner';
import { decodeValues, encodeValues, replaceQuery } from '@/lib/tools/url-state';
import { Button } from '@/components/ui/Button';
import { Field } from '../fields/Field';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { ToolActions } from '../kit/ToolActions';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import own from './random.module.css';

const FIELDS: readonly FieldDef[] = [
  { key: 'min', type: 'number', label: 'Minimum', default: '1', width: 'half' },
  { key: 'max', type: 'number', label: 'Maximum', default: '100', width: 'half' },
  { key: 'count', type: 'number', label: 'How many numbers', default: '1', width: 'half' },
  {
    key: 'kind',
    type: 'select',
    label: 'Numbers',
    display: 'segmented',
    default: 'integer',
    width: 'half',
    options: [
      { value: 'integer', label: 'Whole' },
      { value: 'decimal', label: 'Decimal' },
    ],
  },
  {
    key: 'decimals',
    type: 'number',
    label: 'Decimal places',
    default: '2',
    showWhen: { field: 'kind', is: ['decimal'] },
  },
  { key: 'unique', type: 'toggle', label: 'No repeats (every number different)', default: false },
  { key: 'sort', type: 'toggle', label: 'Sort from smallest to largest', default: false },
];

type Drawn = { numbers: number[]; decimals: number; possible: number; unique: boolean };

/** The random number generator: range, count, repeats or not, whole or decimal, drawn fairly. */
export function RandomNumberIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(() => defaultValues(FIELDS));
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!window.location.search) return;
    // Settings from a shared link; the numbers themselves are never in the link, each visit draws anew.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(decodeValues(FIELDS, window.location.search, defaultValues(FIELDS)));
    return () => clearTimeout(timer.current);
  }, []);

  const change = (key: string, value: FieldValue) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors({});
    clearTimeout(timer.current);
    timer.current = setTimeout(() => replaceQuery(encodeValues(FIELDS, next)), 250);
  };

  const generate = async () => {
    let inputSchema: typeof import('@/lib/converters/random-settings').inputSchema;
    try {
      ({ inputSchema } = await import('@/lib/converters/random-settings'));
    } catch {
      setErrors({ count: 'The generator could not load. Check your connection and press Generate again.' });
      return;
    }
    const parsed = inputSchema.safeParse({
      min: text(values, 'min'),
      max: text(values, 'max'),
      count: text(values, 'count'),
      kind: text(values, 'kind'),
      decimals: text(values, 'kind') === 'decimal' ? text(values, 'decimals') : '1',
      unique: flag(values, 'unique'),
      sort: flag(values, 'sort'),
    });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    const impossible = problem(parsed.data);
    if (impossible) {
      setErrors({ [impossible.field]: impossible.message });
      return;
    }
    setErrors({});
    setDrawn({
      numbers: draw(parsed.data),
      decimals: parsed.data.kind === 'integer' ? 0 : parsed.data.decimals,
      possible: possibleValues(parsed.data),
      unique: parsed.data.unique,
    });
  };

  const reset = () => {
    setValues(defaultValues(FIELDS));
    setErrors({});
    setDrawn(null);
    replaceQuery('');
  };

  const format = (value: number) => (drawn ? number(value, drawn.decimals).replace(/,/g, '') : '');
  const resultId = `${id}-result`;
  const listId = `${id}-list`;
  const visible = FIELDS.filter((field) => isVisible(field, values));
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={kitStyles.card}>
        <form
          className={`${kitStyles.inputs} ${fieldStyles.grid}`}
          aria-label="Random number settings"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          {visible.map((field) => (
            <Field
              key={field.key}
              field={field}
              value={values[field.key]}
              errors={errors}
              idPrefix={id}
              onChange={change}
            />
          ))}
          <div className={fieldStyles.full}>
            <Button type="submit" size="lg" block>
              {drawn ? 'Generate again' : 'Generate'}
            </Button>
          </div>
        </form>
        <section className={kitStyles.result} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your numbers
          </h2>
          {/* The announcement stays short; a long list of numbers is shown beside it, not read out. */}
          <output id={resultId} className={kitStyles.output}>
            {hasErrors ? (
              <span className={kitStyles.pending}>Check the marked field, then press Generate.</span>
            ) : drawn ? (
              drawn.numbers.length === 1 ? (
                <>
                  <span className={kitStyles.primaryLabel}>Your number</span>
                  <span className={kitStyles.primaryValue}>{format(drawn.numbers[0]!)}</span>
                </>
              ) : (
                <span className={kitStyles.primaryLabel}>
                  {number(drawn.numbers.length, 0)} numbers drawn
                  {drawn.numbers.length <= 10 ? `: ${drawn.numbers.map(format).join(', ')}` : ''}
                </span>
              )
            ) : (
              <span className={kitStyles.pending}>Choose a range and press Generate.</span>
            )}
          </output>
          {drawn && !hasErrors && drawn.numbers.length > 1 ? (
            <div id={listId} className={own.list} data-drawn aria-label="The numbers drawn" role="group">
              {drawn.numbers.slice(0, 1000).map((value, index) => (
                <span key={index} className={own.chip}>
                  {format(value)}
                </span>
              ))}
            </div>
          ) : null}
          {drawn && !hasErrors && drawn.numbers.length > 1000 ? (
            <p className={kitStyles.primaryHint}>
              The first 1,000 are shown; Copy result copies all of them.
            </p>
          ) : null}
          <ToolActions
            copyText={() =>
              drawn ? drawn.numbers.map(format).join(drawn.numbers.length > 20 ? '\n' : ', ') : ''
            }
            selectTargetId={drawn && drawn.numbers.length > 1 ? listId : resultId}
            onReset={reset}
            disabled={!drawn}
          />
        </section>
      </div>
      <HowItWorks
        method={method}
        explanation={
          drawn
            ? {
                formula: 'value = minimum + k × step, with k drawn uniformly from 0 to n − 1',
                steps: [
                  `Your range holds n = ${number(drawn.possible, 0)} possible values${drawn.decimals ? `, in steps of ${number(10 ** -drawn.decimals, drawn.decimals)}` : ''}.`,
                  drawn.possible <= 2 ** 32
                    ? `Each draw takes a 32-bit random number and keeps it only if it is below ${number(2 ** 32 - (2 ** 32 % drawn.possible), 0)}, the largest multiple of ${number(drawn.possible, 0)} that fits, so each of the ${number(drawn.possible, 0)} values has exactly the same chance.`
                    : 'The range is wider than 2³² values, so each draw combines two 32-bit random numbers into 53 bits, then rejects the uneven top end the same way.',
                  drawn.unique
                    ? 'No repeats: a value already drawn is drawn again, so every number in the list is different.'
                    : 'Repeats allowed: every draw is independent, so the same number can come up twice.',
                ],
              }
            : undefined
        }
        placeholder="Press Generate and the steps appear here with your range."
      />
    </div>
  );
}
