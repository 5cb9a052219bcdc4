import type { Case } from './requests';

/**
 * A second held-out set, written from requests spreadsheet users post (forums, help desks) before
 * the generator was changed for them, and never used to tune it. Same conventions as CORPUS, plus:
 * a header the sample sheet does not have ("column Revenue", "the Email column") is placed in the
 * first free column after the sample's (J, then K), rows 2 to 9; a sheet named in words ("the
 * Orders sheet", "Sheet2") prefixes its references; a date in a condition is written with DATE();
 * and `excel: null` marks a request no formula answers, where the right outcome is to say so.
 */
export const HELD_OUT_2: readonly Case[] = [
  // Conditions with dates, numbers and text
  {
    family: 'conditions',
    request: 'count rows where column B is after 1 Jan 2025',
    excel: '=COUNTIFS(B:B,">"&DATE(2025,1,1))',
  },
  {
    family: 'conditions',
    request: 'sum col F where col G is before 2025-01-01',
    excel: '=SUMIFS(F:F,G:G,"<"&DATE(2025,1,1))',
  },
  {
    family: 'conditions',
    request: 'how many start dates are on or after January 1, 2021',
    excel: '=COUNTIFS(G2:G9,">="&DATE(2021,1,1))',
  },
  {
    family: 'conditions',
    request: 'total salary for people who joined after 30 June 2020',
    excel: '=SUMIFS(F2:F9,G2:G9,">"&DATE(2020,6,30))',
  },
  { family: 'conditions', request: 'count salaries over 75,000', excel: '=COUNTIFS(F2:F9,">75000")' },
  {
    family: 'conditions',
    request: 'sum of column D where column B is more than 1,500',
    excel: '=SUMIFS(D:D,B:B,">1500")',
  },
  {
    family: 'conditions',
    request: 'average of C2:C200 where B2:B200 is "Paid"',
    excel: '=AVERAGEIFS(C2:C200,B2:B200,"Paid")',
  },
  {
    family: 'conditions',
    request: 'count the rows in col A that contain the word refund',
    excel: '=COUNTIFS(A:A,"*refund*")',
  },
  {
    family: 'conditions',
    request: 'how many cells in column C contain "late"',
    excel: '=COUNTIFS(C:C,"*late*")',
  },
  {
    family: 'conditions',
    request: 'count comments in D2:D500 containing delayed',
    excel: '=COUNTIFS(D2:D500,"*delayed*")',
  },
  {
    family: 'conditions',
    request: 'sum column E where column A has the word "urgent" in it',
    excel: '=SUMIFS(E:E,A:A,"*urgent*")',
  },
  {
    family: 'conditions',
    request: 'count orders on the Orders sheet where column C is Shipped',
    excel: '=COUNTIFS(Orders!C:C,"Shipped")',
  },
  {
    family: 'conditions',
    request: 'sum Sheet2 column D where Sheet2 column B is West',
    excel: '=SUMIFS(Sheet2!D:D,Sheet2!B:B,"West")',
  },
  {
    family: 'conditions',
    request: 'averageifs of hours where department is Sales and region is West',
    excel: '=AVERAGEIFS(H2:H9,D2:D9,"Sales",E2:E9,"West")',
  },
  {
    family: 'conditions',
    request: 'count employees in the East earning less than 70,000',
    excel: '=COUNTIFS(E2:E9,"East",F2:F9,"<70000")',
  },
  {
    family: 'conditions',
    request: 'sum salary where start date is between 1 Jan 2019 and 31 Dec 2021',
    excel: '=SUMIFS(F2:F9,G2:G9,">="&DATE(2019,1,1),G2:G9,"<="&DATE(2021,12,31))',
  },
  {
    family: 'conditions',
    request: 'count dates in col B in 2024',
    excel: [
      '=COUNTIFS(B:B,">="&DATE(2024,1,1),B:B,"<="&DATE(2024,12,31))',
      '=COUNTIFS(B:B,">="&DATE(2024,1,1),B:B,"<"&DATE(2025,1,1))',
    ],
  },
  {
    family: 'conditions',
    request: 'sum column C when column A is not equal to Cancelled',
    excel: '=SUMIFS(C:C,A:A,"<>Cancelled")',
  },
  {
    family: 'conditions',
    request: 'how many rows in column E are not empty where column B is North',
    excel: '=COUNTIFS(E:E,"<>",B:B,"North")',
  },
  { family: 'conditions', request: 'average salary excluding HR', excel: '=AVERAGEIFS(F2:F9,D2:D9,"<>HR")' },
  {
    family: 'conditions',
    request: 'count how many times "Yes" appears in column G',
    excel: '=COUNTIFS(G:G,"Yes")',
  },
  {
    family: 'conditions',
    request: 'total of column F for the Sales department in the West region',
    excel: '=SUMIFS(F:F,D:D,"Sales",E:E,"West")',
  },
  {
    family: 'conditions',
    request: 'sumifs amount in column D where the date in column A is on or before 12/31/2024',
    excel: '=SUMIFS(D:D,A:A,"<="&DATE(2024,12,31))',
  },
  {
    family: 'conditions',
    request: 'count values in B2:B100 that are at most 10',
    excel: '=COUNTIFS(B2:B100,"<=10")',
  },
  {
    family: 'conditions',
    request: 'average column Revenue where Region is East',
    excel: '=AVERAGEIFS(J2:J9,E2:E9,"East")',
  },
  {
    family: 'conditions',
    request: 'count rows where column Status is Open',
    excel: '=COUNTIFS(J2:J9,"Open")',
  },

  // Plain totals
  { family: 'totals', request: 'add up col C', excel: '=SUM(C:C)' },
  { family: 'totals', request: 'sum column D on Sheet3', excel: '=SUM(Sheet3!D:D)' },
  { family: 'totals', request: 'average of B2:B31', excel: '=AVERAGE(B2:B31)' },
  { family: 'totals', request: 'how many entries are in column A', excel: '=COUNTA(A:A)' },
  { family: 'totals', request: 'lowest hours this week', excel: '=MIN(H2:H9)' },
  { family: 'totals', request: 'median salary', excel: '=MEDIAN(F2:F9)' },
  { family: 'totals', request: 'total of the Revenue column', excel: '=SUM(J2:J9)' },

  // Lookups, across sheets, and the last filled cell
  {
    family: 'lookups',
    request: 'xlookup A2 on Sheet2, match column A and return column C',
    excel: '=XLOOKUP(A2,Sheet2!A:A,Sheet2!C:C)',
  },
  {
    family: 'lookups',
    request: 'look up the code in B2 in the Products sheet column A and return the price from column D',
    excel: ['=XLOOKUP(B2,Products!A:A,Products!D:D)', '=INDEX(Products!D:D,MATCH(B2,Products!A:A,0))'],
  },
  {
    family: 'lookups',
    request: 'vlookup A2 from the Prices sheet columns A to D, return the 4th column',
    excel: '=VLOOKUP(A2,Prices!A:D,4,FALSE)',
  },
  {
    family: 'lookups',
    request: 'index match the value in C2 against Sheet2 column A returning Sheet2 column B',
    excel: '=INDEX(Sheet2!B:B,MATCH(C2,Sheet2!A:A,0))',
  },
  {
    family: 'lookups',
    request: 'what department is E106 in',
    excel: ['=XLOOKUP("E106",A2:A9,D2:D9)', '=INDEX(D2:D9,MATCH("E106",A2:A9,0))'],
  },
  {
    family: 'lookups',
    request: 'xlookup K2 in column A, return column F, "Not found" if missing',
    excel: '=XLOOKUP(K2,A:A,F:F,"Not found")',
  },
  {
    family: 'lookups',
    request: 'look up the last name for the ID in M2',
    excel: ['=XLOOKUP(M2,A2:A9,C2:C9)', '=INDEX(C2:C9,MATCH(M2,A2:A9,0))'],
  },
  {
    family: 'lookups',
    request: 'vlookup B2 in Sheet2!A:C and bring back column 2',
    excel: '=VLOOKUP(B2,Sheet2!A:C,2,FALSE)',
  },
  {
    family: 'lookups',
    request: 'find the hours this week for Grace',
    excel: ['=XLOOKUP("Grace",B2:B9,H2:H9)', '=INDEX(H2:H9,MATCH("Grace",B2:B9,0))'],
  },
  {
    family: 'lookups',
    request: 'look up A2 in column A of the Contacts sheet and return column C',
    excel: ['=XLOOKUP(A2,Contacts!A:A,Contacts!C:C)', '=INDEX(Contacts!C:C,MATCH(A2,Contacts!A:A,0))'],
  },
  {
    family: 'lookups',
    request: 'last non-empty cell in column D',
    excel: '=LOOKUP(2,1/(D:D<>""),D:D)',
  },
  { family: 'lookups', request: 'get the last value in col B', excel: '=LOOKUP(2,1/(B:B<>""),B:B)' },
  {
    family: 'lookups',
    request: 'most recent entry in column F on the Log sheet',
    excel: '=LOOKUP(2,1/(Log!F:F<>""),Log!F:F)',
  },
  {
    family: 'lookups',
    request: 'last filled cell in A2:A500',
    excel: '=LOOKUP(2,1/(A2:A500<>""),A2:A500)',
  },
  {
    family: 'lookups',
    request: 'return the last number entered in column C',
    excel: '=LOOKUP(2,1/(C:C<>""),C:C)',
  },

  // Dates
  { family: 'dates', request: 'number of days between B2 and C2', excel: ['=DATEDIF(B2,C2,"D")', '=C2-B2'] },
  {
    family: 'dates',
    request: 'working days from A2 to B2 excluding holidays in Sheet2!A2:A15',
    excel: '=NETWORKDAYS(A2,B2,Sheet2!A2:A15)',
  },
  {
    family: 'dates',
    request: 'networkdays between the start date and today',
    excel: '=NETWORKDAYS(G2,TODAY())',
  },
  { family: 'dates', request: 'full years between C2 and today', excel: '=DATEDIF(C2,TODAY(),"Y")' },
  {
    family: 'dates',
    request: 'how old is someone born on the date in D2',
    excel: '=DATEDIF(D2,TODAY(),"Y")',
  },
  { family: 'dates', request: 'months between A2 and B2 using datedif', excel: '=DATEDIF(A2,B2,"M")' },
  { family: 'dates', request: 'last day of the month of the date in C2', excel: '=EOMONTH(C2,0)' },
  { family: 'dates', request: 'last day of next month after A2', excel: '=EOMONTH(A2,1)' },
  {
    family: 'dates',
    request: 'first day of the month for B2',
    excel: ['=EOMONTH(B2,-1)+1', '=DATE(YEAR(B2),MONTH(B2),1)'],
  },
  { family: 'dates', request: 'add 90 days to C2', excel: '=C2+90' },
  { family: 'dates', request: 'date 1 year after the start date', excel: '=EDATE(G2,12)' },
  { family: 'dates', request: 'day name for the date in B2', excel: '=TEXT(B2,"dddd")' },
  {
    family: 'dates',
    request: 'working days left until the date in E2',
    excel: '=NETWORKDAYS(TODAY(),E2)',
  },
  { family: 'dates', request: 'days until 31 Dec 2025', excel: '=DATE(2025,12,31)-TODAY()' },
  { family: 'dates', request: 'quarter of the date in A2', excel: '=ROUNDUP(MONTH(A2)/3,0)' },

  // Text: splitting, extracting, emails
  {
    family: 'text',
    request: 'get the domain from the email in A2',
    excel: ['=TEXTAFTER(A2,"@")', '=RIGHT(A2,LEN(A2)-FIND("@",A2))', '=MID(A2,FIND("@",A2)+1,LEN(A2))'],
  },
  {
    family: 'text',
    request: 'email domain for column C',
    excel: ['=TEXTAFTER(C2,"@")', '=RIGHT(C2,LEN(C2)-FIND("@",C2))', '=MID(C2,FIND("@",C2)+1,LEN(C2))'],
  },
  {
    family: 'text',
    request: 'extract the username before the @ in B2',
    excel: ['=TEXTBEFORE(B2,"@")', '=LEFT(B2,FIND("@",B2)-1)'],
  },
  {
    family: 'text',
    request: 'first name from the full name in A2',
    excel: ['=TEXTBEFORE(A2," ")', '=LEFT(A2,FIND(" ",A2)-1)', '=LEFT(A2,SEARCH(" ",A2)-1)'],
  },
  {
    family: 'text',
    request: 'split the full name in column B and give me the last name',
    excel: ['=TEXTAFTER(B2," ",-1)', '=RIGHT(B2,LEN(B2)-FIND(" ",B2))', '=RIGHT(B2,LEN(B2)-SEARCH(" ",B2))'],
  },
  {
    family: 'text',
    request: 'surname from A2 (names are "First Last")',
    excel: ['=TEXTAFTER(A2," ",-1)', '=RIGHT(A2,LEN(A2)-FIND(" ",A2))', '=RIGHT(A2,LEN(A2)-SEARCH(" ",A2))'],
  },
  {
    family: 'text',
    request: 'text between the brackets ( and ) in A2',
    excel: ['=TEXTBEFORE(TEXTAFTER(A2,"("),")")', '=MID(A2,FIND("(",A2)+1,FIND(")",A2)-FIND("(",A2)-1)'],
  },
  {
    family: 'text',
    request: 'extract what is between - and / in C2',
    excel: ['=TEXTBEFORE(TEXTAFTER(C2,"-"),"/")', '=MID(C2,FIND("-",C2)+1,FIND("/",C2)-FIND("-",C2)-1)'],
  },
  {
    family: 'text',
    request: 'everything before the first dash in A2',
    excel: ['=TEXTBEFORE(A2,"-")', '=LEFT(A2,FIND("-",A2)-1)'],
  },
  {
    family: 'text',
    request: 'text after the colon in B2',
    excel: ['=TEXTAFTER(B2,":")', '=RIGHT(B2,LEN(B2)-FIND(":",B2))', '=MID(B2,FIND(":",B2)+1,LEN(B2))'],
  },
  { family: 'text', request: 'textbefore D2 with delimiter ","', excel: '=TEXTBEFORE(D2,",")' },
  { family: 'text', request: 'use textafter to get the part of A2 after "|"', excel: '=TEXTAFTER(A2,"|")' },
  {
    family: 'text',
    request: 'left part of A2 up to the space',
    excel: ['=TEXTBEFORE(A2," ")', '=LEFT(A2,FIND(" ",A2)-1)', '=LEFT(A2,SEARCH(" ",A2)-1)'],
  },
  { family: 'text', request: 'characters after the last slash in A2', excel: '=TEXTAFTER(A2,"/",-1)' },
  { family: 'text', request: 'first 2 letters of the region', excel: '=LEFT(E2,2)' },
  { family: 'text', request: 'last 3 characters of col A', excel: '=RIGHT(A2,3)' },
  {
    family: 'text',
    request: 'join first name and last name with a space',
    excel: ['=CONCAT(B2," ",C2)', '=B2&" "&C2'],
  },
  { family: 'text', request: 'make the names in column B all caps', excel: '=UPPER(B2)' },
  { family: 'text', request: 'remove all spaces from A2', excel: '=SUBSTITUTE(A2," ","")' },
  { family: 'text', request: 'number of characters in the name as typed', excel: '=LEN(I2)' },
  {
    family: 'text',
    request: 'domain of the Email column',
    excel: ['=TEXTAFTER(J2,"@")', '=RIGHT(J2,LEN(J2)-FIND("@",J2))', '=MID(J2,FIND("@",J2)+1,LEN(J2))'],
  },

  // IF and IFS
  {
    family: 'logic',
    request: 'if column C is over 1,000 then "High" else "Low"',
    excel: '=IF(C2>1000,"High","Low")',
  },
  {
    family: 'logic',
    request: 'if the region is East say Yes otherwise No',
    excel: '=IF(E2="East","Yes","No")',
  },
  {
    family: 'logic',
    request: 'if B2 is after 1 Jan 2025 then New else Old',
    excel: '=IF(B2>DATE(2025,1,1),"New","Old")',
  },
  {
    family: 'logic',
    request: 'if A2 contains the word "refund" then Refund otherwise blank',
    excel: '=IF(ISNUMBER(SEARCH("refund",A2)),"Refund","")',
  },
  {
    family: 'logic',
    request: 'ifs: hours over 45 "High", over 40 "Medium", else "Low"',
    excel: '=IFS(H2>45,"High",H2>40,"Medium",TRUE,"Low")',
  },
  {
    family: 'logic',
    request: 'grade for the score in B2: 90+ A, 80+ B, 70+ C, otherwise F',
    excel: '=IFS(B2>=90,"A",B2>=80,"B",B2>=70,"C",TRUE,"F")',
  },
  {
    family: 'logic',
    request: 'if salary is above 100,000 and department is Engineering then Senior else blank',
    excel: '=IF(AND(F2>100000,D2="Engineering"),"Senior","")',
  },
  {
    family: 'logic',
    request: 'if A2 is not blank then Done else Pending',
    excel: ['=IF(A2<>"","Done","Pending")', '=IF(NOT(ISBLANK(A2)),"Done","Pending")'],
  },
  { family: 'logic', request: 'iferror B2/C2 with a blank', excel: '=IFERROR(B2/C2,"")' },

  // Dynamic arrays
  { family: 'arrays', request: 'unique values from column C on Sheet2', excel: '=UNIQUE(Sheet2!C:C)' },
  { family: 'arrays', request: 'filter rows where region is East', excel: '=FILTER(A2:I9,E2:E9="East")' },
  {
    family: 'arrays',
    request: 'how many unique regions',
    excel: '=COUNTA(UNIQUE(E2:E9))',
    sheets: '=COUNTUNIQUE(E2:E9)',
  },
  {
    family: 'arrays',
    request: 'sort salary from highest to lowest',
    excel: '=SORT(F2:F9,1,-1)',
    sheets: '=SORT(F2:F9,1,FALSE)',
  },
  {
    family: 'arrays',
    request: 'list ids where hours this week are above 40',
    excel: '=FILTER(A2:A9,H2:H9>40)',
  },

  // Rounding to a multiple, percent change
  {
    family: 'numbers',
    request: 'round up A2 to the nearest 5',
    excel: ['=CEILING(A2,5)', '=CEILING.MATH(A2,5)', '=ROUNDUP(A2/5,0)*5'],
  },
  { family: 'numbers', request: 'round B2 to the nearest 10', excel: ['=ROUND(B2,-1)', '=MROUND(B2,10)'] },
  { family: 'numbers', request: 'round C2 to the nearest 0.25', excel: '=MROUND(C2,0.25)' },
  {
    family: 'numbers',
    request: 'round down D2 to the nearest multiple of 100',
    excel: ['=FLOOR(D2,100)', '=FLOOR.MATH(D2,100)', '=ROUNDDOWN(D2,-2)'],
  },
  { family: 'numbers', request: 'mround salary to 500', excel: '=MROUND(F2,500)' },
  {
    family: 'numbers',
    request: 'round the price in A2 up to the next 0.05',
    excel: ['=CEILING(A2,0.05)', '=CEILING.MATH(A2,0.05)'],
  },
  {
    family: 'numbers',
    request: 'ceiling B2 to a multiple of 12',
    excel: ['=CEILING(B2,12)', '=CEILING.MATH(B2,12)'],
  },
  { family: 'numbers', request: 'round hours this week to the nearest 5', excel: '=MROUND(H2,5)' },
  {
    family: 'numbers',
    request: 'floor A2 to multiple of 15',
    excel: ['=FLOOR(A2,15)', '=FLOOR.MATH(A2,15)'],
  },
  {
    family: 'numbers',
    request: 'percent change from B2 to C2 rounded to 1 decimal place',
    excel: ['=ROUND((C2-B2)/B2,3)', '=ROUND((C2-B2)/B2*100,1)'],
  },
  {
    family: 'numbers',
    request: '% change between A2 and B2, rounded to a whole number',
    excel: ['=ROUND((B2-A2)/A2,2)', '=ROUND((B2-A2)/A2*100,0)'],
  },
  {
    family: 'numbers',
    request: 'growth from C2 to D2 as a percentage rounded to 2 decimals',
    excel: ['=ROUND((D2-C2)/C2,4)', '=ROUND((D2-C2)/C2*100,2)'],
  },
  {
    family: 'numbers',
    request: 'percentage increase from last year (B2) to this year (C2)',
    excel: '=(C2-B2)/B2',
  },
  { family: 'numbers', request: 'percent decrease from D2 to E2', excel: '=(E2-D2)/D2' },
  { family: 'numbers', request: 'round A2 to 2 dp', excel: '=ROUND(A2,2)' },
  { family: 'numbers', request: 'what % is B2 of C2', excel: '=B2/C2' },
  {
    family: 'numbers',
    request: 'rank salary highest first',
    excel: ['=RANK.EQ(F2,F2:F9,0)', '=RANK.EQ(F2,F2:F9)'],
  },

  // Requests no formula answers: the generator should say it cannot read them
  { family: 'unreadable', request: 'make my spreadsheet look nicer', excel: null },
  { family: 'unreadable', request: 'formula for the thing we talked about yesterday', excel: null },
  { family: 'unreadable', request: 'why does my vlookup show #N/A', excel: null },
  { family: 'unreadable', request: 'create a pivot table of sales by region', excel: null },
  { family: 'unreadable', request: 'a macro that emails the sheet every Monday', excel: null },
  { family: 'unreadable', request: 'fix my formula', excel: null },
  { family: 'unreadable', request: 'help with column B', excel: null },
  { family: 'unreadable', request: 'bar chart of salary by department', excel: null },
];
