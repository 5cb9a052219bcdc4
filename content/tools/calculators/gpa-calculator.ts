import type { Option } from '@/lib/tools/fields';
import type { FormTool } from '../types';

const LETTERS: Option[] = [
  ...['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'].map((grade) => ({
    value: grade,
    label: grade,
  })),
  { value: 'P', label: 'P (pass)' },
  { value: 'NP', label: 'NP (no pass)' },
];
const byType = (type: string) => ({ field: 'gradeType', is: [type] });

export const gpaCalculator: FormTool = {
  slug: 'gpa-calculator',
  kind: 'form',
  runner: 'gpa',
  family: 'calculator',
  group: 'everyday',
  name: 'GPA calculator',
  title: 'GPA Calculator: Term and Cumulative GPA on the 4.0 Scale',
  description:
    'Calculate your term and cumulative GPA from letter grades or grade points on a 4.0 or 4.3 scale, with pass/fail courses, and the average you need to reach a target GPA.',
  lead: 'Add your courses with their grades and credits to get your term GPA, and your cumulative GPA if you enter the one you had.',
  summary: 'Term and cumulative GPA from grades and credits.',
  keywords: ['grade point average', 'college gpa', 'cumulative gpa', 'credits', 'semester'],
  resultTitle: 'Your GPA',
  fields: [
    {
      key: 'gradeType',
      type: 'select',
      label: 'Grades as',
      display: 'segmented',
      default: 'letter',
      options: [
        { value: 'letter', label: 'Letters (A to F)' },
        { value: 'points', label: 'Grade points' },
      ],
    },
    {
      key: 'scale',
      type: 'select',
      label: 'An A+ counts as',
      display: 'segmented',
      default: 'standard',
      options: [
        { value: 'standard', label: '4.0 (standard)' },
        { value: 'plus', label: '4.3' },
      ],
    },
    {
      key: 'courses',
      type: 'rows',
      label: 'Courses this term',
      help: 'P (pass) counts toward credits earned but not the GPA; NP counts toward neither.',
      showWhen: byType('letter'),
      rowName: 'course',
      minRows: 1,
      maxRows: 30,
      columns: [
        { key: 'name', label: 'Course', type: 'text', placeholder: 'Optional' },
        { key: 'grade', label: 'Grade', type: 'select', options: LETTERS },
        { key: 'credits', label: 'Credits', type: 'number' },
      ],
      blank: { name: '', grade: 'A', credits: '3' },
      default: [
        { name: 'Calculus I', grade: 'A-', credits: '4' },
        { name: 'English Composition', grade: 'B+', credits: '3' },
        { name: 'Intro to Psychology', grade: 'A', credits: '3' },
        { name: 'Chemistry Lab', grade: 'B', credits: '1' },
      ],
    },
    {
      key: 'pointCourses',
      type: 'rows',
      label: 'Courses this term',
      help: 'Grade points from 0 to 5, for schools that give A+ 4.3 or weight honors courses.',
      showWhen: byType('points'),
      rowName: 'course',
      minRows: 1,
      maxRows: 30,
      columns: [
        { key: 'name', label: 'Course', type: 'text', placeholder: 'Optional' },
        { key: 'grade', label: 'Points', type: 'number' },
        { key: 'credits', label: 'Credits', type: 'number' },
      ],
      blank: { name: '', grade: '', credits: '3' },
      default: [
        { name: 'AP Biology', grade: '4.5', credits: '4' },
        { name: 'History', grade: '3.7', credits: '3' },
        { name: 'Spanish II', grade: '3.3', credits: '3' },
      ],
    },
    { key: 'priorGpa', type: 'number', label: 'Previous GPA (optional)', default: '3.2', width: 'half' },
    {
      key: 'priorCredits',
      type: 'number',
      label: 'Credits behind it',
      unit: 'credits',
      default: '30',
      width: 'half',
    },
    { key: 'targetGpa', type: 'number', label: 'Target GPA (optional)', default: '', width: 'half' },
    {
      key: 'remainingCredits',
      type: 'number',
      label: 'Graded credits still to take',
      unit: 'credits',
      default: '',
      width: 'half',
    },
  ],
  method: [
    'Each grade is turned into grade points on the standard 4.0 scale (A and A+ 4.0, A− 3.7, B+ 3.3, B 3.0, down to D− 0.7 and F 0), then multiplied by the course’s credits to give quality points. GPA is the total quality points divided by the total credits.',
    'For a cumulative GPA, your previous GPA times its credits is added to this term’s quality points, and the sum is divided by all credits together.',
    'Some colleges give an A+ 4.3 instead of 4.0; choose that scale above and the top of the scale becomes 4.3. Pass/fail courses (P) add to the credits you earn but carry no grade points, so they are left out of the GPA.',
    'For a target GPA, the average you need over the credits still to take is (target × all credits, old and new − quality points so far) ÷ credits still to take. If that is above the top of the scale, the target cannot be reached in those credits, and the calculator says so with the best GPA you could still finish with.',
  ],
  faq: [
    {
      question: 'My school counts A+ as 4.3. What do I do?',
      answer:
        'Choose “An A+ counts as 4.3” above. For weighted values such as 5.0 for honors or AP, switch to grade points and type your school’s value for each course.',
    },
    {
      question: 'Do pass/fail courses count?',
      answer:
        'Usually not: pass/fail credits count toward graduation but not the GPA. Give the course a P (pass) and it is added to your credits earned while the GPA ignores it.',
    },
    {
      question: 'How do I raise my GPA?',
      answer:
        'Credits weigh grades, so high grades in courses with more credits move the average most. The more credits already behind you, the more it takes to move a cumulative GPA.',
    },
  ],
  related: ['grade-calculator', 'percentage-calculator', 'fraction-calculator', 'age-calculator'],
  updated: '2026-11-22',
};
