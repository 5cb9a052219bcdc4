import { defineContent, defineEntries } from '../define';
import { jurisdictionSchema, stateWageSchema, type WageSource } from './schema';

/*
 * Federal and state minimum wages, copied from the research file `minimum-wage.json` (US DOL
 * tables, state labour departments and the news and law-firm pages named in each entry), gathered
 * on 2026-11-22. The file has no retrieval date of its own, so each entry carries that hand-over
 * date as `retrieved`. Copy notes:
 * - `sourceUrl` and `retrievedFrom` were single strings with a remark in brackets; they are split
 *   into { url, note } here, and "A and B (remark)" into two sources with the same remark.
 * - The DOL tipped-wage table was read from a copy whose address carried a `?os=io..refapp`
 *   suffix; it is listed at its plain address, the same page as the federal `sourceUrl`.
 * - `citations` are what the pages show: the state's labour agency, the law by name and the US
 *   Department of Labor's state table. The research record (`sourceUrl`, `retrievedFrom`, `notes`,
 *   `uncertain`) stays here for the next review and is never rendered.
 * Re-check every entry before the next January, when most indexed rates change.
 */
const RETRIEVED = '2026-11-22';

const DOL_TIPPED_TABLE: WageSource = {
  url: 'https://www.dol.gov/agencies/whd/state/minimum-wage/tipped',
  note: "US Department of Labor, 'Minimum Wages for Tipped Employees' table dated January 1, 2025",
};

export const federalMinimumWage = defineContent(
  'content/minimum-wage/data.ts (federal)',
  jurisdictionSchema,
  {
    state: 'Federal (FLSA)',
    code: 'US',
    hourly: 7.25,
    effectiveDate: '2009-07-24',
    tippedCash: 2.13,
    nextIncrease: null,
    rates: [{ hourly: 7.25, effectiveDate: '2009-07-24', tippedCash: 2.13, maxTipCredit: 5.12 }],
    citations: [
      {
        publisher: 'US Department of Labor',
        title: 'Minimum wages for tipped employees',
        url: DOL_TIPPED_TABLE.url,
      },
      {
        publisher: 'Fair Labor Standards Act',
        title: '29 U.S.C. § 206 (minimum wage) and § 203(m) (tip credit)',
      },
    ],
    lastReviewed: RETRIEVED,
    notes:
      'Tipped employee = customarily receives more than $30/month in tips; max tip credit $5.12. Not indexed; changes need an act of Congress. Higher state/local rate applies where it exists.',
    sourceUrl: { url: 'https://www.dol.gov/agencies/whd/state/minimum-wage/tipped' },
    retrievedFrom: [DOL_TIPPED_TABLE],
    uncertain: [],
    retrieved: RETRIEVED,
  },
);

