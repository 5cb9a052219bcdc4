'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { applyEdits, moveItem, nextOwnId, NO_EDITS, OWN_SECTION, type Edits } from '@/lib/surveys/edits';
import { numbered, type Item } from '@/lib/surveys/model';
import { optionsFor } from '@/lib/surveys/scales';
import { buildInterview, buildSurvey } from '@/lib/surveys/select';
import type { Choices, InterviewChoices, QuestionSetSpec, SurveyChoices } from '@/lib/surveys/spec';
import { clearDraft, loadDraft, saveDraft } from '@/lib/surveys/storage';
import {
  sanitizeChoices,
  validateInterview,
  validateSurvey,
  type ChoiceErrors,
} from '@/lib/surveys/validate';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { AddQuestion } from './AddQuestion';
import { AiSuggest } from './AiSuggest';
import { InterviewChoicesForm, SENIORITY_LABELS, SurveyChoicesForm } from './ChoicesForm';
import { ExportBar } from './ExportBar';
import { QuestionSheet } from './QuestionSheet';
import styles from './questions.module.css';
import kitStyles from '../kit/kit.module.css';
import { actionButton } from '../kit/buttons';

export type QuestionsIslandProps = {
  slug: string;
  spec: QuestionSetSpec;
  /** The definition's `updated` date: written into the files so the same content gives the same bytes. */
  updated: string;
  /** Worked out at build: whether to offer the AI action at all. */
  aiEnabled: boolean;
};

type Draft = { choices: Choices; edits: Edits };

function validate(spec: QuestionSetSpec, choices: Choices): ChoiceErrors {
  return spec.mode === 'survey'
    ? validateSurvey(spec, choices as SurveyChoices)
    : validateInterview(spec, choices as InterviewChoices);
}

function build(spec: QuestionSetSpec, choices: Choices) {
  return spec.mode === 'survey'
    ? buildSurvey(spec, choices as SurveyChoices)
    : buildInterview(spec, choices as InterviewChoices);
}

/**
 * Every survey and interview-question generator: the choices on one side, the questions on the
 * other, rebuilt on every change. The engine is small and runs here, so the server renders the
 * default set into the HTML and the browser recomputes it instantly. Edits are kept apart from the
 * generated questions (lib/surveys/edits), so changing a choice never loses a reworded, moved,
 * removed or added question; the whole draft is saved in this browser.
 */
