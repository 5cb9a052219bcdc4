// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accrualPerPeriod } from '@/lib/documents/payroll';
import { build } from './helpers';

describe('every policy', () => {
  it.each([
    'leave-policy-generator',
    'remote-work-policy-generator',
    'social-media-policy-generator',
    'nepotism-policy-generator',
  ])('%s opens with its owner box, numbered sections and an acknowledgment to sign', async (slug) => {
    const { text, model } = await build(slug);
    expect(text).toMatch(
      /Effective date: \w+ \d+, 2026\nPolicy owner: Michael Chen, Head of People\nApproved by: Alicia Gomez/,
    );
    expect(text).toMatch(/\n1\. Purpose\n/);
    expect(text).toContain(
      'Questions about this policy go to Michael Chen, Head of People (people@northwind.example).',
    );
    expect(text).toContain('Employee acknowledgment');
    expect(model.blocks.filter((block) => block.kind === 'heading' && block.level === 1)).toHaveLength(1);
    const unsigned = (await build(slug, { acknowledgment: false, approvedBy: '', contact: '' })).text;
    expect(unsigned).not.toContain('acknowledgment');
    expect(unsigned).not.toContain('Approved by');
    expect(unsigned).toContain('Questions about this policy go to Michael Chen, Head of People.');
  });
});

describe('the leave policy', () => {
  const leave = (changes = {}) => build('leave-policy-generator', changes);

  it('works out the accrual rate from the days and the pay schedule', async () => {
    expect(accrualPerPeriod(15, 26)).toBe(4.62);
    expect((await leave()).text).toContain(
      'at a rate of 15 days a year for a full-time employee: 120 hours a year, or 4.62 hours each biweekly pay period.',
    );
    expect((await leave({ ptoDays: '18', payFrequency: 'monthly' })).text).toContain(
      '144 hours a year, or 12 hours each monthly pay period.',
    );
  });

  it('writes each PTO model differently', async () => {
    const lump = (await leave({ ptoModel: 'lumpSum' })).text;
    expect(lump).toContain(
      'On January 1 of each year, each eligible employee receives 15 days of paid time off',
    );
    expect(lump).not.toContain('biweekly pay period');
    const unlimited = (await leave({ ptoModel: 'unlimited', minimumDays: '10' })).text;
    expect(unlimited).toContain('The company does not set a fixed number of paid vacation days.');
    expect(unlimited).toContain('at least ten days off a year');
    expect(unlimited).not.toContain('Carry-over and payout');
    expect(unlimited).not.toContain('15 days');
  });

  it('states the carry-over rule, the payout and the state-law caveat', async () => {
    expect((await leave({ carryOverCap: '3' })).text).toContain(
      'Employees may carry up to three days of unused PTO into the next calendar year.',
    );
    const none = (await leave({ carryOver: 'none' })).text;
    expect(none).toContain('Unused PTO does not carry over');
    expect(none).toContain('Where state law does not allow earned vacation to be forfeited');
    expect((await leave({ carryOver: 'all' })).text).not.toContain('forfeited');
    expect((await leave()).text).toContain('the company pays for accrued, unused PTO in the final paycheck.');
    expect((await leave({ payout: false })).text).toContain(
      'is not paid out when employment ends, except where state law requires it; several states, California among them',
    );
  });

  it('handles sick leave, holidays and other leave from the choices', async () => {
    expect((await leave()).text).toContain(
      'Employees receive five days of paid sick leave a year, separate from PTO',
    );
    expect((await leave({ sickDays: '0' })).text).toContain(
      'The company does not provide sick leave separately',
    );
    const holidays = (await leave({ holidays: [{ holiday: 'Labor Day' }], floatingDays: '' })).text;
    expect(holidays).toContain('The company observes one paid holiday a year:\n\n• Labor Day');
    expect((await leave({ holidays: [], floatingDays: '2' })).text).toContain(
      'each employee has two floating holidays a year',
    );
    const noFmla = (await leave({ fmla: false, juryDuty: false, bereavementDays: '', parentalWeeks: '' }))
      .text;
    expect(noFmla).not.toContain('Other leave');
    expect(noFmla).not.toContain('Family and Medical Leave Act');
    expect((await leave({ waitingPeriod: 'none' })).text).not.toContain('New employees may use PTO after');
    expect((await leave()).text).toContain('commonly earned at one hour for every 30 or 40 hours worked');
  });
});

