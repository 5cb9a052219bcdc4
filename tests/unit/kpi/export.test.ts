import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { LIBRARY } from '@/content/tools/kpi/library';
import { assertValidDocument } from '@/lib/downloads/document';
import { renderDocx } from '@/lib/downloads/docx';
import { scorecardCsv, scorecardDocument, scorecardRows, scorecardText } from '@/content/tools/kpi/export';
import { buildScorecard } from '@/content/tools/kpi/scorecard';
import type { Settings } from '@/lib/kpi/types';

const settings: Settings = {
  department: 'hr',
  goals: ['hire-faster', 'retain-people'],
  stage: 'growth',
  count: 6,
};
const card = buildScorecard(LIBRARY.hr, settings, { excluded: [], pinned: ['time-to-fill'] });
const entries = { 'time-to-fill': { inputs: { totalDays: '450', filled: '10' }, target: '40' } };

describe('scorecard exports', () => {
  it('writes a CSV row per KPI with the worked-out value, target and status', () => {
    const csv = scorecardCsv(scorecardRows(card, entries));
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(card.length + 1);
    expect(lines[0]).toBe(
      'KPI,Type,Why it fits,Formula,Unit,Better when,Review,Data source,Owner,Current value,Target,Status',
    );
    expect(lines[1]).toMatch(
      /^Time to fill,Lagging,".*",Total days from requisition approval.*,days,Lower,monthly,.*,45 days,40,Off track$/,
    );
  });

  it('keeps spreadsheet formulas out of the CSV', () => {
    const csv = scorecardCsv(
      scorecardRows(card, { 'time-to-fill': { inputs: {}, target: '=HYPERLINK("x")' } }),
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('copies as readable text', () => {
    const text = scorecardText(scorecardRows(card, entries), settings, settings.goals);
    expect(text).toContain('KPI scorecard: HR and recruiting');
    expect(text).toContain('Goals: Hire faster, Cut turnover');
    expect(text).toContain('1. Time to fill (lagging, review monthly)');
    expect(text).toContain('Target: 40 (off track)');
  });

  it('builds a valid Word scorecard with the KPIs and values in it', async () => {
    const model = scorecardDocument(scorecardRows(card, entries), settings, settings.goals, '2026-11-22');
    expect(() => assertValidDocument(model)).not.toThrow();
    const bytes = await renderDocx(model);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).toContain('KPI scorecard: HR and recruiting');
    expect(value).toContain('Time to fill');
    expect(value).toContain('45 days');
    expect(value).toContain('Off track');
  });
});
