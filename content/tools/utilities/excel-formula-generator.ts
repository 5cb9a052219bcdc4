import type { UtilityTool } from '../types';

export const excelFormulaGenerator: UtilityTool = {
  slug: 'excel-formula-generator',
  kind: 'excel-formula',
  family: 'utility',
  group: 'spreadsheets',
  name: 'Excel formula generator',
  title: 'Excel Formula Generator: SUMIFS, XLOOKUP, DATEDIF and More',
  description:
    'Build Excel formulas for 24 common tasks, from SUMIFS and XLOOKUP to tenure and overtime, with each argument explained, a Google Sheets version and a live test.',
  lead: 'Pick a task or describe it, fill in your cells and ranges, and get a working Excel formula with every argument explained, its Google Sheets version and its result on sample data.',
  summary: 'Guided Excel formulas with explanations and a live test on sample data.',
  keywords: [
    'excel formula',
    'formula builder',
    'sumifs',
    'xlookup',
    'vlookup',
    'countifs',
    'datedif',
    'google sheets formula',
    'spreadsheet',
  ],
  method: [
    'Each task is a template for one of the formulas people most often need at work: sums, counts and averages with conditions, lookups, IF tests, text clean-up, date differences, ranks, the Excel 365 array functions and two HR calculations (tenure and overtime). You fill in labelled fields and the formula is written as you type. References are checked as Excel reads them: a cell (B2, $B$2), a range (A2:A100), whole columns (A:A) or rows (2:2), optionally on another sheet (Sheet2!A:A, or ‘Pay data’!A:A when the name has spaces), with columns up to XFD and rows up to 1,048,576. Ranges that SUMIFS, COUNTIFS, XLOOKUP or FILTER must pair row for row are checked to be the same size.',
    'Typed values become formula values: numbers stay numbers, a cell reference stays a reference, a comparison such as >40 goes inside quotes, and anything else is quoted text with inner quotes doubled. Where Google Sheets differs, its version is shown: its CONCAT takes only two values, its FILTER has no if-empty argument and its SORT takes TRUE or FALSE for the order.',
    'The sample result is worked out in your browser by a small evaluator written for this tool. It follows Excel’s rules for the functions used here, including criteria with wildcards and comparisons, exact and approximate lookups, spilled arrays and Excel date serial numbers, and it says when a formula uses a function it does not know. “Describe what you need” matches your words against each task’s keywords on the device; when AI writing is available, Write with AI sends the description to the AI service and checks that the answer is shaped like a formula, but cannot test it on your data.',
  ],
  faq: [
    {
      question: 'Should I use XLOOKUP or VLOOKUP?',
      answer:
        'XLOOKUP when everyone who opens the file has Excel 365 or Excel 2021 or later, or uses Google Sheets: it looks left or right, matches exactly by default and has an if-not-found argument. VLOOKUP works in every version but only returns columns to the right of the lookup column and defaults to an approximate match, so always end it with FALSE. INDEX and MATCH work everywhere and in any direction.',
    },
    {
      question: 'How do I calculate employee tenure in Excel?',
      answer:
        'Use DATEDIF with the start date and TODAY(): DATEDIF(G2,TODAY(),"Y") gives whole years, and adding DATEDIF(G2,TODAY(),"YM") gives the months left over, as in the tenure task. For a leaver, replace TODAY() with their end date. DATEDIF is missing from Excel’s function list but works in every version and in Google Sheets.',
    },
    {
      question: 'Why does my SUMIFS or COUNTIFS return #VALUE!?',
      answer:
        'Usually because the ranges are different sizes, such as F2:F100 with D2:D99. Every criteria range must have the same number of rows and columns as the sum range. Whole columns (F:F and D:D) avoid the problem. The builder checks this before writing the formula.',
    },
    {
      question: 'How do I calculate overtime pay in a spreadsheet?',
      answer:
        'Take the hours over the threshold, never below zero, and multiply by the rate and the premium: MAX(0,H2-40)*rate*1.5 for US federal overtime on a 40-hour week. Some states, such as California, also require daily overtime, and salaried exempt employees are not owed it; check which rules apply before paying from a formula.',
    },
    {
      question: 'Why does the sample show a fixed date for TODAY()?',
      answer:
        'So that the examples always give the same answer and can be checked. In your workbook TODAY() is the current date and recalculates whenever the file opens.',
    },
  ],
  related: [
    'percentage-calculator',
    'attrition-rate-calculator',
    'boolean-search-builder',
    'password-generator',
  ],
  updated: '2026-11-22',
};
