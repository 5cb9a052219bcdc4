import * as calc from '@/lib/calculators/gpa';
import { rows, text } from '../../tools/fields';
import { fixed, number } from '../../kit/numbers';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

/** Letter grades and grade points are entered in two lists (a choice box or a number box per course). */
const listKey = (gradeType: string) => (gradeType === 'points' ? 'pointCourses' : 'courses');

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => ({
    gradeType: text(values, 'gradeType'),
    courses: rows(values, listKey(text(values, 'gradeType'))),
    priorGpa: text(values, 'priorGpa'),
    priorCredits: text(values, 'priorCredits'),
    scale: text(values, 'scale'),
    targetGpa: text(values, 'targetGpa'),
    remainingCredits: text(values, 'remainingCredits'),
  }),
  fieldOf: (path, values) => {
    const [first, ...rest] = path.map(String);
    return [first === 'courses' ? listKey(text(values, 'gradeType')) : first, ...rest].join('.');
  },
  present(input, result, explain) {
    const primary = { label: 'Term GPA', value: fixed(result.termGpa, 2) };
    const plan = result.plan;
    const secondary = [
      ...(plan
        ? [
            {
              label: `Average needed for a ${fixed(plan.target, 2)} GPA`,
              value:
                plan.status === 'secured'
                  ? 'Already secured'
                  : plan.status === 'unreachable'
                    ? 'Not reachable'
                    : fixed(Math.ceil(plan.needed * 100 - 1e-9) / 100, 2),
              hint:
                plan.status === 'unreachable'
                  ? `Needs ${fixed(plan.needed, 2)}, above the ${fixed(plan.top, 1)} top of the scale`
                  : `Over the next ${number(plan.remainingCredits, 1)} credits`,
              tone:
                plan.status === 'unreachable'
                  ? ('bad' as const)
                  : plan.status === 'secured'
                    ? ('good' as const)
                    : undefined,
            },
          ]
        : []),
      ...(result.cumulativeGpa !== null
        ? [
            {
              label: 'Cumulative GPA',
              value: fixed(result.cumulativeGpa, 2),
              hint: `Over ${number(result.cumulativeCredits, 1)} credits`,
            },
          ]
        : []),
      { label: 'Credits this term', value: number(result.termCredits, 1) },
      ...(result.passCredits > 0
        ? [
            {
              label: 'Credits earned',
              value: number(result.creditsEarned, 1),
              hint: `Includes ${number(result.passCredits, 1)} pass/fail, outside the GPA`,
            },
          ]
        : []),
      { label: 'Quality points', value: number(result.termQualityPoints, 2) },
    ];
    const summary = [...(plan ? [calc.planSentence(plan)] : []), ...calc.missingNotes(input)].join(' ');
    return {
      primary,
      secondary,
      summary: summary || undefined,
      summaryTone: plan?.status === 'unreachable' ? 'bad' : plan?.status === 'secured' ? 'good' : undefined,
      tables: [
        {
          id: 'courses',
          caption: 'Quality points by course',
          columns: [
            { label: 'Course' },
            { label: 'Grade' },
            { label: 'Points', numeric: true },
            { label: 'Credits', numeric: true },
            { label: 'Quality points', numeric: true },
          ],
          rows: result.courses.map((course, index) => [
            course.name || `Course ${index + 1}`,
            course.grade,
            fixed(course.points, 1),
            number(course.credits, 1),
            number(course.qualityPoints, 2),
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('GPA', [primary, ...secondary], summary || undefined),
    };
  },
});