describe('the remote work policy', () => {
  const remote = (changes = {}) => build('remote-work-policy-generator', changes);

  it('describes the chosen arrangement', async () => {
    expect((await remote()).text).toContain(
      'Eligible employees work a hybrid schedule: three days a week in the office, including Tuesdays and Thursdays',
    );
    expect((await remote({ officeDays: '1', anchorDays: '' })).text).toContain(
      'one day a week in the office, and the rest of the week remotely.',
    );
    expect((await remote({ arrangement: 'remote' })).text).toContain('are fully remote');
    expect((await remote({ arrangement: 'byApproval' })).text).toContain('Work is based in the office.');
    expect((await remote({ eligibility: 'all' })).text).not.toContain('first three months');
  });

  it('writes core hours from the start and length, or leaves them out', async () => {
    expect((await remote({ coreStart: '09:30', coreLength: '6' })).text).toContain(
      'during core hours, from 9:30 AM to 3:30 PM Pacific Time.',
    );
    const none = (await remote({ coreHours: false })).text;
    expect(none).not.toContain('core hours');
    expect(none).not.toContain('Core hours');
  });

  it('covers equipment, allowances and security from the choices', async () => {
    const sample = (await remote()).text;
    expect(sample).toContain('a one-time home-office allowance of $500');
    expect(sample).toContain('a monthly stipend of $50 toward internet');
    expect(sample).toContain('California and Illinois among them, require employers to reimburse');
    const own = (await remote({ equipment: 'own', setupAllowance: '', stipend: '', vpn: false })).text;
    expect(own).toContain('Employees use their own computer and phone for work');
    expect(own).not.toContain('stipend');
    expect(own).not.toContain('VPN');
  });
});

describe('the social media policy', () => {
  const social = (changes = {}) => build('social-media-policy-generator', changes);

  it('keeps the NLRA protected-activity caveat unless it is switched off', async () => {
    const sample = (await social()).text;
    expect(sample).toContain(
      'Nothing in this policy limits employees’ rights under Section 7 of the National Labor Relations Act',
    );
    expect(sample).toContain('which they are free to discuss (see Protected activity)');
    const without = (await social({ nlra: false })).text;
    expect(without).not.toContain('National Labor Relations Act');
    expect(without).not.toContain('see Protected activity');
  });

  it('covers official accounts, disclosure and use at work as chosen', async () => {
    const sample = (await social()).text;
    expect(sample).toContain('Only employees authorized by the Marketing team may create or post');
    expect(sample).toContain(
      'they say that they work for the company, for example with “I work at Northwind Analytics, Inc.”',
    );
    const narrow = (
      await social({ officialAccounts: false, disclosure: false, atWork: 'breaks', mediaContact: '' })
    ).text;
    expect(narrow).not.toContain('Official company accounts');
    expect(narrow).not.toContain('Disclosure of affiliation');
    expect(narrow).toContain('during breaks and meal periods, not during working time');
    expect(narrow).toContain('go to the communications team');
  });
});

describe('the nepotism policy', () => {
  const nepotism = (changes = {}) => build('nepotism-policy-generator', changes);

  it('defines relatives and partners as chosen', async () => {
    const sample = (await nepotism()).text;
    expect(sample).toContain(
      'Relative: a spouse, domestic partner, parent, child, sibling, grandparent or grandchild',
    );
    expect(sample).toContain('No employee may supervise a relative or partner');
    expect((await nepotism({ relatives: 'extended' })).text).toContain(
      'aunt, uncle, niece, nephew or first cousin',
    );
    const familyOnly = (await nepotism({ partners: false })).text;
    expect(familyOnly).not.toContain('Partner:');
    expect(familyOnly).toContain('No employee may supervise a relative,');
  });

  it('changes the hiring rule, the marriage process and the exceptions', async () => {
    expect((await nepotism()).text).toContain('will not be placed in a role where one reports to the other');
    expect((await nepotism({ hiring: 'department' })).text).toContain(
      'will not be placed in the same department',
    );
    expect((await nepotism({ hiring: 'noHire' })).text).toContain(
      'The company does not hire or rehire relatives',
    );
    expect((await nepotism()).text).toContain(
      'The company decides, based on business needs, if they have not decided within 60 days.',
    );
    expect((await nepotism({ marriage: 'review', resolveDays: '30' })).text).toContain(
      'Human Resources will review the situation with both employees within 30 days',
    );
    expect((await nepotism({ approver: 'the Board of Directors' })).text).toContain(
      'must be approved in writing by the Board of Directors before they take effect',
    );
    expect((await nepotism({ disclosureDays: '' })).text).toContain(
      'who works for, or applies to, the company.',
    );
  });
});