export const stateMinimumWages = defineEntries(
  'content/minimum-wage/data.ts',
  stateWageSchema,
  [
    {
      state: 'Ohio',
      code: 'OH',
      slug: 'ohio',
      hourly: 11.0,
      effectiveDate: '2026-01-01',
      tippedCash: 5.5,
      nextIncrease: null,
      rates: [
        {
          hourly: 10.7,
          effectiveDate: '2025-01-01',
          tippedCash: 5.35,
          appliesTo: 'employers with annual gross receipts > $394,000',
        },
        {
          hourly: 11.0,
          effectiveDate: '2026-01-01',
          tippedCash: 5.5,
          appliesTo: 'employers with annual gross receipts > $405,000',
        },
      ],
      citations: [
        {
          publisher: 'Ohio Department of Commerce',
          title: 'Wage and hour: minimum wage',
          url: 'https://com.ohio.gov/divisions-and-programs/industrial-compliance/wage-and-hour/wage-and-hour',
        },
        {
          publisher: 'Ohio Department of Commerce',
          title: 'Ohio minimum wage set to increase (news release)',
          url: 'https://com.ohio.gov/wps/portal/gov/com/about-us/media-center/news/ohio-minimum-wage-set-to-increase-in-2025',
        },
        { publisher: 'Ohio Constitution', title: 'Article II, Section 34a' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#oh',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Indexed every Jan 1 to CPI-W (12 months ending August) under Ohio Const. Art. II §34a (2006). Employers at or below the gross-receipts threshold, and 14-15-year-olds, follow the federal $7.25. Tipped = more than $30/month in tips. 2027 rate not found.',
      sourceUrl: {
        url: 'https://com.ohio.gov/wps/portal/gov/com/about-us/media-center/news/ohio-minimum-wage-set-to-increase-in-2025',
        note: '2025 press release URL, seen only as a link in a search snippet',
      },
      retrievedFrom: [
        {
          url: 'https://pubt.io/view/13E19034958BA21B52FE0AF1870D69C4540F0DE0',
          note: "Copy of Ohio Department of Commerce press release 'Ohio Minimum Wage Set to Increase in 2026', 2025-09-29",
        },
        {
          url: 'https://www.hometownstations.com/news/allen_county/ohio-minimum-wage-set-to-increase-in-2026/article_c219f7fd-d36d-462a-9892-dee94d64697f.html',
          note: 'Reprint of the same release',
        },
        {
          url: 'https://ru24.net/english/394908732',
          note: '2025 values, quoting Ohio Dept of Commerce',
        },
        {
          url: 'https://groupmgmt.com/blog/post/ohio-s-minimum-wage-jumps-to-10-70-in-2025',
          note: '2025 values, quoting Ohio Dept of Commerce',
        },
      ],
      uncertain: [
        'Official com.ohio.gov page for 2026 not itself among the pages read; values taken from a verbatim copy of the press release.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Michigan',
      code: 'MI',
      slug: 'michigan',
      hourly: 13.73,
      effectiveDate: '2026-01-01',
      tippedCash: 5.49,
      nextIncrease: {
        hourly: 15.0,
        effectiveDate: '2027-01-01',
        tippedPercent: 42,
        source: 'https://www.mrla.org/minimum-wage.html',
      },
      rates: [
        { hourly: 10.56, effectiveDate: '2025-01-01', tippedCash: 4.01, minor85pct: 8.98 },
        {
          hourly: 12.48,
          effectiveDate: '2025-02-21',
          tippedCash: 4.74,
          tippedPercent: 38,
          minor85pct: 10.61,
        },
        {
          hourly: 13.73,
          effectiveDate: '2026-01-01',
          tippedCash: 5.49,
          tippedPercent: 40,
          minor85pct: 11.67,
        },
      ],
      citations: [
        {
          publisher: 'Michigan Department of Labor and Economic Opportunity',
          title: 'Wage and Hour Division',
          url: 'https://www.michigan.gov/leo/bureaus-agencies/ber/wage-and-hour',
        },
        {
          publisher: 'Michigan Senate Fiscal Agency',
          title: 'Bill analysis of Senate Bill 8 (Public Act 1 of 2025)',
          url: 'https://ombudsman.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0008-N.htm',
        },
        {
          publisher: 'Michigan Compiled Laws',
          title: 'Improved Workforce Opportunity Wage Act, MCL 408.931 et seq.',
        },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#mi',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Schedule set by SB 8 (Public Act 1 of 2025) amending the Improved Workforce Opportunity Wage Act: $15.00 on 2027-01-01 (tipped 42%); from 2028 indexed to CPI (Midwest) with the tipped share rising 2 points a year to a 50% cap (44% 2028, 46% 2029, 48% 2030). 2026 tipped rate requires the employee to receive at least $8.24/hour in tips. Minors 16-17 may be paid 85%; training wage $4.25 for new hires under 20 for the first 90 days. Law applies to employers with 2+ employees.',
      sourceUrl: null,
      retrievedFrom: [
        {
          url: 'https://radio.wcmu.org/local-regional-news/2026-01-05/michigans-minimum-wage-increases',
          note: 'Cites the state press release',
        },
        { url: 'https://www.mrla.org/minimum-wage.html' },
        { url: 'https://www.wxyz.com/news/heres-how-much-michigans-minimum-wage-will-go-up-in-2025' },
        {
          url: 'https://www.wxyz.com/news/mi-house-passes-minimum-wage-bill-negotiations-continue-on-paid-sick-leave-bill',
        },
        {
          url: 'https://ombudsman.legislature.mi.gov/documents/2025-2026/billanalysis/Senate/htm/2025-SFA-0008-N.htm',
          note: 'Senate Fiscal Agency analysis of SB 8; text garbled in the copy read',
        },
        {
          url: 'https://www.retailers.com/news/2017/12/new-minimum-wage-michigan-employees/',
          note: 'Law covers employers with 2+ employees aged 16+',
        },
      ],
      uncertain: [
        'No michigan.gov/LEO page among the pages read; all values come from news/association pages that quote LEO.',
        'Minor rate before 2026: sources give $10.60, $10.61 or $10.48.',
        '2028+ tipped percentages come from the MRLA summary only.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Massachusetts',
      code: 'MA',
      slug: 'massachusetts',
      hourly: 15.0,
      effectiveDate: '2023-01-01',
      tippedCash: 6.75,
      nextIncrease: null,
      rates: [{ hourly: 15.0, effectiveDate: '2023-01-01', tippedCash: 6.75, maxTipCredit: 8.25 }],
      citations: [
        {
          publisher: 'Commonwealth of Massachusetts',
          title: 'Massachusetts law about minimum wage',
          url: 'https://www.mass.gov/info-details/massachusetts-law-about-minimum-wage',
        },
        { publisher: 'Massachusetts General Laws', title: 'Chapter 151, Section 1 and Section 7' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#ma',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Service rate $6.75 only if tips plus the service rate average at least $15.00/hour over the week; tipped = more than $20/month in tips. Agricultural workers $8.00. No scheduled increase found.',
      sourceUrl: { url: DOL_TIPPED_TABLE.url },
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        {
          url: 'https://www.masslegalhelp.org/employment-unemployment/getting-paid/minimum-wage',
          note: 'Greater Boston Legal Services',
        },
      ],
      uncertain: [
        'No mass.gov page among the pages read; 2026 rate assumed unchanged because no increase was found (not confirmed).',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Virginia',
      code: 'VA',
      slug: 'virginia',
      hourly: 12.77,
      effectiveDate: '2026-01-01',
      tippedCash: 2.13,
      nextIncrease: null,
      rates: [
        { hourly: 12.41, effectiveDate: '2025-01-01' },
        { hourly: 12.77, effectiveDate: '2026-01-01' },
      ],
      citations: [
        {
          publisher: 'Virginia Department of Labor and Industry',
          title: 'Labor law',
          url: 'https://www.doli.virginia.gov/labor-law/',
        },
        { publisher: 'Code of Virginia', title: '§ 40.1-28.10 (Virginia Minimum Wage Act) and § 40.1-28.9' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#va',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Adjusted each year by the Commissioner of Labor and Industry by the CPI-U change (set by Oct 1, effective Jan 1) under the Virginia Minimum Wage Act (Va. Code 40.1-28.10). Tip credit allowed (Va. Code 40.1-28.9: employer may count tips actually received); the FLSA $2.13 cash floor applies.',
      sourceUrl: null,
      retrievedFrom: [
        {
          url: 'https://wydaily.com/latest/2025/01/04/virginia-minimum-wage-increased-effective-jan-1/',
          note: 'Quotes DOLI',
        },
        {
          url: 'https://amp.marca.com/en/lifestyle/us-news/personal-finance/2025/12/19/69458e35e2704eb94b8b45c0.html',
          note: 'Quotes DOLI Commissioner Gary G. Pan',
        },
        { url: 'https://minimumwage.com/in-your-state/', note: 'Tipped $2.13' },
        {
          url: 'https://legalclarity.org/what-is-the-minimum-wage-for-servers-in-virginia',
          note: 'Tipped $2.13',
        },
      ],
      uncertain: [
        'The tipped cash wage of $2.13 comes only from third-party pages; some other third-party pages wrongly say VA allows no tip credit.',
        'No doli.virginia.gov page among the pages read.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Illinois',
      code: 'IL',
      slug: 'illinois',
      hourly: 15.0,
      effectiveDate: '2025-01-01',
      tippedCash: 9.0,
      nextIncrease: null,
      rates: [{ hourly: 15.0, effectiveDate: '2025-01-01', tippedCash: 9.0, youthUnder18: 13.0 }],
      citations: [
        {
          publisher: 'Illinois Department of Labor',
          title: 'Minimum wage rates by year',
          url: 'https://labor.illinois.gov/laws-rules/fls/minimum-wage-rates-by-year.html',
        },
        { publisher: 'Illinois Compiled Statutes', title: 'Minimum Wage Law, 820 ILCS 105' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#il',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Public Act 101-0001 schedule ended at $15 on 2025-01-01. Tipped employees may be paid 60% of the minimum wage. Workers under 18 who work fewer than 650 hours a year for the employer: $13.00. New employees over 18 may be paid up to 50 cents less for the first 90 days. Chicago and Cook County set higher local rates. No further statewide increase found.',
      sourceUrl: { url: 'https://labor.illinois.gov/laws-rules/fls/minimum-wage-rates-by-year.html' },
      retrievedFrom: [
        { url: 'https://labor.illinois.gov/laws-rules/fls/minimum-wage-rates-by-year.html' },
        DOL_TIPPED_TABLE,
      ],
      uncertain: [],
      retrieved: RETRIEVED,
    },
    {
      state: 'New Jersey',
      code: 'NJ',
      slug: 'new-jersey',
      hourly: 15.92,
      effectiveDate: '2026-01-01',
      tippedCash: 6.05,
      nextIncrease: null,
      rates: [
        {
          hourly: 15.49,
          effectiveDate: '2025-01-01',
          tippedCash: 5.62,
          maxTipCredit: 9.87,
          seasonalAndSmall: 14.53,
          agricultural: 13.4,
          longTermCareDirectCare: 18.49,
        },
        {
          hourly: 15.92,
          effectiveDate: '2026-01-01',
          tippedCash: 6.05,
          maxTipCredit: 9.87,
          seasonalAndSmall: 15.23,
          agricultural: 14.2,
          longTermCareDirectCare: 18.92,
        },
      ],
      citations: [
        {
          publisher: 'New Jersey Department of Labor and Workforce Development',
          title: 'Wage and hour compliance',
          url: 'https://www.nj.gov/labor/wageandhour/',
        },
        { publisher: 'New Jersey Administrative Code', title: 'N.J.A.C. 12:56-3.1' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#nj',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Adjusted each Jan 1 by CPI under the NJ Constitution and N.J.A.C. 12:56-3.1(c). Small employer = fewer than 6 employees; seasonal = operates under 10 consecutive weeks a year; these rates keep rising until 2028, agricultural until 2030.',
      sourceUrl: null,
      retrievedFrom: [
        {
          url: 'https://lawblog123.com/new-jersey-minimum-wage-rate-to-increase-on-january-1-2026-ogletree_1845615.html',
          note: "Ogletree summary of NJDOL's 2025-10-01 announcement",
        },
        {
          url: 'https://www.saiber.com/insights/publications/2025-12-04-new-jersey-minimum-wage-set-to-increase-beginning-january-1-2026',
        },
        {
          url: 'https://morristownminute.town.news/g/morristown-nj/post/336646/new-jersey-minimum-wage-increase-1592-most-workers-jan-1-2026',
        },
        {
          url: 'https://business.visitlbiregion.com/news/Details/nj-minimum-wage-increase-january-1-2026-297937',
        },
        {
          url: 'https://what.edu.vn/what/what-is-the-minimum-wage-in-new-jersey',
          note: '2025 LTC rate $18.49, citing Saiber',
        },
      ],
      uncertain: [
        'No nj.gov/labor page among the pages read.',
        '2025 agricultural rate: sources give $13.40 (Ogletree/Saiber) or $12.81 (employmentlawaid); $13.40 used.',
        '2025 LTC direct-care rate $18.49 from one secondary source.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Arizona',
      code: 'AZ',
      slug: 'arizona',
      hourly: 15.15,
      effectiveDate: '2026-01-01',
      tippedCash: 12.15,
      nextIncrease: null,
      rates: [
        { hourly: 14.7, effectiveDate: '2025-01-01', tippedCash: 11.7, maxTipCredit: 3.0 },
        { hourly: 15.15, effectiveDate: '2026-01-01', tippedCash: 12.15, maxTipCredit: 3.0 },
      ],
      citations: [
        {
          publisher: 'Industrial Commission of Arizona',
          title: 'Minimum wage',
          url: 'https://www.azica.gov/labor-minimum-wage-main-page',
        },
        { publisher: 'Arizona Revised Statutes', title: '§ 23-363 (minimum wage)' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#az',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Indexed each Jan 1 to CPI-U (Aug-to-Aug), rounded to the nearest 5 cents (A.R.S. 23-363(B)). Tip credit up to $3.00/hour. Flagstaff and Tucson set higher local rates.',
      sourceUrl: { url: DOL_TIPPED_TABLE.url },
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        { url: 'https://dbiglobalfilings.com/blogs/arizona/new-minimum-wage-in-arizona' },
        { url: 'https://www.gratuitysolutions.com/blog/waitress-minimum-wage-by-state.html' },
        {
          url: 'https://www.employmentlawhandbook.com/employment-and-labor-laws/states/arizona/wage-and-hour/minimum-wage/',
        },
      ],
      uncertain: [
        '2026 values from third-party pages only (dbiglobalfilings, gratuitysolutions, remotelaws agree); no azica.gov page among the pages read.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Colorado',
      code: 'CO',
      slug: 'colorado',
      hourly: 15.16,
      effectiveDate: '2026-01-01',
      tippedCash: 12.14,
      nextIncrease: null,
      rates: [
        { hourly: 14.81, effectiveDate: '2025-01-01', tippedCash: 11.79, maxTipCredit: 3.02 },
        { hourly: 15.16, effectiveDate: '2026-01-01', tippedCash: 12.14, maxTipCredit: 3.02 },
      ],
      citations: [
        {
          publisher: 'Colorado Department of Labor and Employment',
          title: 'Division of Labor Standards and Statistics',
          url: 'https://cdle.colorado.gov/dlss',
        },
        { publisher: 'Colorado Constitution', title: 'Article XVIII, Section 15, and the COMPS Order' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#co',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Adjusted each year by CPI for Denver-Aurora-Lakewood under Colo. Const. art. XVIII §15; set in the COMPS Order. Tip credit $3.02; tipped = more than $30/month. Denver, Edgewater and unincorporated Boulder County set higher local rates.',
      sourceUrl: { url: 'https://cdle.colorado.gov/dlss' },
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        { url: 'https://cdle.colorado.gov/dlss', note: '2022-2024 table only' },
        { url: 'https://remotelaws.com/?p=1013376' },
        { url: 'https://www.gratuitysolutions.com/blog/waitress-minimum-wage-by-state.html' },
      ],
      uncertain: [
        '2026 values from third-party pages only (remotelaws and gratuitysolutions agree); the CDLE page among the pages read shows 2024 and earlier.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'California',
      code: 'CA',
      slug: 'california',
      hourly: 16.9,
      effectiveDate: '2026-01-01',
      tippedCash: 16.9,
      nextIncrease: null,
      rates: [
        { hourly: 16.5, effectiveDate: '2025-01-01' },
        { hourly: 16.9, effectiveDate: '2026-01-01' },
      ],
      citations: [
        {
          publisher: 'California Department of Industrial Relations',
          title: 'News release 2025-118: minimum wage for 2026',
          url: 'https://www.dir.ca.gov/DIRNews/2025/2025-118.html',
        },
        {
          publisher: 'California Department of Industrial Relations',
          title: 'Minimum wage frequently asked questions',
          url: 'https://www.dir.ca.gov/dlse/faq_minimumwage.htm',
        },
        { publisher: 'California Labor Code', title: '§ 1182.12' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#ca',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'No tip credit (tipped workers get the full minimum wage). Same rate for all employer sizes. Adjusted yearly by the lesser of 3.5% or the CPI-W change (Labor Code 1182.12). Exempt-employee salary floor for 2026: $70,304 (2 x minimum wage x 2,080). Separate fast-food ($20) and health-care rates; many cities/counties set higher rates.',
      sourceUrl: { url: 'https://www.dir.ca.gov/DIRNews/2025/2025-118.html' },
      retrievedFrom: [
        { url: 'https://www.dir.ca.gov/DIRNews/2025/2025-118.html' },
        DOL_TIPPED_TABLE,
        { url: 'https://www.lewitthackman.com/?p=12109' },
      ],
      uncertain: [],
      retrieved: RETRIEVED,
    },
    {
      state: 'Washington',
      code: 'WA',
      slug: 'washington',
      hourly: 17.13,
      effectiveDate: '2026-01-01',
      tippedCash: 17.13,
      nextIncrease: null,
      rates: [
        { hourly: 16.66, effectiveDate: '2025-01-01' },
        { hourly: 17.13, effectiveDate: '2026-01-01' },
      ],
      citations: [
        {
          publisher: 'Washington State Department of Labor & Industries',
          title: 'Minimum wage',
          url: 'https://www.lni.wa.gov/workers-rights/wages/minimum-wage/',
        },
        { publisher: 'Revised Code of Washington', title: 'RCW 49.46.020' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#wa',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'No tip credit. Recalculated each September by L&I from CPI-W (RCW 49.46.020). Workers aged 14-15 may be paid 85% of the adult rate ($14.56 in 2026 per a third-party page). Seattle, SeaTac, Tukwila, Bellingham, Renton and others set higher local rates.',
      sourceUrl: null,
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        {
          url: 'https://www.tricitiesbusinessnews.com/articles/state-announces-higher-minimum-wage-for-2026',
          note: "Reports L&I's 2025-09-30 announcement",
        },
        { url: 'https://remotelaws.com/minimum-wage/washington' },
      ],
      uncertain: [
        "No lni.wa.gov page among the pages read; 2026 rate from a news report of L&I's announcement.",
        'The youth rate $14.56 is from remotelaws only (it equals 85% of $17.13).',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Maryland',
      code: 'MD',
      slug: 'maryland',
      hourly: 15.0,
      effectiveDate: '2024-01-01',
      tippedCash: 3.63,
      nextIncrease: null,
      rates: [{ hourly: 15.0, effectiveDate: '2024-01-01', tippedCash: 3.63, maxTipCredit: 11.37 }],
      citations: [
        {
          publisher: 'Maryland Department of Labor',
          title: 'Maryland minimum wage and overtime law',
          url: 'https://www.labor.maryland.gov/labor/wages/wagehrfacts.shtml',
        },
        { publisher: 'Annotated Code of Maryland', title: 'Labor and Employment § 3-413' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#md',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        '$15.00 for all employers regardless of size since 2024-01-01 (Fair Wage Act of 2023). Tipped = more than $30/month in tips; cash wage $3.63. Workers under 18 may be paid 85% of the state rate. Montgomery County sets higher local rates. No scheduled or indexed increase found.',
      sourceUrl: { url: DOL_TIPPED_TABLE.url },
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        {
          url: 'https://www.mondaq.com:443/unitedstates/employee-benefits-compensation/1416214/new-maryland-minimum-wage-rate-and-poster',
        },
        { url: 'https://smnewsnet.com/archives/528114/maryland-minimum-wage-increases-to-15-on-jan-1-2024/' },
      ],
      uncertain: [
        '2026 rate assumed unchanged because no increase was found (not confirmed).',
        'No labor.maryland.gov page among the pages read.',
      ],
      retrieved: RETRIEVED,
    },
    {
      state: 'Nevada',
      code: 'NV',
      slug: 'nevada',
      hourly: 12.0,
      effectiveDate: '2024-07-01',
      tippedCash: 12.0,
      nextIncrease: null,
      rates: [{ hourly: 12.0, effectiveDate: '2024-07-01' }],
      citations: [
        {
          publisher: 'Nevada Office of the Labor Commissioner',
          title: 'Labor Commissioner',
          url: 'https://labor.nv.gov/',
        },
        { publisher: 'Nevada Constitution', title: 'Article 15, Section 16' },
        {
          publisher: 'US Department of Labor',
          title: 'State minimum wage laws',
          url: 'https://www.dol.gov/agencies/whd/minimum-wage/state#nv',
        },
      ],
      lastReviewed: RETRIEVED,
      notes:
        'Single $12.00 rate for all employers from 2024-07-01 (2022 Ballot Question 2, Nev. Const. art. 15 §16); the two-tier health-benefit system and automatic yearly raises ended. No tip credit. Daily overtime after 8 hours in a 24-hour period for employees paid under 1.5x the minimum wage ($18.00).',
      sourceUrl: { url: DOL_TIPPED_TABLE.url },
      retrievedFrom: [
        DOL_TIPPED_TABLE,
        {
          url: 'https://laborrelationscounsel.com/publication-press/publication/nevada-minimum-wage-increase-effective-july-1-2024',
        },
        { url: 'https://www.hostmerchantservices.com/articles/nevada-minimum-wage/' },
      ],
      uncertain: [
        'Whether the amended constitution ties Nevada to a higher federal rate was not confirmed from the final text (only the 2017 SJR 6 digest has that wording).',
        'No labor.nv.gov page among the pages read.',
      ],
      retrieved: RETRIEVED,
    },
  ],
  'slug',
);

export function stateWageAt(slug: string) {
  return stateMinimumWages.find((entry) => entry.slug === slug);
}
