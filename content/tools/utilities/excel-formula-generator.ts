import type { UtilityTool } from '../types';

export const excelFormulaGenerator: UtilityTool = {
  slug: 'excel-formula-generator',
  kind: 'excel-formula',
  family: 'utility',
  group: 'spreadsheets',
  name: 'Excel formula generator',
  title: 'Excel Formula Generator: SUMIFS, XLOOKUP, DATEDIF and More',
  description:
    'Describe a formula in plain English or pick one of 40 tasks (SUMIFS, XLOOKUP, TEXTAFTER…), with each argument explained, a Google Sheets version and a live test.',
  lead: 'Describe what you need, such as “average salary where Department is Sales”, or pick a task, and get an Excel formula with each argument explained, its Google Sheets version and a sample result.',
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
    'Each task is a template for one of the formulas people most often need at work: sums, counts, averages, minimums and maximums with or without conditions, lookups (XLOOKUP, VLOOKUP, INDEX and MATCH), IF, IFS, AND, OR and IFERROR, the last filled cell of a column, text (joining, LEFT, RIGHT, MID, the text before, after or between characters with TEXTBEFORE and TEXTAFTER, TRIM, case, LEN, SUBSTITUTE, TEXT), dates (NETWORKDAYS, DATEDIF, EOMONTH, EDATE, YEAR, MONTH, quarter, WEEKDAY, TODAY), rounding to decimals or to a multiple (MROUND, CEILING, FLOOR), percent change and percent of a total, ranks, the Excel 365 array functions (UNIQUE, SORT, FILTER, a count of distinct values) and two HR calculations (tenure and overtime). You fill in labelled fields and the formula is written as you type. References are checked as Excel reads them: a cell (B2, $B$2), a range (A2:A100), whole columns (A:A) or rows (2:2), optionally on another sheet (Sheet2!A:A, or ‘Pay data’!A:A when the name has spaces), with columns up to XFD and rows up to 1,048,576. Ranges that SUMIFS, COUNTIFS, XLOOKUP or FILTER must pair row for row are checked to be the same size.',
    'Typed values become formula values: numbers stay numbers, a cell reference stays a reference, a comparison such as >40 goes inside quotes, and anything else is quoted text with inner quotes doubled. A date in a condition (>1/1/2022, month first, 2022-01-01, 1 Jan 2022 or January 1, 2022) is written with DATE() so it means the same date in any locale. Where Google Sheets differs, its version is shown: its CONCAT takes only two values, its FILTER has no if-empty argument, its SORT takes TRUE or FALSE for the order, it counts distinct values with COUNTUNIQUE, and it has no TEXTBEFORE or TEXTAFTER, so LEFT, RIGHT, MID and FIND do their work.',
    'The sample result is worked out in your browser by a small evaluator written for this tool. It follows Excel’s rules for the functions used here, including criteria with wildcards and comparisons, exact and approximate lookups, spilled arrays and Excel date serial numbers, and it says when a formula uses a function it does not know. “Describe what you need” is read on the device, by rules rather than AI: it picks the function from your words and fills in the task with the ranges (A2:A20), columns (column D, Sheet2 columns A to C) and cells you name, sheets named in words (the Orders sheet), the sample sheet’s headers (Department, Salary, Start date…) and up to two conditions: text, numbers (75,000), comparisons (over, at least, on or after, <>), between, not, excluding, contains, starts with, blank and dates. A column named by letter becomes the whole column; a typed range sets the rows for the other columns. A header the sample does not have, written as “column Revenue” or “the Email column”, stands for the first free column after the sample’s (J, then K), and the sample result is worked out with made-up values there; text to split (emails, full names) is put in the column you name the same way. The message under the box names every column it used. On 193 test requests written as people type them, with their expected formulas, it writes the expected formula for all of them; on 156 written before the rules they test and never used to tune them, it writes the expected formula, or says it cannot read the request, for 149 (96%). When it cannot read a request it says so and offers the task whose keywords match best, with the sample’s references. When AI writing is available, Write with AI sends the description to the AI service and checks that the answer is shaped like a formula, but cannot test it on your data.',
  ],
  faq: [
    {
      question: 'Can I just describe the formula I need?',
      answer:
        'Yes. Type it as you would ask a colleague: “count cells in A2:A20 greater than 100”, “sum column C if column A says paid”, “working days between A2 and B2”, “first 3 characters of A2”. The generator picks the function and fills in your ranges and conditions, which you can then change field by field. It places a header the sample lacks (“column Revenue”) in the first free column and tells you so, and fills in at most two conditions; when it cannot read a request at all it says so rather than guess.',
    },
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
  updated: '2026-12-07',
};
