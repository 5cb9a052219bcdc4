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
  }),
  fieldOf: (path, values) => {
    const [first, ...rest] = path.map(String);
    return [first === 'courses' ? listKey(text(values, 'gradeType')) : first, ...rest].join('.');
  },
  present(_input, result, explain) {
    const primary = { label: 'Term GPA', value: fixed(result.termGpa, 2) };
    const secondary = [
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
      { label: 'Quality points', value: number(result.termQualityPoints, 2) },
    ];
    return {
      primary,
      secondary,
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
      copyText: copyTextOf('GPA', [primary, ...secondary]),
    };
  },
});
