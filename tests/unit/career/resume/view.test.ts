import { describe, expect, it } from 'vitest';
import { formatGraduation, formatRange, monthNumber, yearProblem } from '@/lib/career/resume/dates';
import { blankResume, type Resume } from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import {
  fileStem,
  foldForPdf,
  linesOf,
  pdfCharacterReport,
  resumeFileName,
  webLink,
} from '@/lib/career/resume/text';
import { buildView, viewText } from '@/lib/career/resume/view';

const today = { year: 2026, month: 11 };

describe('dates', () => {
  it('formats ranges with months, years alone, and Present', () => {
    expect(formatRange({ month: '3', year: '2021' }, { month: '', year: '' }, true, today)).toBe(
      'Mar 2021 – Present',
    );
    expect(formatRange({ month: '', year: '2017' }, { month: '', year: '2021' }, false, today)).toBe(
      '2017 – 2021',
    );
    expect(formatRange({ month: '6', year: '2017' }, { month: '', year: '' }, false, today)).toBe('Jun 2017');
    expect(formatRange({ month: '6', year: '20' }, { month: '', year: '' }, false, today)).toBe('');
  });

  it('marks a graduation still ahead as expected', () => {
    expect(formatGraduation({ month: '5', year: '2027' }, today)).toBe('Expected May 2027');
    expect(formatGraduation({ month: '5', year: '2015' }, today)).toBe('May 2015');
  });

  it('explains a year that cannot be used, and accepts an empty one', () => {
    expect(yearProblem('', today)).toBeUndefined();
    expect(yearProblem('21', today)).toBe('Enter a four-digit year, like 2021.');
    expect(yearProblem('1850', today)).toBe('Enter a year between 1940 and 2034.');
    expect(yearProblem('2021', today)).toBeUndefined();
  });

  it('compares a year-only start as January and a year-only end as December', () => {
    expect(monthNumber({ month: '', year: '2020' }, today, 'start')).toBe(2020 * 12);
    expect(monthNumber({ month: '', year: '2020' }, today, 'end')).toBe(2020 * 12 + 11);
  });
});

describe('text cleaning', () => {
  it('splits bullets by line and drops marks typed or pasted in front', () => {
    expect(linesOf('• Led a team\n- Cut costs 20%\n\n  * Built a tool\n1. Shipped\n')).toEqual([
      'Led a team',
      'Cut costs 20%',
      'Built a tool',
      'Shipped',
    ]);
  });

  it('turns web addresses into https links and refuses anything else', () => {
    expect(webLink('linkedin.com/in/jane')).toEqual({
      text: 'linkedin.com/in/jane',
      href: 'https://linkedin.com/in/jane',
    });
    expect(webLink('https://www.github.com/jane/')).toEqual({
      text: 'github.com/jane',
      href: 'https://www.github.com/jane/',
    });
    expect(webLink('javascript:alert(1)')).toBeUndefined();
    expect(webLink('data:text/html,<b>x</b>')).toBeUndefined();
    expect(webLink('not a link')).toBeUndefined();
  });

  it('folds accents the PDF fonts lack and reports what it changed or cannot show', () => {
    expect(foldForPdf('Łukasz Wróbel, Ștefan')).toBe('Lukasz Wróbel, Stefan');
    expect(pdfCharacterReport('Łukasz Żak – Иван 🚀 café')).toEqual({
      folded: ['Ł', 'Ż'],
      missing: ['И', 'в', 'а', 'н', '🚀'],
    });
  });

  it('names files after the person, safely', () => {
    expect(resumeFileName('Zoë O’Neil', 'pdf')).toBe('zoe-oneil-resume.pdf');
    expect(resumeFileName('Jane', 'json')).toBe('jane-resume.json');
    expect(fileStem('<img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1');
    expect(resumeFileName('   ', 'docx')).toBe('my-resume.docx');
  });
});

describe('the resume view', () => {
  it('orders filled sections by layout and leaves empty optional sections out', () => {
    const view = buildView(sampleResume(), today);
    expect(view.main.map((section) => section.id)).toEqual([
      'summary',
      'experience',
      'skills',
      'education',
      'certifications',
      'languages',
    ]);
    expect(view.sidebar).toEqual([]);
    const technical = buildView(
      { ...sampleResume(), design: { layout: 'technical', accent: 'navy', paper: 'letter' } },
      today,
    );
    expect(technical.main.map((section) => section.id)).toEqual(['summary', 'experience']);
    expect(technical.sidebar.map((section) => section.id)).toEqual([
      'skills',
      'education',
      'certifications',
      'languages',
    ]);
  });

  it('shows a project once it has a name, with its link made safe', () => {
    const resume: Resume = {
      ...sampleResume(),
      projects: [
        {
          id: 'p1',
          name: 'Interview kit',
          link: 'github.com/jordan/kit',
          description: 'Built it\nUsed by 40 teams',
        },
      ],
    };
    const projects = buildView(resume, today).main.find((section) => section.id === 'projects');
    expect(projects?.body).toEqual({
      kind: 'entries',
      entries: [
        {
          key: 'p1',
          title: 'Interview kit',
          subtitle: '',
          location: '',
          dates: '',
          bullets: ['Built it', 'Used by 40 teams'],
          link: { text: 'github.com/jordan/kit', href: 'https://github.com/jordan/kit' },
        },
      ],
    });
  });

  it('links email and phone but never a link that is not a web address', () => {
    const resume = blankResume();
    const view = buildView(
      {
        ...resume,
        contact: {
          ...resume.contact,
          email: 'jane@example.com',
          phone: '+1 (512) 555-0147',
          links: [
            { id: 'a', url: 'javascript:alert(1)' },
            { id: 'b', url: 'janedoe.dev' },
          ],
        },
      },
      today,
    );
    expect(view.contact).toEqual([
      { kind: 'email', text: 'jane@example.com', href: 'mailto:jane@example.com' },
      { kind: 'phone', text: '+1 (512) 555-0147', href: 'tel:+15125550147' },
      { kind: 'link', text: 'javascript:alert(1)' },
      { kind: 'link', text: 'janedoe.dev', href: 'https://janedoe.dev/' },
    ]);
  });

  it('drops duplicate skills and blank entries, and an empty resume has no sections', () => {
    const resume = { ...blankResume(), skills: ['SQL', ' sql ', '', 'Python'] };
    const view = buildView(resume, today);
    expect(view.main).toEqual([
      { id: 'skills', heading: 'Skills', body: { kind: 'tags', items: ['SQL', 'Python'] } },
    ]);
    expect(viewText(buildView(blankResume(), today))).toBe('');
  });
});
