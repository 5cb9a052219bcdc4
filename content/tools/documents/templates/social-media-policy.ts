import { bullets, paragraph, rich, stop } from '@/lib/documents/letter';
import { policyTemplate } from './policy';

/** A social media policy: personal and official accounts, confidentiality, disclosure, protected activity. */
export default policyTemplate((read) => {
  const company = read.need('companyName');
  const official = read.on('officialAccounts');
  const team = read.text('socialTeam');
  const media = read.text('mediaContact');
  const disclosure = read.on('disclosure');
  const nlra = read.on('nlra');
  const breaksOnly = read.choice('atWork') === 'breaks';

  return {
    name: 'Social media policy',
    description: `How employees of ${read.text('companyName') ?? 'the company'} use social media, personally and on the company’s behalf.`,
    keywords: ['social media policy'],
    acknowledgment: 'I have received and read the social media policy and agree to follow it.',
    sections: [
      {
        title: 'Purpose',
        blocks: [
          paragraph(
            stop(
              'This policy helps employees use social media confidently while protecting the confidential information, customers and reputation of ',
              company,
            ),
            'It is not meant to stop anyone from using social media in their own lives or from speaking about their work in ways the law protects.',
          ),
        ],
      },
      {
        title: 'Scope',
        blocks: [
          paragraph(
            'This policy applies to all employees, on and off duty, on any platform where people publish or share content: social networks, blogs, forums, review sites, video and photo sites, messaging groups and comment sections.',
            official &&
              'Its rules for official accounts also apply to contractors and agencies that post for the company.',
          ),
        ],
      },
      {
        title: 'Definitions',
        blocks: [
          bullets([
            'Personal account: an account an employee holds in their own name, for their own use.',
            ...(official
              ? ['Official account: an account that speaks for the company, under its name or brands.']
              : []),
            'Confidential information: nonpublic information about the company, its customers, partners or employees, such as financial results before they are announced, product plans, pricing, source code, customer data and personal information about colleagues.',
          ]),
        ],
      },
      {
        title: 'Personal accounts',
        blocks: [
          bullets([
            'Employees speak for themselves, not for the company. When it isn’t obvious, they make clear that their views are their own.',
            'The company’s policies on harassment, discrimination and workplace conduct apply online as they do at work: no threats, harassment or discriminatory content aimed at colleagues, customers or partners.',
            'Employees don’t use the company’s logos or trademarks in a way that suggests the company endorses them or their views.',
            'Employees respect copyright and privacy, and don’t post photos or recordings of colleagues or customers taken at work without their permission.',
          ]),
        ],
      },
      {
        title: 'Confidential information',
        blocks: [
          paragraph(
            'Employees don’t share confidential information on social media, in public or private posts or messages, or information about customers that customers haven’t made public. When unsure whether something is confidential, ask before posting.',
            nlra &&
              'This does not cover employees’ own wages, hours or working conditions, which they are free to discuss (see Protected activity).',
          ),
        ],
      },
      disclosure && {
        title: 'Disclosure of affiliation',
        blocks: [
          paragraph(
            rich(
              'When employees post about the products or services of ',
              company,
              ', or about its competitors, they say that they work for the company, for example with “I work at ',
              read.text('companyName') ?? 'the company',
              '” or #employee.',
            ),
            'Under Federal Trade Commission guidance, people with a connection to a business disclose it when they endorse or review its products. Employees don’t write reviews of the company’s products, or of competitors’, without disclosing where they work.',
          ),
        ],
      },
      official && {
        title: 'Official company accounts',
        blocks: [
          paragraph(
            rich(
              'Only employees authorized by ',
              team ?? 'the company',
              ' may create or post on accounts that speak for the company, and they follow the brand and approval guidelines for those accounts.',
            ),
            'Passwords and access to official accounts belong to the company, are kept in the company’s password manager and are removed when an employee changes roles or leaves.',
            'Employees who see a complaint or question about the company online pass it on rather than answer it from a personal account.',
          ),
        ],
      },
      {
        title: 'Media and public statements',
        blocks: [
          paragraph(
            rich(
              'Requests from journalists, analysts or influencers for comment on behalf of the company go to ',
              media ?? 'the communications team',
              ', who will decide who responds.',
            ),
          ),
        ],
      },
      {
        title: 'Social media at work',
        blocks: [
          paragraph(
            breaksOnly
              ? 'Employees use personal social media during breaks and meal periods, not during working time, unless it is part of their job.'
              : 'Brief personal use of social media during the workday is fine, as long as it doesn’t interfere with work or with safety.',
            'Company systems are provided for work, and the company may monitor their use as the law allows.',
          ),
        ],
      },
      {
        title: 'Privacy',
        blocks: [
          paragraph(
            'The company will not ask employees or applicants for the passwords to their personal accounts, ask them to log in to a personal account in front of anyone, or require them to connect with a manager on a personal account. Many states prohibit these requests.',
          ),
        ],
      },
      nlra && {
        title: 'Protected activity',
        blocks: [
          paragraph(
            'Nothing in this policy limits employees’ rights under Section 7 of the National Labor Relations Act.',
            'These include the right to discuss wages, hours and other terms and conditions of employment with coworkers and others, to criticize the company’s employment practices, and to organize.',
            'The company will not apply it in a way that interferes with those rights.',
            'Nor does it prevent anyone from reporting possible violations of law to a government agency, taking part in an agency investigation, or making other disclosures the law protects.',
            'Some states also protect employees’ lawful off-duty conduct or political activity, and the company follows those laws.',
          ),
        ],
      },
      {
        title: 'Violations',
        blocks: [
          paragraph(
            'Employees who see content that may break this policy should tell their manager or Human Resources. Violations may lead to discipline, up to and including termination of employment, applied consistently with the rights described in this policy.',
          ),
        ],
      },
    ],
  };
});
