import type { Block, DocumentModel } from '@/lib/downloads/document';
import { toCsv } from '@/lib/kit/csv';
import { formatKpiValue, UNIT_NAME } from './format';
import { measure, statusOf, type KpiEntry } from './measure';
import type { KpiWords, ScorecardItem, Settings } from './types';

/** One KPI as the exports show it: what was typed, worked out the same way as on the page. */
export interface KpiRow {
  readonly item: ScorecardItem;
  readonly current: string;
  readonly target: string;
  readonly status: string;
}

export function scorecardRows(
  items: readonly ScorecardItem[],
  entries: Readonly<Record<string, KpiEntry>>,
): KpiRow[] {
  return items.map((item) => {
    const entry = entries[item.kpi.id];
    const measurement = measure(item.kpi, entry);
    const status = statusOf(item.kpi, measurement, entry?.target ?? '');
    return {
      item,
      current: measurement.kind === 'value' ? formatKpiValue(measurement.value, item.kpi.unit) : '',
      target: entry?.target.trim() ?? '',
      status: status.kind === 'on-track' ? 'On track' : status.kind === 'off-track' ? 'Off track' : '',
    };
  });
}

export function scorecardCsv(rows: readonly KpiRow[]): string {
  const header = [
    'KPI',
    'Type',
    'Why it fits',
    'Formula',
    'Unit',
    'Better when',
    'Review',
    'Data source',
    'Owner',
    'Current value',
    'Target',
    'Status',
  ];
  return toCsv([
    header,
    ...rows.map(({ item, current, target, status }) => [
      item.kpi.name,
      item.kpi.type === 'leading' ? 'Leading' : 'Lagging',
      item.why,
      item.kpi.formula,
      UNIT_NAME[item.kpi.unit],
      item.kpi.direction === 'higher' ? 'Higher' : 'Lower',
      item.kpi.cadence,
      item.kpi.source,
      item.kpi.owner,
      current,
      target,
      status,
    ]),
  ]);
}

function context(
  words: KpiWords,
  settings: Settings,
  goals: readonly string[],
): { team: string; goals: string; stage: string } {
  const department = words.departments[settings.department];
  const labels = department.goals.filter((goal) => goals.includes(goal.id)).map((goal) => goal.label);
  return { team: department.name, goals: labels.join(', '), stage: words.stages[settings.stage] };
}

export function scorecardText(
  words: KpiWords,
  rows: readonly KpiRow[],
  settings: Settings,
  goals: readonly string[],
): string {
  const { team, goals: goalText, stage } = context(words, settings, goals);
  const lines = [`KPI scorecard: ${team}`, `Goals: ${goalText}`, `Company stage: ${stage}`, ''];
  rows.forEach(({ item, current, target, status }, index) => {
    lines.push(`${index + 1}. ${item.kpi.name} (${item.kpi.type}, review ${item.kpi.cadence})`);
    lines.push(`   Formula: ${item.kpi.formula}`);
    lines.push(`   Why: ${item.why}`);
    if (current) lines.push(`   Current: ${current}`);
    if (target) lines.push(`   Target: ${target}${status ? ` (${status.toLowerCase()})` : ''}`);
    lines.push(`   Owner: ${item.kpi.owner}. Data: ${item.kpi.source}.`);
  });
  return lines.join('\n');
}

export function scorecardDocument(
  words: KpiWords,
  rows: readonly KpiRow[],
  settings: Settings,
  goals: readonly string[],
  updated: string,
): DocumentModel {
  const { team, goals: goalText, stage } = context(words, settings, goals);
  const blocks: Block[] = [
    {
      kind: 'fields',
      items: [
        { label: 'Team', value: team },
        { label: 'Goals', value: goalText },
        { label: 'Company stage', value: stage },
        { label: 'KPIs', value: String(rows.length) },
      ],
    },
    {
      kind: 'table',
      header: ['KPI', 'Type', 'Current', 'Target', 'Status'],
      rows: rows.map(({ item, current, target, status }) => [
        item.kpi.name,
        item.kpi.type === 'leading' ? 'Leading' : 'Lagging',
        current || '–',
        target || '–',
        status || '–',
      ]),
      widths: [4, 2, 2, 2, 2],
    },
  ];
  for (const { item, current, target, status } of rows) {
    blocks.push({ kind: 'heading', level: 2, text: item.kpi.name });
    blocks.push({ kind: 'paragraph', text: item.why });
    blocks.push({
      kind: 'fields',
      items: [
        { label: 'Formula', value: item.kpi.formula },
        { label: 'Better when', value: item.kpi.direction === 'higher' ? 'Higher' : 'Lower' },
        { label: 'Review', value: item.kpi.cadence },
        { label: 'Owner', value: item.kpi.owner },
        { label: 'Data source', value: item.kpi.source },
        { label: 'Current value', value: current || undefined },
        { label: 'Target', value: target || undefined },
        { label: 'Status', value: status || undefined },
      ],
    });
    blocks.push({ kind: 'note', tone: 'tip', title: 'Watch out', text: item.kpi.pitfall });
  }
  blocks.push({
    kind: 'note',
    tone: 'guidance',
    title: 'Setting targets',
    text: 'Set each target from your own baseline (the median of recent periods, same formula and data source), write it as “at least” or “at most” in the KPI’s better direction, and tie it to a change its owner can make.',
  });
  return {
    title: `KPI scorecard: ${team}`,
    subtitle: goalText ? `Goals: ${goalText}` : undefined,
    author: 'Quotient',
    description: `A ${rows.length}-KPI scorecard for ${team.toLowerCase()}, with formulas, owners, data sources and targets.`,
    keywords: ['KPI', 'scorecard', team],
    updated,
    blocks,
  };
}
