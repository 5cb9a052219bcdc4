import type { Case } from './requests';

/**
 * Requests written after the generator was tuned on CORPUS, to see how it does on phrasing it was
 * not shaped around. Same conventions as CORPUS.
 */
export const HELD_OUT: readonly Case[] = [
  {
    family: 'conditions',
    request: 'total salary for the Engineering department',
    excel: '=SUMIFS(F2:F9,D2:D9,"Engineering")',
  },
  { family: 'conditions', request: 'how many people work in HR', excel: '=COUNTIFS(D2:D9,"HR")' },
  {
    family: 'conditions',
    request: 'sum E2:E40 when D2:D40 is greater than 10',
    excel: '=SUMIFS(E2:E40,D2:D40,">10")',
  },
  { family: 'conditions', request: 'count column B if it says Yes', excel: '=COUNTIFS(B:B,"Yes")' },
  {
    family: 'conditions',
    request: 'averageifs salary where region = East',
    excel: '=AVERAGEIFS(F2:F9,E2:E9,"East")',
  },
  {
    family: 'conditions',
    request: 'number of employees with hours under 40',
    excel: '=COUNTIFS(H2:H9,"<40")',
  },
  {
    family: 'conditions',
    request: 'biggest salary in the West region',
    excel: '=MAXIFS(F2:F9,E2:E9,"West")',
  },
  {
    family: 'conditions',
    request: 'count values in C2:C50 between 1 and 10',
    excel: '=COUNTIFS(C2:C50,">=1",C2:C50,"<=10")',
  },
  {
    family: 'conditions',
    request: 'sum column D where column A is not empty',
    excel: '=SUMIFS(D:D,A:A,"<>")',
  },
  {
    family: 'conditions',
    request: 'count names in column B that start with J',
    excel: '=COUNTIFS(B:B,"J*")',
  },
  { family: 'totals', request: 'total salaries', excel: '=SUM(F2:F9)' },
  { family: 'totals', request: 'average of C2:C25', excel: '=AVERAGE(C2:C25)' },
  { family: 'totals', request: 'highest value in column D', excel: '=MAX(D:D)' },
  {
    family: 'lookups',
    request: 'vlookup E107 and return the department',
    excel: '=VLOOKUP("E107",A2:D9,4,FALSE)',
  },
  {
    family: 'lookups',
    request: 'xlookup B2 in Sheet2 column A and return Sheet2 column D',
    excel: '=XLOOKUP(B2,Sheet2!A:A,Sheet2!D:D)',
  },
  {
    family: 'lookups',
    request: 'find the salary of the employee whose ID is in J2',
    excel: ['=XLOOKUP(J2,A2:A9,F2:F9)', '=INDEX(F2:F9,MATCH(J2,A2:A9,0))'],
  },
  {
    family: 'dates',
    request: 'number of working days between G2 and today',
    excel: '=NETWORKDAYS(G2,TODAY())',
  },
  { family: 'dates', request: 'how many months between B2 and C2', excel: '=DATEDIF(B2,C2,"M")' },
  { family: 'dates', request: 'end of the month for the start date', excel: '=EOMONTH(G2,0)' },
  { family: 'dates', request: 'date 2 weeks after A2', excel: '=A2+14' },
  { family: 'dates', request: 'what year is in C2', excel: '=YEAR(C2)' },
  {
    family: 'text',
    request: 'merge C2 and D2 with a comma',
    excel: ['=CONCAT(C2,", ",D2)', '=C2&", "&D2'],
    sheets: '=CONCATENATE(C2,", ",D2)',
  },
  { family: 'text', request: 'get the first 5 letters of B2', excel: '=LEFT(B2,5)' },
  { family: 'text', request: 'convert A2 to upper case', excel: '=UPPER(A2)' },
  { family: 'text', request: 'replace "/" with "-" in D2', excel: '=SUBSTITUTE(D2,"/","-")' },
  {
    family: 'logic',
    request: 'if C2 is less than 50 then Fail otherwise Pass',
    excel: '=IF(C2<50,"Fail","Pass")',
  },
  {
    family: 'logic',
    request: 'if region is West or hours over 45 then Check else OK',
    excel: '=IF(OR(E2="West",H2>45),"Check","OK")',
  },
  {
    family: 'logic',
    request: 'if A2 is empty show No data else Ok',
    excel: ['=IF(A2="","No data","Ok")', '=IF(ISBLANK(A2),"No data","Ok")'],
  },
  { family: 'arrays', request: 'distinct list of regions', excel: '=UNIQUE(E2:E9)' },
  {
    family: 'arrays',
    request: 'count distinct values in column C',
    excel: '=COUNTA(UNIQUE(C:C))',
    sheets: '=COUNTUNIQUE(C:C)',
  },
  {
    family: 'arrays',
    request: 'list the last names where department is Engineering',
    excel: '=FILTER(C2:C9,D2:D9="Engineering")',
  },
  { family: 'numbers', request: 'round B2 to 3 decimals', excel: '=ROUND(B2,3)' },
  { family: 'numbers', request: 'percentage increase from D2 to E2', excel: '=(E2-D2)/D2' },
];
