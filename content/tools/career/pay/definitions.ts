import type { PayTool } from '../../types';

const updated = '2026-11-22';

export const salaryFinder: PayTool = {
  slug: 'salary-finder',
  kind: 'salary-finder',
  family: 'career',
  group: 'pay',
  name: 'Salary finder',
  title: 'Salary Finder: US Wages by Job Title, 831 Occupations (BLS, May 2024)',
  description:
    'National pay by job title: 33,000 titles lead to 831 occupations, with employment, mean and 10th to 90th percentile wages from the BLS OEWS survey, May 2024.',
  lead: 'Type your job title to find its occupation and see how many people do it in the US and what they earn, from the 10th to the 90th percentile, by the hour and by the year.',
  summary: 'National wage percentiles and employment for 831 occupations, from BLS data.',
  keywords: [
    'salary lookup',
    'salary by job title',
    'average salary',
    'wage data',
    'bls salary',
    'oews',
    'pay range',
    'median salary',
  ],
  method: [
    'The figures are the national, all-industry estimates of the Occupational Employment and Wage Statistics (OEWS) survey of the U.S. Bureau of Labor Statistics for May 2024, released April 2, 2025. The survey covers about 1.1 million establishments over three years; self-employed people and owners are not included.',
    'The search covers the 831 detailed occupations of the Standard Occupational Classification (SOC) in the survey. Type a job title as people use it (“recruiter”, “software engineer”, “HR manager”), an abbreviation (“hr mgr”, “admin asst”) or a SOC code (such as 13-1071); a letter or two out of place is forgiven. Each match shows the official occupation name and the job title that led to it; use the arrow keys and Enter, or click a match.',
    'Over 33,000 job titles come from the O*NET 27.0 database of the U.S. Department of Labor (CC BY 4.0): the titles workers reported in its surveys and its alternate titles of up to two words, each counted in the occupation of its O*NET-SOC code. About 100 titles common on job boards (“talent acquisition specialist”, “full stack developer”) were added by hand. A title can belong to more than one occupation; the closest matches come first.',
    'All figures are national: the whole United States, all industries. The tool does not show state or city wages.',
    'Wages are straight-time gross pay: base rate, cost-of-living allowances, guaranteed and hazard pay, commissions, production bonuses and tips, but not overtime, shift differentials, nonproduction bonuses or benefits. Annual wages are usually the hourly wage × 2,080 hours. Where BLS marks a wage “#”, it is at or above $239,200 a year ($115.00 an hour) and no exact figure is published; “*” means no estimate is available.',
    'The occupations and job titles (about 205 KB) load the first time you use the search; the page opens on human resources specialists.',
  ],
  faq: [
    {
      question: 'Why is the 90th percentile shown as “$239,200 or more”?',
      answer:
        'The OEWS survey collects wages in ranges, and its top range is open-ended. When a percentile falls in it, BLS publishes “#” instead of a figure, meaning $115.00 an hour ($239,200 a year) or more. Chief executives and many physicians have such values.',
    },
    {
      question: 'Should I use the median or the mean?',
      answer:
        'Use the median (50th percentile) for a typical salary: half of workers earn less and half more. The mean is pulled up by a few very high earners, so it usually sits above the median. For a pay range for a role, the 25th to 75th percentiles show where the middle half of workers are paid.',
    },
    {
      question: 'Do these figures account for location or experience?',
      answer:
        'No. They are national figures across all industries and levels of experience. Pay varies a lot by region, industry and seniority; the equivalent salary calculator adjusts a salary for price levels between states or metro areas.',
    },
    {
      question: 'Why are hourly wages missing for teachers?',
      answer:
        'For occupations whose workers do not generally work year-round, full time, BLS publishes only the kind of wage they are typically paid: annual salaries for teachers, hourly wages for actors and some entertainers. The other column shows “Not available”.',
    },
  ],
  related: [
    'equivalent-salary-calculator',
    'paycheck-calculator',
    'hr-kpi-generator',
    'job-description-generator',
  ],
  updated,
};

export const equivalentSalaryCalculator: PayTool = {
  slug: 'equivalent-salary-calculator',
  kind: 'equivalent-salary',
  family: 'career',
  group: 'pay',
  name: 'Equivalent salary calculator',
  title: 'Equivalent Salary Calculator: Compare Pay Between US States and Cities',
  description:
    'See what salary in one US state or metro area equals your pay in another, from BEA Regional Price Parities (states 2023, metros 2024), with the formula shown.',
  lead: 'Enter a salary and two places to see what you would need to earn in the second to match the first, adjusted for price levels.',
  summary: 'What a salary in one state or metro area is worth in another, from BEA price parities.',
  keywords: [
    'cost of living calculator',
    'salary comparison',
    'regional price parities',
    'relocation salary',
    'cost of living adjustment',
  ],
  method: [
    'The calculator uses the Regional Price Parities (RPPs) of the U.S. Bureau of Economic Analysis: for each state and metropolitan area, the level of prices for all goods and services compared with the US average, set at 100. States use 2023 (the latest year published for states) and metro areas 2024.',
    'The equivalent salary is your salary × the price level of the new place ÷ the price level of the current place. For example, $75,000 in a place at 97.2 is about $86,900 in a place at 112.6, because prices there are about 16% higher.',
    'Price parities compare places within one year; they are not a measure of inflation over time, and a state’s parity and a metro area’s parity from different years cannot be combined, so the two places are always of the same kind.',
    'The result covers prices, not taxes: state and local income taxes, and how much of your spending goes to housing, can move take-home purchasing power further.',
  ],
  faq: [
    {
      question: 'What is a Regional Price Parity?',
      answer:
        'It is BEA’s measure of how expensive a place is compared with the US average (100), across everything people buy: goods, housing rents, utilities and other services. A parity of 112.6 means prices about 12.6% above the national average.',
    },
    {
      question: 'Why does the calculator not include taxes?',
      answer:
        'Price parities measure prices only. Income taxes vary by state and city (some states have none), so two salaries with the same buying power before tax can leave different amounts after tax. Use a paycheck calculator for take-home pay in each place.',
    },
    {
      question: 'Can I compare a city with a state?',
      answer:
        'No: BEA publishes states and metro areas as separate comparisons (states for 2023, metro areas for 2024 in the latest releases), so the calculator compares states with states and metro areas with metro areas. Areas outside any metro area are covered by the “United States (Nonmetropolitan Portion)” entry.',
    },
    {
      question: 'Should a job offer match the equivalent salary exactly?',
      answer:
        'It is a starting point for a relocation conversation, not a rule. Employers that use location-based pay set their own geographic ranges, often from salary surveys rather than price indexes, and your own costs depend on housing, commuting and household size.',
    },
  ],
  related: ['salary-finder', 'paycheck-calculator', 'hr-kpi-generator'],
  updated,
};

export const payTools: readonly PayTool[] = [salaryFinder, equivalentSalaryCalculator];
