import { z } from 'zod';
import { defineEntries } from '../define';
import { nonEmpty } from '../schema/common';

/*
 * The agency each state (and D.C.) names for wage and hour law, linked at its homepage: where a
 * visitor checks a rate this site has not confirmed. These are addresses, not figures; no rate is
 * taken from them. Alabama's, Florida's and Pennsylvania's addresses were read from the agencies'
 * own pages (Pennsylvania's is its Minimum Wage Act page, as its new pa.gov homepage was not seen).
 * Florida and Louisiana run their labour agencies on official sites outside .gov, so those two
 * domains are allowed by name.
 */
const OFFICIAL_NON_GOV = ['www.floridajobs.org', 'www.laworks.net'];

export const departmentSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter code like TX'),
  state: nonEmpty,
  agency: nonEmpty,
  url: z.url({ protocol: /^https$/ }).refine((url) => {
    const host = new URL(url).hostname;
    return /\.(gov|us)$/.test(host) || OFFICIAL_NON_GOV.includes(host);
  }, 'must be the agency’s own https site on a government domain'),
});

export type Department = z.output<typeof departmentSchema>;

export const labourDepartments = defineEntries(
  'content/minimum-wage/departments.ts',
  departmentSchema,
  [
    {
      code: 'AL',
      state: 'Alabama',
      agency: 'Alabama Department of Labor',
      url: 'https://labor.alabama.gov/',
    },
    {
      code: 'AK',
      state: 'Alaska',
      agency: 'Alaska Department of Labor and Workforce Development',
      url: 'https://labor.alaska.gov/',
    },
    {
      code: 'AZ',
      state: 'Arizona',
      agency: 'Industrial Commission of Arizona',
      url: 'https://www.azica.gov/',
    },
    {
      code: 'AR',
      state: 'Arkansas',
      agency: 'Arkansas Department of Labor and Licensing',
      url: 'https://labor.arkansas.gov/',
    },
    {
      code: 'CA',
      state: 'California',
      agency: 'California Department of Industrial Relations',
      url: 'https://www.dir.ca.gov/',
    },
    {
      code: 'CO',
      state: 'Colorado',
      agency: 'Colorado Department of Labor and Employment',
      url: 'https://cdle.colorado.gov/',
    },
    {
      code: 'CT',
      state: 'Connecticut',
      agency: 'Connecticut Department of Labor',
      url: 'https://portal.ct.gov/dol',
    },
    {
      code: 'DE',
      state: 'Delaware',
      agency: 'Delaware Department of Labor',
      url: 'https://labor.delaware.gov/',
    },
    {
      code: 'DC',
      state: 'District of Columbia',
      agency: 'D.C. Department of Employment Services',
      url: 'https://does.dc.gov/',
    },
    {
      code: 'FL',
      state: 'Florida',
      agency: 'Florida Department of Commerce',
      url: 'https://www.floridajobs.org/',
    },
    { code: 'GA', state: 'Georgia', agency: 'Georgia Department of Labor', url: 'https://dol.georgia.gov/' },
    {
      code: 'HI',
      state: 'Hawaii',
      agency: 'Hawaii Department of Labor and Industrial Relations',
      url: 'https://labor.hawaii.gov/',
    },
    { code: 'ID', state: 'Idaho', agency: 'Idaho Department of Labor', url: 'https://www.labor.idaho.gov/' },
    {
      code: 'IL',
      state: 'Illinois',
      agency: 'Illinois Department of Labor',
      url: 'https://labor.illinois.gov/',
    },
    { code: 'IN', state: 'Indiana', agency: 'Indiana Department of Labor', url: 'https://www.in.gov/dol/' },
    { code: 'IA', state: 'Iowa', agency: 'Iowa Workforce Development', url: 'https://workforce.iowa.gov/' },
    { code: 'KS', state: 'Kansas', agency: 'Kansas Department of Labor', url: 'https://www.dol.ks.gov/' },
    { code: 'KY', state: 'Kentucky', agency: 'Kentucky Labor Cabinet', url: 'https://labor.ky.gov/' },
    {
      code: 'LA',
      state: 'Louisiana',
      agency: 'Louisiana Workforce Commission',
      url: 'https://www.laworks.net/',
    },
    { code: 'ME', state: 'Maine', agency: 'Maine Department of Labor', url: 'https://www.maine.gov/labor/' },
    {
      code: 'MD',
      state: 'Maryland',
      agency: 'Maryland Department of Labor',
      url: 'https://labor.maryland.gov/',
    },
    {
      code: 'MA',
      state: 'Massachusetts',
      agency: 'Massachusetts Department of Labor Standards',
      url: 'https://www.mass.gov/orgs/department-of-labor-standards',
    },
    {
      code: 'MI',
      state: 'Michigan',
      agency: 'Michigan Department of Labor and Economic Opportunity',
      url: 'https://www.michigan.gov/leo',
    },
    {
      code: 'MN',
      state: 'Minnesota',
      agency: 'Minnesota Department of Labor and Industry',
      url: 'https://www.dli.mn.gov/',
    },
    {
      code: 'MS',
      state: 'Mississippi',
      agency: 'Mississippi Department of Employment Security',
      url: 'https://mdes.ms.gov/',
    },
    {
      code: 'MO',
      state: 'Missouri',
      agency: 'Missouri Department of Labor and Industrial Relations',
      url: 'https://labor.mo.gov/',
    },
    {
      code: 'MT',
      state: 'Montana',
      agency: 'Montana Department of Labor and Industry',
      url: 'https://dli.mt.gov/',
    },
    {
      code: 'NE',
      state: 'Nebraska',
      agency: 'Nebraska Department of Labor',
      url: 'https://dol.nebraska.gov/',
    },
    {
      code: 'NV',
      state: 'Nevada',
      agency: 'Nevada Office of the Labor Commissioner',
      url: 'https://labor.nv.gov/',
    },
    {
      code: 'NH',
      state: 'New Hampshire',
      agency: 'New Hampshire Department of Labor',
      url: 'https://www.nh.gov/labor/',
    },
    {
      code: 'NJ',
      state: 'New Jersey',
      agency: 'New Jersey Department of Labor and Workforce Development',
      url: 'https://www.nj.gov/labor/',
    },
    {
      code: 'NM',
      state: 'New Mexico',
      agency: 'New Mexico Department of Workforce Solutions',
      url: 'https://www.dws.state.nm.us/',
    },
    {
      code: 'NY',
      state: 'New York',
      agency: 'New York State Department of Labor',
      url: 'https://dol.ny.gov/',
    },
    {
      code: 'NC',
      state: 'North Carolina',
      agency: 'North Carolina Department of Labor',
      url: 'https://www.labor.nc.gov/',
    },
    {
      code: 'ND',
      state: 'North Dakota',
      agency: 'North Dakota Department of Labor and Human Rights',
      url: 'https://www.nd.gov/labor/',
    },
    { code: 'OH', state: 'Ohio', agency: 'Ohio Department of Commerce', url: 'https://com.ohio.gov/' },
    {
      code: 'OK',
      state: 'Oklahoma',
      agency: 'Oklahoma Department of Labor',
      url: 'https://oklahoma.gov/labor.html',
    },
    {
      code: 'OR',
      state: 'Oregon',
      agency: 'Oregon Bureau of Labor and Industries',
      url: 'https://www.oregon.gov/boli/',
    },
    {
      code: 'PA',
      state: 'Pennsylvania',
      agency: 'Pennsylvania Department of Labor & Industry',
      url: 'https://www.pa.gov/agencies/dli/resources/compliance-laws-and-regulations/labor-management-relations/pennsylvania-s-minimum-wage-act.html',
    },
    {
      code: 'RI',
      state: 'Rhode Island',
      agency: 'Rhode Island Department of Labor and Training',
      url: 'https://dlt.ri.gov/',
    },
    {
      code: 'SC',
      state: 'South Carolina',
      agency: 'South Carolina Department of Labor, Licensing and Regulation',
      url: 'https://llr.sc.gov/',
    },
    {
      code: 'SD',
      state: 'South Dakota',
      agency: 'South Dakota Department of Labor and Regulation',
      url: 'https://dlr.sd.gov/',
    },
    {
      code: 'TN',
      state: 'Tennessee',
      agency: 'Tennessee Department of Labor and Workforce Development',
      url: 'https://www.tn.gov/workforce.html',
    },
    { code: 'TX', state: 'Texas', agency: 'Texas Workforce Commission', url: 'https://www.twc.texas.gov/' },
    { code: 'UT', state: 'Utah', agency: 'Utah Labor Commission', url: 'https://laborcommission.utah.gov/' },
    {
      code: 'VT',
      state: 'Vermont',
      agency: 'Vermont Department of Labor',
      url: 'https://labor.vermont.gov/',
    },
    {
      code: 'VA',
      state: 'Virginia',
      agency: 'Virginia Department of Labor and Industry',
      url: 'https://www.doli.virginia.gov/',
    },
    {
      code: 'WA',
      state: 'Washington',
      agency: 'Washington State Department of Labor & Industries',
      url: 'https://lni.wa.gov/',
    },
    {
      code: 'WV',
      state: 'West Virginia',
      agency: 'West Virginia Division of Labor',
      url: 'https://labor.wv.gov/',
    },
    {
      code: 'WI',
      state: 'Wisconsin',
      agency: 'Wisconsin Department of Workforce Development',
      url: 'https://dwd.wisconsin.gov/',
    },
    {
      code: 'WY',
      state: 'Wyoming',
      agency: 'Wyoming Department of Workforce Services',
      url: 'https://dws.wyo.gov/',
    },
  ],
  'code',
);