export function QuestionsIsland({ slug, spec, updated, aiEnabled }: QuestionsIslandProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [choices, setChoices] = useState<Choices>(spec.defaults);
  // The last choices that could be built: while a field is wrong, the questions stay as they were.
  const [built, setBuilt] = useState<Choices>(spec.defaults);
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [resetUndo, setResetUndo] = useState<Draft | null>(null);
  const [removal, setRemoval] = useState<{ edits: Edits; number: number } | null>(null);
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<string | null>(null);
  const latest = useRef<Draft>({ choices: spec.defaults, edits: NO_EDITS });

  const commit = useCallback(
    (next: Draft, persist = true) => {
      latest.current = next;
      setChoices(next.choices);
      setEdits(next.edits);
      if (Object.keys(validate(spec, next.choices)).length === 0) setBuilt(next.choices);
      if (persist) setSaved(saveDraft(slug, next));
    },
    [slug, spec],
  );

  useEffect(() => {
    const draft = loadDraft(slug, spec.defaults);
    if (!draft) return;
    // Storage can only be read in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    commit({ choices: sanitizeChoices(spec, draft.choices), edits: draft.edits }, false);
    setSaved(true);
  }, [slug, spec, commit]);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const errors = useMemo(() => validate(spec, choices), [spec, choices]);
  const base = useMemo(() => build(spec, built), [spec, built]);
  const set = useMemo(() => applyEdits(base, edits), [base, edits]);
  const sections = useMemo(() => numbered(set), [set]);
  const shown = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const problems = Object.keys(errors).length;

  const change = <K extends string>(key: K, value: unknown) => {
    setResetUndo(null);
    setRemoval(null);
    commit({ choices: { ...latest.current.choices, [key]: value } as Choices, edits: latest.current.edits });
  };
  // Any other edit ends the chance to undo a removal: the undo restores the edits as they were before it.
  const editWith = (next: Edits) => {
    setRemoval(null);
    commit({ choices: latest.current.choices, edits: next });
  };

  const save = (id: string, text: string) => {
    const current = latest.current.edits;
    const added = current.added.some((item) => item.id === id);
    editWith(
      added
        ? { ...current, added: current.added.map((item) => (item.id === id ? { ...item, text } : item)) }
        : { ...current, text: { ...current.text, [id]: text } },
    );
    setAnnounce('Question reworded.');
  };

  const move = (id: string, direction: -1 | 1) => {
    const order = moveItem(shown, id, direction);
    if (!order) return;
    editWith({ ...latest.current.edits, order });
    const number = shown.findIndex((item) => item.id === id) + 1 + direction;
    setAnnounce(`Moved to question ${number}.`);
    // Keep the focus on the button that was pressed, or on the other one once the question reaches the edge.
    const section = shown.find((item) => item.id === id)?.section;
    const beyond = order[order.indexOf(id) + direction];
    const atEdge = beyond === undefined || shown.find((item) => item.id === beyond)?.section !== section;
    const same = direction === -1 ? 'up' : 'down';
    const other = direction === -1 ? 'down' : 'up';
    focusAfter.current = `${idPrefix}-q-${id}-${atEdge ? other : same}`;
  };

  const remove = (id: string, number: number) => {
    const current = latest.current.edits;
    editWith(
      current.added.some((item) => item.id === id)
        ? { ...current, added: current.added.filter((item) => item.id !== id) }
        : { ...current, removed: [...current.removed, id] },
    );
    setRemoval({ edits: current, number });
    setAnnounce('');
    focusAfter.current = `${idPrefix}-undo-remove`;
  };

  const undoRemove = () => {
    if (!removal) return;
    editWith(removal.edits);
    setAnnounce(`Question ${removal.number} is back.`);
  };

  const add = (question: Omit<Item, 'id' | 'origin'>, origin: Item['origin'] = 'own') => {
    const current = latest.current.edits;
    const item: Item = { ...question, id: nextOwnId(current), origin };
    editWith({ ...current, added: [...current.added, item] });
    setAnnounce('Question added.');
  };

  const addSuggestions = (suggestions: readonly { text: string; probe?: string }[]) => {
    let current = latest.current.edits;
    const scale = spec.mode === 'survey' ? (latest.current.choices as SurveyChoices).scale : 'agreement';
    for (const suggestion of suggestions) {
      const item: Item = {
        id: nextOwnId(current),
        section: OWN_SECTION.id,
        text: suggestion.text,
        format: spec.mode === 'survey' ? 'scale' : 'question',
        options: spec.mode === 'survey' ? optionsFor('scale', scale) : [],
        probes: suggestion.probe ? [suggestion.probe] : [],
        origin: 'ai',
      };
      current = { ...current, added: [...current.added, item] };
    }
    editWith(current);
  };

  const reset = () => {
    setResetUndo(latest.current);
    setRemoval(null);
    clearDraft(slug);
    commit({ choices: spec.defaults, edits: NO_EDITS }, false);
    setSaved(null);
  };

  const undoReset = () => {
    if (!resetUndo) return;
    commit(resetUndo);
    setResetUndo(null);
  };

  const interview = spec.mode === 'interview';
  const sheetId = `${idPrefix}-sheet`;
  const chosenTopics = interview
    ? spec.competencies
        .filter((c) => (built as InterviewChoices).competencies.includes(c.id))
        .map((c) => c.label)
    : spec.topics.filter((t) => (built as SurveyChoices).topics.includes(t.id)).map((t) => t.label);
  const context = interview
    ? `${SENIORITY_LABELS[(built as InterviewChoices).seniority]} ${(built as InterviewChoices).role}`
    : `${spec.noun} for ${(built as SurveyChoices).audience || 'all employees'} at ${(built as SurveyChoices).company}`;
  const addSections = [
    ...sections.map((section) => ({ id: section.id, title: section.title })),
    ...(sections.some((section) => section.id === OWN_SECTION.id) ? [] : [OWN_SECTION]),
  ];
  const count = shown.length;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.workspace}>
        <form
          className={styles.form}
          aria-labelledby={`${idPrefix}-choices`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <h2 id={`${idPrefix}-choices`} className={styles.formTitle}>
            Your choices
          </h2>
          <p className={kitStyles.privacy}>
            {saved === false
              ? 'This browser is not letting the page save, so your changes are lost on reload.'
              : 'Your choices and edits are saved in this browser as you go; nothing is sent to us.'}
          </p>
          <div>
            <button type="button" className={actionButton} onClick={reset}>
              Reset
            </button>
          </div>
          <p role="status" className={styles.undo}>
            {resetUndo ? (
              <>
                Back to the starting {interview ? 'guide' : 'survey'}.{' '}
                <button type="button" className={styles.linkButton} onClick={undoReset}>
                  Undo reset
                </button>
              </>
            ) : null}
          </p>
          {spec.mode === 'survey' ? (
            <SurveyChoicesForm
              spec={spec}
              choices={choices as SurveyChoices}
              errors={errors}
              idPrefix={idPrefix}
              onChange={change}
            />
          ) : (
            <InterviewChoicesForm
              spec={spec}
              choices={choices as InterviewChoices}
              errors={errors}
              idPrefix={idPrefix}
              onChange={change}
            />
          )}
        </form>

        <section className={styles.result} aria-labelledby={`${idPrefix}-result`}>
          <h2 id={`${idPrefix}-result`} className={styles.resultTitle}>
            {interview ? 'Your interview guide' : `Your ${spec.noun}`}
          </h2>
          <p role="status" aria-live="polite" className={problems ? styles.attention : styles.summary}>
            {problems
              ? `${problems === 1 ? 'One choice needs' : `${problems} choices need`} attention; the questions below are from your last valid choices.`
              : `${count} ${count === 1 ? 'question' : 'questions'} in ${sections.length} ${sections.length === 1 ? 'section' : 'sections'}.`}
          </p>
          {set.notice ? <p className={styles.notice}>{set.notice}</p> : null}
          <ExportBar
            set={set}
            updated={updated}
            sheetId={sheetId}
            noun={interview ? 'interview guide' : spec.noun}
          />
          {aiEnabled ? (
            <AiSuggest set={set} topics={chosenTopics} context={context} onAdd={addSuggestions} />
          ) : null}
          <p role="status" aria-live="polite" className={styles.status}>
            {removal ? (
              <>
                {`Question ${removal.number} removed.`}{' '}
                <button
                  id={`${idPrefix}-undo-remove`}
                  type="button"
                  className={styles.linkButton}
                  onClick={undoRemove}
                >
                  Undo
                </button>
              </>
            ) : (
              announce
            )}
          </p>
          <QuestionSheet
            set={set}
            sections={sections}
            idPrefix={idPrefix}
            sheetId={sheetId}
            onSave={save}
            onMove={move}
            onRemove={remove}
          />
          <AddQuestion mode={spec.mode} sections={addSections} idPrefix={idPrefix} onAdd={(q) => add(q)} />
        </section>
      </div>
    </div>
  );
}
