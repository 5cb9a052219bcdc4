'use client';

import { useId, useState } from 'react';
import { isAiConfigured } from '@/lib/ai/configured';
import { inputProblems } from '@/lib/utilities/excel/check';
import { displayValue } from '@/lib/utilities/excel/display';
import { evaluateFormula } from '@/lib/utilities/excel/evaluate';
import { matchTask } from '@/lib/utilities/excel/match';
import { describeColumns, previewSheet, type SampleColumn } from '@/lib/utilities/excel/preview-sample';
import { SAMPLE_TODAY, SAMPLE_TODAY_ISO } from '@/lib/utilities/excel/sample';
import { defaultValues, taskById, TASKS, type Task } from '@/lib/utilities/excel/tasks';
import { understand } from '@/lib/utilities/excel/understand';
import { Method } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { ExcelAi } from './ExcelAi';
import { ExcelSample } from './ExcelSample';
import { ExcelTaskFields } from './ExcelTaskFields';
import { useCopy } from '@/components/tools/kit/useCopy';
import fieldStyles from '../fields/fields.module.css';
import { actionButton, primaryActionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

const CATEGORIES = [...new Set(TASKS.map((t) => t.category))];

/**
 * A guided Excel formula builder: describe the need (read into a task and its fields) or pick a
 * task and fill in labelled references, and get the formula, what each argument does, the Google
 * Sheets version and its result on sample data, worked out by a small evaluator in the browser.
 */
export function ExcelFormulaIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [taskId, setTaskId] = useState(TASKS[0]!.id);
  const [allValues, setAllValues] = useState<Record<string, Record<string, string>>>({});
  const [description, setDescription] = useState('');
  const [matchMessage, setMatchMessage] = useState('');
  // Columns a read request put in the preview sheet (emails to split, a Revenue column), per task.
  const [readColumns, setReadColumns] = useState<{ taskId: string; columns: SampleColumn[] }>({
    taskId: '',
    columns: [],
  });
  const { copy, message } = useCopy();

  const task: Task = TASKS.find((t) => t.id === taskId) ?? TASKS[0]!;
  const values = allValues[task.id] ?? defaultValues(task);
  const problems = inputProblems(task, values);
  const ok = Object.keys(problems).length === 0;
  const built = ok ? task.build(values) : null;
  const columns = readColumns.taskId === task.id ? readColumns.columns : [];
  const sheet = previewSheet(columns);
  const evaluated = built ? evaluateFormula(built.excel, { grid: sheet.grid, today: SAMPLE_TODAY }) : null;
  const shown = evaluated?.ok ? displayValue(evaluated.value, task.format) : null;
  const usesSheetNames = task.inputs.some((i) => (values[i.key] ?? '').includes('!'));

  const setValue = (key: string, value: string) =>
    setAllValues({ ...allValues, [task.id]: { ...values, [key]: value } });

  const findTask = () => {
    const read = understand(description);
    if (read) {
      const readTask = taskById(read.taskId)!;
      setTaskId(read.taskId);
      setAllValues({ ...allValues, [read.taskId]: read.values });
      setReadColumns({ taskId: read.taskId, columns: read.sample });
      setMatchMessage([`Read as: ${readTask.name}.`, ...read.notes].join(' '));
      return;
    }
    const found = matchTask(description);
    const unread = 'That request could not be read into a formula, so none was written for it.';
    if (found) {
      setTaskId(found.task.id);
      setMatchMessage(
        `${unread} Closest task: ${found.task.name}, shown with the sample’s references; fill in your own below, or name the function and your columns (sum column C where column A is Paid).`,
      );
    } else
      setMatchMessage(
        `${unread} Pick a task from the list, or name the function and your columns (sum column C where column A is Paid).`,
      );
  };

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-labelledby={`${id}-describe-title`}>
        <h2 id={`${id}-describe-title`} className={styles.title}>
          Describe what you need
        </h2>
        <form
          className={styles.formulaBlock}
          onSubmit={(e) => {
            e.preventDefault();
            findTask();
          }}
        >
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-describe`}>
              In your own words
            </label>
            <input
              id={`${id}-describe`}
              className={fieldStyles.input}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="Average salary where Department is Sales"
            />
          </div>
          <div className={styles.row}>
            <button type="submit" className={primaryActionButton} disabled={!description.trim()}>
              Find a formula
            </button>
          </div>
          <p role="status" aria-live="polite" className={styles.status} data-match>
            {matchMessage}
          </p>
          <p className={styles.small}>
            Read in your browser, nothing is sent: the function, your ranges (A2:A20), columns (column D), the
            sample’s headers (Department, Salary) and conditions such as “is Sales”, “over 40”, “between
            1/1/2024 and 3/31/2024”, “contains” or “is blank” fill in one of the {TASKS.length} tasks below.
          </p>
        </form>
        {hydrated && isAiConfigured() ? <ExcelAi description={description} /> : null}
      </section>

      <div className={styles.card}>
        <form className={styles.inputs} onSubmit={(e) => e.preventDefault()}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-task`}>
              Task
            </label>
            <select
              id={`${id}-task`}
              className={fieldStyles.select}
              value={task.id}
              onChange={(e) => setTaskId(e.target.value)}
            >
              {CATEGORIES.map((category) => (
                <optgroup key={category} label={category}>
                  {TASKS.filter((t) => t.category === category).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p className={fieldStyles.help}>{task.summary}</p>
          </div>
          <ExcelTaskFields id={id} task={task} values={values} problems={problems} onChange={setValue} />
          <button
            type="button"
            className={actionButton}
            onClick={() => {
              setAllValues({ ...allValues, [task.id]: defaultValues(task) });
              setReadColumns({ taskId: '', columns: [] });
            }}
          >
            Reset to the sample references
          </button>
        </form>

        <section className={styles.result} aria-labelledby={`${id}-formula-title`}>
          <h2 id={`${id}-formula-title`} className={kitStyles.resultTitle}>
            Your formula
          </h2>
          {task.modern ? (
            <p className={styles.small}>
              <span className={`${styles.badge} ${styles.badgeWarn}`}>Excel 365 or 2021+</span> Older versions
              show #NAME?.
            </p>
          ) : null}
          {built ? (
            <>
              <output className={styles.code} id={`${id}-excel`} data-formula="excel">
                {built.excel}
              </output>
              <div className={styles.row}>
                <button
                  type="button"
                  className={primaryActionButton}
                  onClick={() => copy(built.excel, 'Excel formula copied.', `${id}-excel`)}
                >
                  Copy formula
                </button>
              </div>
              <div className={styles.formulaBlock}>
                <h3 className={styles.legend}>Google Sheets</h3>
                {built.sheets ? (
                  <>
                    <output className={styles.code} id={`${id}-sheets`} data-formula="sheets">
                      {built.sheets}
                    </output>
                    <div className={styles.row}>
                      <button
                        type="button"
                        className={actionButton}
                        onClick={() => copy(built.sheets!, 'Google Sheets formula copied.', `${id}-sheets`)}
                      >
                        Copy Sheets version
                      </button>
                    </div>
                  </>
                ) : (
                  <p className={styles.small}>The same formula works in Google Sheets.</p>
                )}
              </div>
              <h3 className={styles.legend}>What each part does</h3>
              <dl className={styles.pairs}>
                {built.args.map((arg) => (
                  <div key={arg.name}>
                    <dt className={styles.mono}>{arg.name}</dt>
                    <dd>{arg.text}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p role="alert" className={kitStyles.bad}>
              Fix the highlighted {Object.keys(problems).length === 1 ? 'field' : 'fields'} to see the
              formula.
            </p>
          )}
          <p role="status" className={styles.status}>
            {message}
          </p>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby={`${id}-sample-title`}>
        <h2 id={`${id}-sample-title`} className={styles.title}>
          Try it on sample data
        </h2>
        <div role="status" aria-live="polite" data-sample-result>
          {!built ? (
            <p className={styles.small}>The result appears once the formula is complete.</p>
          ) : evaluated && !evaluated.ok ? (
            <p className={styles.warn}>{evaluated.message}</p>
          ) : shown && shown.length === 1 && shown[0]!.length === 1 ? (
            <p>
              Result on the sample: <strong className={styles.mono}>{shown[0]![0] || '(empty)'}</strong>
            </p>
          ) : shown ? (
            <>
              <p>Result on the sample: {shown.length} rows spill down from the formula’s cell.</p>
              <div className={styles.tableScroll}>
                <table className={styles.table} aria-label="Spilled result">
                  <tbody>
                    {shown.map((row, r) => (
                      <tr key={r}>
                        {row.map((v, c) => (
                          <td key={c}>{v}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
        <p className={styles.small}>
          Worked out in your browser by a small evaluator that knows the functions used here. In the sample,
          TODAY() is {SAMPLE_TODAY_ISO} and dates are shown as year-month-day.
          {usesSheetNames ? ' Sheet names are ignored: the sample is one sheet.' : ''}
          {columns.length ? ` For your request the sample holds made-up ${describeColumns(columns)}.` : ''}
        </p>
        <ExcelSample grid={sheet.grid} dateColumns={sheet.dateColumns} />
      </section>
      <Method method={method} />
    </div>
  );
}
