'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_GOALS, DEPARTMENTS, STAGE_LABELS } from '@/content/tools/kpi/departments';
import { clearDraft, loadDraft, saveDraft } from '@/lib/kpi/draft';
import type { KpiEntry } from '@/lib/kpi/measure';
import { measure, statusOf } from '@/lib/kpi/measure';
import type { Choices } from '@/lib/kpi/select';
import {
  DEPARTMENT_IDS,
  MAX_KPIS,
  MIN_KPIS,
  STAGES,
  type DepartmentId,
  type ScorecardItem,
  type Settings,
  type Stage,
} from '@/lib/kpi/types';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { KpiActions } from './KpiActions';
import { KpiAi } from './KpiAi';
import { KpiCard } from './KpiCard';
import styles from './kpi.module.css';
import kitStyles from '../kit/kit.module.css';
import { actionButton } from '../kit/buttons';

type Engine = typeof import('@/content/tools/kpi/engine');
const NO_CHOICES: Choices = { excluded: [], pinned: [] };
const COUNTS = Array.from({ length: MAX_KPIS - MIN_KPIS + 1 }, (_, index) => MIN_KPIS + index);

const sameSettings = (a: Settings, b: Settings) =>
  a.department === b.department &&
  a.stage === b.stage &&
  a.count === b.count &&
  a.goals.length === b.goals.length &&
  a.goals.every((goal) => b.goals.includes(goal));

/**
 * The KPI generator. The page is rendered with the scorecard for the default settings; the library
 * and ranking (most of the weight) load on first intent, so changing a setting feels instant.
 */
