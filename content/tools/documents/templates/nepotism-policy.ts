import { bullets, paragraph, rich, stop } from '@/lib/documents/letter';
import { countWord } from '@/lib/documents/words';
import { policyTemplate } from './policy';

const days = (n: number) => `${countWord(n)} ${n === 1 ? 'day' : 'days'}`;

/** A nepotism and workplace relationships policy: who counts as a relative, reporting lines, disclosure. */
export default policyTemplate((read) => {
  const extended = read.choice('relatives') === 'extended';
  const partners = read.on('partners');
  const hiring = read.choice('hiring');
  const disclose = read.amount('disclosureDays');
  const resolve = read.amount('resolveDays');
  const marriage = read.choice('marriage');
  const approver = read.need('approver');
  const sensitive = read.on('sensitiveRoles');
  const vendors = read.on('vendors');
  const relative = partners ? 'relative or partner' : 'relative';

  const relatives = extended
    ? 'Relative: a spouse, domestic partner, parent, child, sibling, grandparent, grandchild, aunt, uncle, niece, nephew or first cousin, whether by blood, adoption, marriage or domestic partnership (including step- and in-law relatives), and anyone living in the same household.'
    : 'Relative: a spouse, domestic partner, parent, child, sibling, grandparent or grandchild, whether by blood, adoption, marriage or domestic partnership (including step- and in-law relatives), and anyone living in the same household.';

  const hiringText =
    hiring === 'noHire'
      ? `The company does not hire or rehire relatives of current employees. Employees who become relatives while both are employed are covered by section “When colleagues become relatives” below.`
      : hiring === 'department'
        ? `Relatives of current employees may apply and are considered on their merits, but will not be placed in the same department or team as their ${relative}.`
        : `Relatives of current employees may apply and are considered on their merits, but will not be placed in a role where one reports to the other, directly or indirectly.`;

  return {
    name: 'Nepotism and workplace relationships policy',
    description: `How ${read.text('companyName') ?? 'the company'} handles the hiring and supervision of relatives and partners.`,
    keywords: ['nepotism policy', 'employment of relatives policy'],
    acknowledgment:
      'I have received and read the nepotism and workplace relationships policy, and I will disclose any relationship it covers.',
    sections: [
      {
        title: 'Purpose',
        blocks: [
          paragraph(
            stop(
              'This policy keeps decisions about hiring, pay, promotion and discipline at ',
              read.need('companyName'),
              ' fair and free from conflicts of interest, real or perceived, that arise when relatives',
              partners && ' or partners',
              ' work together',
            ),
          ),
        ],
      },
      {
        title: 'Scope',
        blocks: [
          paragraph(
            'This policy applies to all employees, applicants, interns and contractors, and to everyone who takes part in hiring and employment decisions.',
          ),
        ],
      },
      {
        title: 'Definitions',
        blocks: [
          bullets([
            relatives,
            ...(partners
              ? [
                  'Partner: someone with whom an employee has a romantic or intimate relationship, whether or not they live together.',
                ]
              : []),
            'Reporting line: a relationship in which one person supervises the other, directly or through others, or has authority over their hiring, pay, schedule, performance review, promotion or discipline.',
          ]),
        ],
      },
      {
        title: 'Hiring and placement',
        blocks: [
          paragraph(
            hiringText,
            'Employees may refer relatives for open roles, but may not take part in interviewing, selecting or setting the pay of a relative.',
          ),
        ],
      },
      {
        title: 'No reporting lines between relatives',
        blocks: [
          paragraph(
            `No employee may supervise a ${relative}, or make or influence decisions about their hiring, pay, schedule, performance, promotion, discipline or termination.`,
            sensitive &&
              `Nor may an employee hold a role that audits, approves or processes the pay, expenses or access rights of a ${relative}, for example in payroll, finance or Human Resources.`,
          ),
        ],
      },
      {
        title: 'Disclosure',
        blocks: [
          paragraph(
            rich(
              `Employees must tell Human Resources in writing about any ${relative} who works for, or applies to, the company`,
              disclose !== undefined
                ? `, within ${days(disclose)} of the relationship arising or the application being made.`
                : '.',
            ),
            'Applicants are asked whether they have a relative at the company. Disclosures are kept confidential and shared only with those who need to know to apply this policy.',
            vendors &&
              `Employees must also disclose any business owned or run by a ${relative} that is, or wants to be, a supplier, customer or partner of the company, and take no part in decisions about it.`,
          ),
        ],
      },
      {
        title: 'When colleagues become relatives',
        blocks: [
          paragraph(
            rich(
              partners
                ? 'When two employees marry, become domestic partners or begin a romantic relationship'
                : 'When two employees marry or become domestic partners',
              ', nothing changes unless one supervises the other or the arrangement conflicts with this policy.',
            ),
            marriage === 'transfer'
              ? rich(
                  'If it does, the company will first try to transfer one of them to a comparable role. The employees may decide together which of them moves. The company decides, based on business needs, if they have not decided within ',
                  resolve !== undefined ? days(resolve) : read.need('resolveDays'),
                  '. If no suitable role is available, one of them may have to leave the company, and the company will give them as much notice and support as it can.',
                )
              : rich(
                  'If it does, Human Resources will review the situation with both employees within ',
                  resolve !== undefined ? days(resolve) : read.need('resolveDays'),
                  ' and decide the least disruptive way to remove the conflict, such as changing reporting lines or duties, or transferring one employee.',
                ),
          ),
        ],
      },
      {
        title: 'Exceptions',
        blocks: [
          paragraph(
            rich(
              'Exceptions, for example in a small team where no other arrangement is practical, must be approved in writing by ',
              approver,
              ' before they take effect. The approval sets out the safeguards that apply, such as having another manager approve pay, reviews and discipline.',
            ),
            'Exceptions are reviewed at least once a year.',
          ),
        ],
      },
      {
        title: 'Fair treatment and state law',
        blocks: [
          paragraph(
            'The company applies this policy in the same way regardless of sex, sexual orientation, gender identity or any other protected characteristic. Some states and cities prohibit discrimination based on marital status or limit how employers may treat spouses who work together; where they do, the company applies this policy as those laws allow.',
            'Failing to disclose a relationship covered by this policy, or taking part in a decision about a relative, may lead to discipline, up to and including termination of employment.',
          ),
        ],
      },
    ],
  };
});
