/**
 * Requests as people type them into "Describe what you need", each with the formula a careful
 * spreadsheet user would write for it. Header names (Department, Salary, Start date…) are the
 * sample sheet's, whose data sits in rows 2 to 9; a column named by letter means the whole column;
 * an explicit range sets the rows for the other columns in the request. Several answers are listed
 * only where each one is right.
 */
export type Family =
  'conditions' | 'totals' | 'lookups' | 'dates' | 'text' | 'logic' | 'arrays' | 'numbers' | 'unreadable';

export type Case = {
  family: Family;
  request: string;
  /** Null for a request no formula answers: the right outcome is saying it cannot be read. */
  excel: string | readonly string[] | null;
  /** Google Sheets' formula, where it differs from Excel's. */
  sheets?: string;
};

export const CORPUS: readonly Case[] = [
  // Sum, average, count, min and max with conditions
  {
    family: 'conditions',
    request: 'average salary in column D where department in column B is Sales',
    excel: '=AVERAGEIFS(D:D,B:B,"Sales")',
  },
  {
    family: 'conditions',
    request: 'count cells in A2:A20 greater than 100',
    excel: '=COUNTIFS(A2:A20,">100")',
  },
  {
    family: 'conditions',
    request: 'sum of salary where Department is Sales',
    excel: '=SUMIFS(F2:F9,D2:D9,"Sales")',
  },
  { family: 'conditions', request: 'total hours for the West region', excel: '=SUMIFS(H2:H9,E2:E9,"West")' },
  {
    family: 'conditions',
    request: 'how many employees in Engineering',
    excel: '=COUNTIFS(D2:D9,"Engineering")',
  },
  {
    family: 'conditions',
    request: 'count rows where Region is East and hours this week is over 40',
    excel: '=COUNTIFS(E2:E9,"East",H2:H9,">40")',
  },
  { family: 'conditions', request: 'sum column C if column A says paid', excel: '=SUMIFS(C:C,A:A,"paid")' },
  {
    family: 'conditions',
    request: 'sum B2:B50 where A2:A50 is not Closed',
    excel: '=SUMIFS(B2:B50,A2:A50,"<>Closed")',
  },
  {
    family: 'conditions',
    request: 'count salaries between 60000 and 80000',
    excel: '=COUNTIFS(F2:F9,">=60000",F2:F9,"<=80000")',
  },
  { family: 'conditions', request: 'max salary in Sales', excel: '=MAXIFS(F2:F9,D2:D9,"Sales")' },
  {
    family: 'conditions',
    request: 'lowest salary where region is West',
    excel: '=MINIFS(F2:F9,E2:E9,"West")',
  },
  { family: 'conditions', request: 'avg hours for HR', excel: '=AVERAGEIFS(H2:H9,D2:D9,"HR")' },
  {
    family: 'conditions',
    request: 'count blank cells in column E where column A is not blank',
    excel: '=COUNTIFS(E:E,"",A:A,"<>")',
  },
  {
    family: 'conditions',
    request: 'count how many cells in C2:C100 contain apple',
    excel: '=COUNTIFS(C2:C100,"*apple*")',
  },
  {
    family: 'conditions',
    request: 'sum amounts in column E where column B contains north',
    excel: '=SUMIFS(E:E,B:B,"*north*")',
  },
  {
    family: 'conditions',
    request: 'count dates in column G after 1/1/2022',
    excel: '=COUNTIFS(G:G,">"&DATE(2022,1,1))',
  },
  {
    family: 'conditions',
    request: 'sum salary for people who started before 2020',
    excel: '=SUMIFS(F2:F9,G2:G9,"<"&DATE(2020,1,1))',
  },
  {
    family: 'conditions',
    request: 'count employees with salary >= 70000 in the West',
    excel: '=COUNTIFS(F2:F9,">=70000",E2:E9,"West")',
  },
  { family: 'conditions', request: "sumif col D = 'Sales' sum col F", excel: '=SUMIFS(F:F,D:D,"Sales")' },
  {
    family: 'conditions',
    request: 'averge salary for Engineering',
    excel: '=AVERAGEIFS(F2:F9,D2:D9,"Engineering")',
  },
  {
    family: 'conditions',
    request: 'highest hours in Sales where region is East',
    excel: '=MAXIFS(H2:H9,D2:D9,"Sales",E2:E9,"East")',
  },
  { family: 'conditions', request: 'count where Hours this week < 40', excel: '=COUNTIFS(H2:H9,"<40")' },
  {
    family: 'conditions',
    request: 'total of F2:F9 where D2:D9 equals HR',
    excel: '=SUMIFS(F2:F9,D2:D9,"HR")',
  },
  {
    family: 'conditions',
    request: 'how many in A2:A20 are greater than 100',
    excel: '=COUNTIFS(A2:A20,">100")',
  },
  {
    family: 'conditions',
    request: 'sum sales in column C where the date in column A is between 1/1/2024 and 3/31/2024',
    excel: '=SUMIFS(C:C,A:A,">="&DATE(2024,1,1),A:A,"<="&DATE(2024,3,31))',
  },
  {
    family: 'conditions',
    request: 'average of column F excluding zeros',
    excel: '=AVERAGEIFS(F:F,F:F,"<>0")',
  },
  {
    family: 'conditions',
    request: 'count people in sales who worked more than 40 hours',
    excel: '=COUNTIFS(D2:D9,"Sales",H2:H9,">40")',
  },
  {
    family: 'conditions',
    request: 'min salary for Engineering in the East',
    excel: '=MINIFS(F2:F9,D2:D9,"Engineering",E2:E9,"East")',
  },
  {
    family: 'conditions',
    request: 'sum C2:C30 if B2:B30 is at least 5',
    excel: '=SUMIFS(C2:C30,B2:B30,">=5")',
  },
  {
    family: 'conditions',
    request: 'count of salary less than or equal to 65000',
    excel: '=COUNTIFS(F2:F9,"<=65000")',
  },

  // Plain totals and counts
  { family: 'totals', request: 'sum A2:A20', excel: '=SUM(A2:A20)' },
  { family: 'totals', request: 'total of column F', excel: '=SUM(F:F)' },
  { family: 'totals', request: 'average salary', excel: '=AVERAGE(F2:F9)' },
  { family: 'totals', request: 'count numbers in B2:B100', excel: '=COUNT(B2:B100)' },
  { family: 'totals', request: 'count non-blank cells in column C', excel: '=COUNTA(C:C)' },
  { family: 'totals', request: 'count empty cells in D2:D50', excel: '=COUNTBLANK(D2:D50)' },
  { family: 'totals', request: 'how many blanks in column E', excel: '=COUNTBLANK(E:E)' },
  { family: 'totals', request: 'max of hours this week', excel: '=MAX(H2:H9)' },
  { family: 'totals', request: 'smallest value in C2:C40', excel: '=MIN(C2:C40)' },
  { family: 'totals', request: 'mean of B2:B10', excel: '=AVERAGE(B2:B10)' },
  { family: 'totals', request: 'add up salary', excel: '=SUM(F2:F9)' },
  { family: 'totals', request: 'count cells in B2:B30 that are not empty', excel: '=COUNTA(B2:B30)' },

  // Lookups
  {
    family: 'lookups',
    request: 'look up the salary for employee ID E104',
    excel: ['=XLOOKUP("E104",A2:A9,F2:F9)', '=INDEX(F2:F9,MATCH("E104",A2:A9,0))'],
  },
  {
    family: 'lookups',
    request: 'xlookup value in A2 in column D return column F',
    excel: '=XLOOKUP(A2,D:D,F:F)',
  },
  {
    family: 'lookups',
    request: 'vlookup A2 in Sheet2 columns A to C return 3rd column',
    excel: '=VLOOKUP(A2,Sheet2!A:C,3,FALSE)',
  },
  {
    family: 'lookups',
    request: 'vlookup the ID in K2 from A2:F9 and return column 6',
    excel: '=VLOOKUP(K2,A2:F9,6,FALSE)',
  },
  {
    family: 'lookups',
    request: 'index match to get Department for the ID in K2',
    excel: '=INDEX(D2:D9,MATCH(K2,A2:A9,0))',
  },
  {
    family: 'lookups',
    request: 'find the region of E105',
    excel: ['=XLOOKUP("E105",A2:A9,E2:E9)', '=INDEX(E2:E9,MATCH("E105",A2:A9,0))'],
  },
  {
    family: 'lookups',
    request: 'lookup K2 in column A and return column C, show Not found if missing',
    excel: '=XLOOKUP(K2,A:A,C:C,"Not found")',
  },
  {
    family: 'lookups',
    request: 'index match: return B2:B100 where A2:A100 matches E2',
    excel: '=INDEX(B2:B100,MATCH(E2,A2:A100,0))',
  },
  {
    family: 'lookups',
    request: 'get the Start date where First name is Ben',
    excel: ['=XLOOKUP("Ben",B2:B9,G2:G9)', '=INDEX(G2:G9,MATCH("Ben",B2:B9,0))'],
  },
  { family: 'lookups', request: 'vlookup salary for E103', excel: '=VLOOKUP("E103",A2:F9,6,FALSE)' },
  {
    family: 'lookups',
    request: 'lookup K2 in A:A return F:F, 0 if not found',
    excel: '=XLOOKUP(K2,A:A,F:F,0)',
  },

  // Dates
  { family: 'dates', request: 'working days between A2 and B2', excel: '=NETWORKDAYS(A2,B2)' },
  { family: 'dates', request: 'business days from G2 to today', excel: '=NETWORKDAYS(G2,TODAY())' },
  {
    family: 'dates',
    request: 'networkdays between B2 and C2 excluding holidays in F2:F10',
    excel: '=NETWORKDAYS(B2,C2,F2:F10)',
  },
  { family: 'dates', request: 'years between A2 and B2', excel: '=DATEDIF(A2,B2,"Y")' },
  { family: 'dates', request: 'age from date of birth in C2', excel: '=DATEDIF(C2,TODAY(),"Y")' },
  { family: 'dates', request: 'months between start date and today', excel: '=DATEDIF(G2,TODAY(),"M")' },
  { family: 'dates', request: 'days between A2 and B2', excel: ['=DATEDIF(A2,B2,"D")', '=B2-A2'] },
  { family: 'dates', request: 'last day of the month for A2', excel: '=EOMONTH(A2,0)' },
  { family: 'dates', request: 'end of month 3 months after G2', excel: '=EOMONTH(G2,3)' },
  { family: 'dates', request: "today's date", excel: '=TODAY()' },
  { family: 'dates', request: 'add 6 months to the date in B2', excel: '=EDATE(B2,6)' },
  { family: 'dates', request: 'date 3 months before A2', excel: '=EDATE(A2,-3)' },
  { family: 'dates', request: 'add 2 years to A2', excel: '=EDATE(A2,24)' },
  { family: 'dates', request: 'date 30 days after A2', excel: '=A2+30' },
  { family: 'dates', request: 'get the year from G2', excel: '=YEAR(G2)' },
  { family: 'dates', request: 'month of start date', excel: '=MONTH(G2)' },
  { family: 'dates', request: 'day of week for A2', excel: '=WEEKDAY(A2)' },
  { family: 'dates', request: 'weekday name of A2', excel: '=TEXT(A2,"dddd")' },
  { family: 'dates', request: 'month name from B2', excel: '=TEXT(B2,"mmmm")' },
  { family: 'dates', request: 'days since G2', excel: '=TODAY()-G2' },
  { family: 'dates', request: 'how many days until the date in D2', excel: '=D2-TODAY()' },
  {
    family: 'dates',
    request: 'yrs of service from G2',
    excel: [
      '=DATEDIF(G2,TODAY(),"Y")',
      '=DATEDIF(G2,TODAY(),"Y")&" years, "&DATEDIF(G2,TODAY(),"YM")&" months"',
    ],
  },

  // Text
  {
    family: 'text',
    request: 'combine first name and last name',
    excel: ['=CONCAT(B2," ",C2)', '=B2&" "&C2'],
    sheets: '=CONCATENATE(B2," ",C2)',
  },
  {
    family: 'text',
    request: 'join A2 and B2 with a space',
    excel: ['=CONCAT(A2," ",B2)', '=A2&" "&B2'],
    sheets: '=CONCATENATE(A2," ",B2)',
  },
  {
    family: 'text',
    request: 'join all names in B2:B9 separated by commas',
    excel: ['=TEXTJOIN(", ",TRUE,B2:B9)', '=TEXTJOIN(",",TRUE,B2:B9)'],
  },
  {
    family: 'text',
    request: 'join the values in A2:A10 with a semicolon',
    excel: ['=TEXTJOIN(";",TRUE,A2:A10)', '=TEXTJOIN("; ",TRUE,A2:A10)'],
  },
  { family: 'text', request: 'first 3 characters of A2', excel: '=LEFT(A2,3)' },
  { family: 'text', request: 'last 4 digits of the ID in A2', excel: '=RIGHT(A2,4)' },
  { family: 'text', request: 'characters 2 to 5 of B2', excel: '=MID(B2,2,4)' },
  { family: 'text', request: 'extract 3 characters from A2 starting at position 2', excel: '=MID(A2,2,3)' },
  { family: 'text', request: 'remove extra spaces from A2', excel: '=TRIM(A2)' },
  { family: 'text', request: 'trim name as typed', excel: '=TRIM(I2)' },
  { family: 'text', request: 'make C2 uppercase', excel: '=UPPER(C2)' },
  { family: 'text', request: 'lowercase the email in B2', excel: '=LOWER(B2)' },
  { family: 'text', request: 'proper case A2', excel: '=PROPER(A2)' },
  { family: 'text', request: 'clean up names in column I', excel: '=PROPER(TRIM(I2))' },
  { family: 'text', request: 'length of text in A2', excel: '=LEN(A2)' },
  { family: 'text', request: 'how many characters are in B2', excel: '=LEN(B2)' },
  { family: 'text', request: 'replace - with a space in A2', excel: '=SUBSTITUTE(A2,"-"," ")' },
  { family: 'text', request: 'substitute "Inc" with "LLC" in C2', excel: '=SUBSTITUTE(C2,"Inc","LLC")' },
  { family: 'text', request: 'remove dashes from A2', excel: '=SUBSTITUTE(A2,"-","")' },
  { family: 'text', request: 'format the date in A2 as dd/mm/yyyy', excel: '=TEXT(A2,"dd/mm/yyyy")' },
  { family: 'text', request: 'show B2 with 2 decimals as text', excel: '=TEXT(B2,"0.00")' },

  // Logic
  {
    family: 'logic',
    request: 'if H2 is greater than 40 then Overtime else Standard',
    excel: '=IF(H2>40,"Overtime","Standard")',
  },
  { family: 'logic', request: 'if A2 > 100 show Yes otherwise No', excel: '=IF(A2>100,"Yes","No")' },
  {
    family: 'logic',
    request: 'if department is Sales say Commission, else blank',
    excel: '=IF(D2="Sales","Commission","")',
  },
  {
    family: 'logic',
    request: 'if B2 is blank show Missing',
    excel: ['=IF(B2="","Missing","")', '=IF(ISBLANK(B2),"Missing","")'],
  },
  {
    family: 'logic',
    request: 'if C2 contains urgent then High else Normal',
    excel: '=IF(ISNUMBER(SEARCH("urgent",C2)),"High","Normal")',
  },
  {
    family: 'logic',
    request: 'if department is Sales and hours over 40 then Review else OK',
    excel: '=IF(AND(D2="Sales",H2>40),"Review","OK")',
  },
  {
    family: 'logic',
    request: 'if A2 = Yes or B2 = Yes show Flag else blank',
    excel: '=IF(OR(A2="Yes",B2="Yes"),"Flag","")',
  },
  {
    family: 'logic',
    request: 'salary band for F2: 100000+ Band 3, 70000+ Band 2, otherwise Band 1',
    excel: '=IFS(F2>=100000,"Band 3",F2>=70000,"Band 2",TRUE,"Band 1")',
  },
  { family: 'logic', request: 'iferror A2/B2 show 0', excel: '=IFERROR(A2/B2,0)' },
  {
    family: 'logic',
    request: 'wrap VLOOKUP(A2,D:E,2,FALSE) in iferror with Not found',
    excel: '=IFERROR(VLOOKUP(A2,D:E,2,FALSE),"Not found")',
  },
  {
    family: 'logic',
    request: 'if hours this week >= 40 full time else part time',
    excel: '=IF(H2>=40,"full time","part time")',
  },
  { family: 'logic', request: 'if B2 <> C2 then Changed else Same', excel: '=IF(B2<>C2,"Changed","Same")' },
  {
    family: 'logic',
    request: 'check if A2 is between 10 and 20, Yes or No',
    excel: '=IF(AND(A2>=10,A2<=20),"Yes","No")',
  },

  // Dynamic arrays and unique counts
  { family: 'arrays', request: 'unique departments', excel: '=UNIQUE(D2:D9)' },
  { family: 'arrays', request: 'list unique values in A2:A100', excel: '=UNIQUE(A2:A100)' },
  {
    family: 'arrays',
    request: 'count unique values in A2:A50',
    excel: '=COUNTA(UNIQUE(A2:A50))',
    sheets: '=COUNTUNIQUE(A2:A50)',
  },
  {
    family: 'arrays',
    request: 'how many different departments',
    excel: '=COUNTA(UNIQUE(D2:D9))',
    sheets: '=COUNTUNIQUE(D2:D9)',
  },
  {
    family: 'arrays',
    request: 'sort A2:C20 by the second column descending',
    excel: '=SORT(A2:C20,2,-1)',
    sheets: '=SORT(A2:C20,2,FALSE)',
  },
  {
    family: 'arrays',
    request: 'sort names in B2:B9 alphabetically',
    excel: ['=SORT(B2:B9)', '=SORT(B2:B9,1,1)'],
  },
  {
    family: 'arrays',
    request: 'filter rows where Department is Sales',
    excel: '=FILTER(A2:I9,D2:D9="Sales")',
  },
  { family: 'arrays', request: 'filter column B where column H > 40', excel: '=FILTER(B:B,H:H>40)' },
  {
    family: 'arrays',
    request: 'show first names where region is West',
    excel: '=FILTER(B2:B9,E2:E9="West")',
  },
  {
    family: 'arrays',
    request: 'filter A2:D100 where C2:C100 is greater than 500',
    excel: '=FILTER(A2:D100,C2:C100>500)',
  },
  { family: 'arrays', request: 'sorted unique list of departments', excel: '=SORT(UNIQUE(D2:D9))' },

  // Rounding, percent change and rank
  { family: 'numbers', request: 'round F2 to 2 decimal places', excel: '=ROUND(F2,2)' },
  { family: 'numbers', request: 'round A2 to the nearest whole number', excel: '=ROUND(A2,0)' },
  { family: 'numbers', request: 'round up B2 to 1 decimal', excel: '=ROUNDUP(B2,1)' },
  { family: 'numbers', request: 'round down C2', excel: '=ROUNDDOWN(C2,0)' },
  { family: 'numbers', request: 'round salary to the nearest thousand', excel: '=ROUND(F2,-3)' },
  { family: 'numbers', request: 'percent change from B2 to C2', excel: '=(C2-B2)/B2' },
  { family: 'numbers', request: '% increase between old value A2 and new value B2', excel: '=(B2-A2)/A2' },
  { family: 'numbers', request: 'growth from last year in C2 to this year in D2', excel: '=(D2-C2)/C2' },
  { family: 'numbers', request: 'rank F2 in F2:F9', excel: ['=RANK.EQ(F2,F2:F9,0)', '=RANK.EQ(F2,F2:F9)'] },
  // Conditions with written-out dates, thousands separators, words contained, other sheets
  {
    family: 'conditions',
    request: 'count cells in column D after 15 March 2023',
    excel: '=COUNTIFS(D:D,">"&DATE(2023,3,15))',
  },
  {
    family: 'conditions',
    request: 'sum column C where the date in column A is on or after 2024-07-01',
    excel: '=SUMIFS(C:C,A:A,">="&DATE(2024,7,1))',
  },
  {
    family: 'conditions',
    request: 'count start dates before Feb 1, 2020',
    excel: '=COUNTIFS(G2:G9,"<"&DATE(2020,2,1))',
  },
  {
    family: 'conditions',
    request: 'sum salary for hires on or before 31 December 2019',
    excel: '=SUMIFS(F2:F9,G2:G9,"<="&DATE(2019,12,31))',
  },
  {
    family: 'conditions',
    request: 'count dates in column E during 2023',
    excel: '=COUNTIFS(E:E,">="&DATE(2023,1,1),E:E,"<="&DATE(2023,12,31))',
  },
  {
    family: 'conditions',
    request: 'how many salaries are above 1,000,000',
    excel: '=COUNTIFS(F2:F9,">1000000")',
  },
  {
    family: 'conditions',
    request: 'count cells in B2:B80 containing the word cancel',
    excel: '=COUNTIFS(B2:B80,"*cancel*")',
  },
  {
    family: 'conditions',
    request: 'sum column F where column C has "promo" in it',
    excel: '=SUMIFS(F:F,C:C,"*promo*")',
  },
  {
    family: 'conditions',
    request: 'count rows on the Tickets sheet where column B is Closed',
    excel: '=COUNTIFS(Tickets!B:B,"Closed")',
  },
  {
    family: 'conditions',
    request: 'average of Sheet4 column C where Sheet4 column A is North',
    excel: '=AVERAGEIFS(Sheet4!C:C,Sheet4!A:A,"North")',
  },
  {
    family: 'conditions',
    request: 'sum column Amount where Department is HR',
    excel: '=SUMIFS(J2:J9,D2:D9,"HR")',
  },

  // Totals on other sheets and named columns
  { family: 'totals', request: 'total of column B on the Budget sheet', excel: '=SUM(Budget!B:B)' },
  { family: 'totals', request: 'average of the Score column', excel: '=AVERAGE(J2:J9)' },

  // The last filled cell and lookups on other sheets
  { family: 'lookups', request: 'last non-blank value in column E', excel: '=LOOKUP(2,1/(E:E<>""),E:E)' },
  {
    family: 'lookups',
    request: 'the latest entry in B2:B300',
    excel: '=LOOKUP(2,1/(B2:B300<>""),B2:B300)',
  },
  {
    family: 'lookups',
    request: 'last used cell in column A of Sheet2',
    excel: '=LOOKUP(2,1/(Sheet2!A:A<>""),Sheet2!A:A)',
  },
  {
    family: 'lookups',
    request: 'xlookup D2 in the Staff sheet column B and return column E',
    excel: '=XLOOKUP(D2,Staff!B:B,Staff!E:E)',
  },
  {
    family: 'lookups',
    request: 'vlookup C2 in the Rates sheet columns A to E, 5th column',
    excel: '=VLOOKUP(C2,Rates!A:E,5,FALSE)',
  },

  // Dates
  { family: 'dates', request: 'first day of the month of A2', excel: '=EOMONTH(A2,-1)+1' },
  { family: 'dates', request: 'days left until 1 March 2026', excel: '=DATE(2026,3,1)-TODAY()' },
  { family: 'dates', request: 'which quarter is the date in B2', excel: '=ROUNDUP(MONTH(B2)/3,0)' },
  {
    family: 'dates',
    request: 'working days from today to the deadline in F2',
    excel: '=NETWORKDAYS(TODAY(),F2)',
  },

  // Splitting and extracting text
  { family: 'text', request: 'domain part of the email address in B2', excel: '=TEXTAFTER(B2,"@")' },
  { family: 'text', request: 'email username from column D', excel: '=TEXTBEFORE(D2,"@")' },
  { family: 'text', request: 'get the first name out of C2', excel: '=TEXTBEFORE(C2," ")' },
  { family: 'text', request: 'last name from the full name in column A', excel: '=TEXTAFTER(A2," ",-1)' },
  {
    family: 'text',
    request: 'extract the text between [ and ] in B2',
    excel: '=TEXTBEFORE(TEXTAFTER(B2,"["),"]")',
  },
  { family: 'text', request: 'everything after the first comma in D2', excel: '=TEXTAFTER(D2,",")' },
  { family: 'text', request: 'text before the underscore in A2', excel: '=TEXTBEFORE(A2,"_")' },
  { family: 'text', request: 'part of C2 after the last dash', excel: '=TEXTAFTER(C2,"-",-1)' },
  { family: 'text', request: 'textafter B2 with "#"', excel: '=TEXTAFTER(B2,"#")' },
  { family: 'text', request: 'username from the Email column', excel: '=TEXTBEFORE(J2,"@")' },

  // IF with dates and words
  {
    family: 'logic',
    request: 'if C2 is before 2024-06-30 then Early else Late',
    excel: '=IF(C2<DATE(2024,6,30),"Early","Late")',
  },
  {
    family: 'logic',
    request: 'if B2 contains the word "VIP" show Priority',
    excel: '=IF(ISNUMBER(SEARCH("VIP",B2)),"Priority","")',
  },
  {
    family: 'logic',
    request: 'if D2 is greater than 2,500 then Big else Small',
    excel: '=IF(D2>2500,"Big","Small")',
  },

  // Rounding to a multiple and rounded percent change
  { family: 'numbers', request: 'round up C2 to the nearest 10', excel: '=CEILING(C2,10)' },
  { family: 'numbers', request: 'round A2 to the nearest multiple of 25', excel: '=MROUND(A2,25)' },
  { family: 'numbers', request: 'round down B2 to the nearest 50', excel: '=FLOOR(B2,50)' },
  { family: 'numbers', request: 'mround D2 to 0.5', excel: '=MROUND(D2,0.5)' },
  { family: 'numbers', request: 'ceiling of A2 to 100', excel: '=CEILING(A2,100)' },
  { family: 'numbers', request: 'floor hours this week to a multiple of 4', excel: '=FLOOR(H2,4)' },
  {
    family: 'numbers',
    request: 'percent change from C2 to D2 rounded to 2 decimal places',
    excel: '=ROUND((D2-C2)/C2,4)',
  },
  {
    family: 'numbers',
    request: '% growth from A2 to B2 rounded to the nearest whole percent',
    excel: '=ROUND((B2-A2)/A2,2)',
  },
  { family: 'numbers', request: 'what percent of C2 is A2', excel: '=A2/C2' },

  // Requests no formula answers
  { family: 'unreadable', request: 'why is my sum wrong', excel: null },
  { family: 'unreadable', request: 'make a dashboard for the team', excel: null },
  { family: 'unreadable', request: 'freeze the top row', excel: null },
  { family: 'unreadable', request: 'something with column C', excel: null },
  { family: 'unreadable', request: 'write a VBA script to merge workbooks', excel: null },
  { family: 'unreadable', request: 'pie chart of regions', excel: null },
  // More IF, lookup and condition phrasings
  {
    family: 'logic',
    request: 'if the department is HR show Internal otherwise External',
    excel: '=IF(D2="HR","Internal","External")',
  },
  {
    family: 'logic',
    request: 'if F2 is above 80,000 then "Senior" else "Junior"',
    excel: '=IF(F2>80000,"Senior","Junior")',
  },
  {
    family: 'logic',
    request: 'ifs: A2 over 100 "Gold", over 50 "Silver", else "Bronze"',
    excel: '=IFS(A2>100,"Gold",A2>50,"Silver",TRUE,"Bronze")',
  },
  {
    family: 'logic',
    request: 'letter grade for C2: 85+ A, 70+ B, otherwise C',
    excel: '=IFS(C2>=85,"A",C2>=70,"B",TRUE,"C")',
  },
  {
    family: 'logic',
    request: 'if column D is more than 2,000 then Large otherwise Small',
    excel: '=IF(D2>2000,"Large","Small")',
  },
  {
    family: 'lookups',
    request: 'which region is E103 in',
    excel: ['=XLOOKUP("E103",A2:A9,E2:E9)', '=INDEX(E2:E9,MATCH("E103",A2:A9,0))'],
  },
  {
    family: 'lookups',
    request: 'get the salary for Chloe',
    excel: ['=XLOOKUP("Chloe",B2:B9,F2:F9)', '=INDEX(F2:F9,MATCH("Chloe",B2:B9,0))'],
  },
  {
    family: 'lookups',
    request: 'index match A2 against column A of Sheet3 returning column D',
    excel: '=INDEX(Sheet3!D:D,MATCH(A2,Sheet3!A:A,0))',
  },
  {
    family: 'conditions',
    request: 'count rows where column Priority is High',
    excel: '=COUNTIFS(J2:J9,"High")',
  },
  {
    family: 'conditions',
    request: 'average salary not counting Sales',
    excel: '=AVERAGEIFS(F2:F9,D2:D9,"<>Sales")',
  },
  {
    family: 'arrays',
    request: 'sort hours this week from lowest to highest',
    excel: ['=SORT(H2:H9)', '=SORT(H2:H9,1,1)'],
  },
  { family: 'unreadable', request: 'why do I get #VALUE! in column F', excel: null },
  { family: 'unreadable', request: 'help me with this workbook', excel: null },
  { family: 'unreadable', request: 'how do I protect a sheet', excel: null },
];