export function KpiIsland({
  slug,
  fixedDepartment,
  initialSettings,
  initial,
  aiEnabled,
  builtOn,
}: {
  slug: string;
  fixedDepartment: boolean;
  initialSettings: Settings;
  initial: readonly ScorecardItem[];
  aiEnabled: boolean;
  builtOn: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<Settings>(initialSettings);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [entries, setEntries] = useState<Record<string, KpiEntry>>({});
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [restored, setRestored] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [addId, setAddId] = useState('');
  const loading = useRef<Promise<void> | null>(null);
  const lockedDepartment = fixedDepartment ? initialSettings.department : null;

  const loadEngine = useCallback(() => {
    if (loading.current) return;
    setEngineFailed(false);
    loading.current = import('@/content/tools/kpi/engine')
      .then((module) => setEngine(module))
      .catch(() => {
        loading.current = null;
        setEngineFailed(true);
      });
  }, []);

  // The draft is read after hydration, so the server HTML and the first client render agree.
  useEffect(() => {
    const draft = loadDraft(slug, lockedDepartment);
    /* eslint-disable react-hooks/set-state-in-effect -- storage is only readable after hydration */
    if (draft) {
      setSettings(draft.settings);
      setChoices(draft.choices);
      setEntries(draft.entries);
      loadEngine();
    }
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [slug, lockedDepartment, loadEngine]);

  useEffect(() => {
    if (restored) saveDraft(slug, { settings, choices, entries });
  }, [restored, slug, settings, choices, entries]);

  const untouched =
    sameSettings(settings, initialSettings) && choices.excluded.length === 0 && choices.pinned.length === 0;
  const scorecard = useMemo<readonly ScorecardItem[] | null>(() => {
    if (engine) return engine.buildScorecard(engine.LIBRARY[settings.department], settings, choices);
    return untouched ? initial : null;
  }, [engine, settings, choices, untouched, initial]);
  const addable = useMemo(
    () =>
      engine && scorecard ? engine.addableKpis(engine.LIBRARY[settings.department], settings, scorecard) : [],
    [engine, scorecard, settings],
  );

  const department = DEPARTMENTS[settings.department];
  const goalIds = settings.goals.length ? settings.goals : department.goals.map((goal) => goal.id);

  const change = (next: Partial<Settings>) => {
    loadEngine();
    setSettings((current) => ({ ...current, ...next }));
  };
  const toggleGoal = (goal: string, on: boolean) =>
    change({ goals: on ? [...settings.goals, goal] : settings.goals.filter((other) => other !== goal) });
  const exclude = (item: ScorecardItem, verb: 'Removed' | 'Replaced', shrink: boolean) => {
    loadEngine();
    setChoices((current) => ({
      excluded: [...current.excluded, item.kpi.id],
      pinned: current.pinned.filter((other) => other !== item.kpi.id),
    }));
    if (shrink && settings.count > MIN_KPIS)
      setSettings((current) => ({ ...current, count: current.count - 1 }));
    setAnnounce(`${verb} ${item.kpi.name}.`);
  };
  const pin = (kpiId: string) => {
    loadEngine();
    setChoices((current) => ({
      excluded: current.excluded.filter((other) => other !== kpiId),
      pinned: current.pinned.includes(kpiId) ? current.pinned : [...current.pinned, kpiId],
    }));
    setSettings((current) => ({ ...current, count: Math.min(MAX_KPIS, current.count + 1) }));
    const name = engine?.LIBRARY[settings.department].find((kpi) => kpi.id === kpiId)?.name;
    setAnnounce(name ? `Added ${name}.` : 'Added the KPI.');
  };
  const reset = () => {
    clearDraft(slug);
    setSettings(initialSettings);
    setChoices(NO_CHOICES);
    setEntries({});
    setAnnounce('Started over with the default scorecard.');
  };

  const summary = useMemo(() => {
    if (!scorecard) return '';
    const leading = scorecard.filter((item) => item.kpi.type === 'leading').length;
    let onTrack = 0;
    let offTrack = 0;
    for (const item of scorecard) {
      const entry = entries[item.kpi.id];
      const status = statusOf(item.kpi, measure(item.kpi, entry), entry?.target ?? '');
      if (status.kind === 'on-track') onTrack += 1;
      if (status.kind === 'off-track') offTrack += 1;
    }
    const tracked = onTrack + offTrack ? ` ${onTrack} on track, ${offTrack} off track.` : '';
    return `${scorecard.length} ${scorecard.length === 1 ? 'KPI' : 'KPIs'}: ${leading} leading, ${scorecard.length - leading} lagging.${tracked}`;
  }, [scorecard, entries]);

  const listId = `${id}-list`;
  return (
    <div
      className={styles.island}
      data-ready={hydrated && restored ? 'true' : undefined}
      onFocusCapture={loadEngine}
      onPointerEnter={loadEngine}
    >
      <section className={styles.panel} aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className={kitStyles.sectionTitle}>
          Your goals
        </h2>
        <div className={styles.settings}>
          {fixedDepartment ? null : (
            <div className={styles.field}>
              <label htmlFor={`${id}-team`} className={styles.label}>
                Team
              </label>
              <select
                id={`${id}-team`}
                className={styles.select}
                value={settings.department}
                onChange={(event) => {
                  const next = event.target.value as DepartmentId;
                  change({ department: next, goals: [...DEFAULT_GOALS[next]] });
                  setChoices(NO_CHOICES);
                }}
              >
                {DEPARTMENT_IDS.map((option) => (
                  <option key={option} value={option}>
                    {DEPARTMENTS[option].name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-stage`} className={styles.label}>
              Company stage
            </label>
            <select
              id={`${id}-stage`}
              className={styles.select}
              value={settings.stage}
              onChange={(event) => change({ stage: event.target.value as Stage })}
            >
              {STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-count`} className={styles.label}>
              Number of KPIs
            </label>
            <select
              id={`${id}-count`}
              className={styles.select}
              value={settings.count}
              onChange={(event) => change({ count: Number(event.target.value) })}
            >
              {COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={styles.goals}>
          <legend className={styles.label}>Goals for {department.team}</legend>
          <div className={styles.goalList}>
            {department.goals.map((goal) => (
              <label key={goal.id} className={styles.goal}>
                <input
                  type="checkbox"
                  checked={settings.goals.includes(goal.id)}
                  onChange={(event) => toggleGoal(goal.id, event.target.checked)}
                />
                {goal.label}
              </label>
            ))}
          </div>
          {settings.goals.length === 0 ? (
            <p className={styles.hint}>No goal ticked: the scorecard covers all of the team’s goals.</p>
          ) : null}
        </fieldset>
      </section>

      {aiEnabled ? (
        <KpiAi
          settings={settings}
          onAdd={pin}
          onScorecard={(kpiId) => Boolean(scorecard?.some((item) => item.kpi.id === kpiId))}
        />
      ) : null}

      <section className={styles.scorecard} aria-labelledby={`${id}-card`}>
        <div className={styles.cardHead}>
          <h2 id={`${id}-card`} className={kitStyles.sectionTitle}>
            Your scorecard
          </h2>
          <p role="status" aria-live="polite" className={styles.summary}>
            {scorecard ? summary : engineFailed ? '' : 'Loading the KPI library…'}
          </p>
        </div>
        {engineFailed ? (
          <div role="alert" className={kitStyles.loadError}>
            The KPI library could not be loaded. Check your connection and{' '}
            <button type="button" className={styles.linkButton} onClick={loadEngine}>
              try again
            </button>
            ; your choices are kept.
          </div>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announce}
        </p>
        {scorecard ? (
          <div id={listId} className={styles.list}>
            {scorecard.map((item) => (
              <KpiCard
                key={item.kpi.id}
                item={item}
                entry={entries[item.kpi.id]}
                canReplace
                onChange={(entry) => setEntries((current) => ({ ...current, [item.kpi.id]: entry }))}
                onReplace={() => exclude(item, 'Replaced', false)}
                onRemove={() => exclude(item, 'Removed', true)}
              />
            ))}
            {scorecard.length === 0 ? <p className={styles.hint}>Every KPI has been removed.</p> : null}
          </div>
        ) : (
          <div className={styles.pending}>
            <span className={styles.spinner} aria-hidden="true" /> Building your scorecard…
          </div>
        )}
        <div className={styles.more2}>
          {engine ? (
            <div className={styles.addRow}>
              <div className={styles.field}>
                <label htmlFor={`${id}-add`} className={styles.label}>
                  Add a KPI from the library
                </label>
                <select
                  id={`${id}-add`}
                  className={styles.select}
                  value={addId}
                  onChange={(event) => setAddId(event.target.value)}
                >
                  <option value="">Choose a KPI…</option>
                  {addable.map((kpi) => (
                    <option key={kpi.id} value={kpi.id}>
                      {kpi.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className={actionButton}
                disabled={!addId}
                onClick={() => {
                  pin(addId);
                  setAddId('');
                }}
              >
                Add
              </button>
            </div>
          ) : null}
          {choices.excluded.length ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setChoices((current) => ({ ...current, excluded: [] }));
                setAnnounce('Restored the removed KPIs to the ranking.');
              }}
            >
              Bring back removed KPIs ({choices.excluded.length})
            </button>
          ) : null}
        </div>
        <KpiActions
          items={scorecard}
          entries={entries}
          settings={settings}
          goals={goalIds}
          builtOn={builtOn}
          listId={listId}
          onReset={reset}
        />
      </section>
    </div>
  );
}
