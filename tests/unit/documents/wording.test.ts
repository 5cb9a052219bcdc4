// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeValues, documentWarnings } from '@/lib/documents/change';
import { build, sample, tool } from './helpers';

const offer = (changes = {}) => build('offer-letter-generator', changes);

describe('the offer letter wording', () => {
  it('states the schedule the employment type implies', async () => {
    expect((await offer()).text).toContain('This is a full-time position, reporting to Priya Raman');
    expect((await offer({ employmentType: 'partTime', hoursPerWeek: '24' })).text).toContain(
      'This is a part-time position of 24 hours a week',
    );
    const contract = (await offer({ employmentType: 'contract', endDate: '2027-06-30' })).text;
    expect(contract).toContain(
      'fixed-term position, reporting to Priya Raman, Director of Analytics, expected to end on June 30, 2027',
    );
    expect(contract).toContain('with or without cause or notice, including before the expected end date.');
  });

  it('says where the work is done', async () => {
    expect((await offer({ arrangement: 'onsite', officeLocation: 'Denver, CO' })).text).toContain(
      'You will work on site at our office in Denver, CO.',
    );
    expect((await offer({ arrangement: 'remote', remoteRegion: '' })).text).toContain(
      'The role is remote: you will work from a location agreed with your manager.',
    );
  });

  it('pays per hour with overtime wording for a non-exempt role', async () => {
    const { text } = await offer({
      payAmount: '32.5',
      payBasis: 'hour',
      flsa: 'nonexempt',
      payFrequency: 'weekly',
    });
    expect(text).toContain(
      'Your starting pay will be $32.50 per hour, less applicable taxes and withholdings, paid weekly.',
    );
    expect(text).toContain('including overtime at one and a half times your regular rate');
    expect((await offer({ flsa: 'omit' })).text).not.toContain('Fair Labor Standards Act');
  });

  it('classifies hourly pay as nonexempt unless the visitor says otherwise, and then warns', async () => {
    const { document } = tool('offer-letter-generator');
    const hourly = changeValues(document, sample('offer-letter-generator'), {
      payAmount: '19.75',
      payBasis: 'hour',
    });
    expect(hourly.flsa).toBe('nonexempt');
    const text = (await offer(hourly)).text;
    expect(text).toContain('Your starting pay will be $19.75 per hour');
    expect(text).toContain('classified as nonexempt');
    expect(text).not.toMatch(/salary|not eligible for overtime/);
    expect(documentWarnings(document, hourly)).toEqual({});

    const exempt = changeValues(document, hourly, { flsa: 'exempt' });
    expect(documentWarnings(document, exempt).flsa).toMatch(/^Hourly pay is rarely exempt/);
    expect((await offer(exempt)).text).toContain('not eligible for overtime pay');
    // Chosen by the visitor, exempt stays through a change of basis; the warning goes with hourly pay.
    const salaried = changeValues(document, exempt, { payBasis: 'year' });
    expect(salaried.flsa).toBe('exempt');
    // The typed hourly figure now reads as a yearly salary of $19.75, which is flagged instead.
    expect(documentWarnings(document, salaried)).toEqual({
      payAmount: expect.stringMatching(/^That is less than \$1,000 a year/),
    });
    expect(changeValues(document, salaried, { flsa: 'omit', payBasis: 'hour' }).flsa).toBe('omit');
  });

  it('turns the at-will statement and the introductory period on and off together sensibly', async () => {
    const both = (await offer()).text;
    expect(both).toContain(
      'At-will employment. Your employment with Northwind Analytics, Inc. will be at will',
    );
    expect(both).toContain('Completing it does not change the at-will nature of your employment');
    const noAtWill = (await offer({ atWill: false })).text;
    expect(noAtWill).not.toMatch(/at.will/i);
    expect(noAtWill).toContain('At its end, your manager will confirm your employment in writing.');
    expect((await offer({ probation: 'none' })).text).not.toContain('Introductory period');
    expect((await offer({ probation: '180' })).text).toContain('The first six months of your employment');
  });

  it('writes a single condition as a sentence and several as a list', async () => {
    const one = (await offer({ backgroundCheck: false, confidentiality: false })).text;
    expect(one).toContain(
      'Conditions. This offer depends on your providing documents that show your identity',
    );
    expect(one).not.toContain('•  your');
    const three = (await offer()).text;
    expect(three).toContain(
      'Conditions. This offer depends on the following:\n\n• Proof of your identity and authorization to work',
    );
    expect(three).toContain('• A satisfactory background check');
  });

  it('changes its opening and closing with the tone, not its terms', async () => {
    const warm = (await offer({ tone: 'warm' })).text;
    expect(warm).toContain('Congratulations! The team enjoyed getting to know you');
    expect(warm).toContain('Warm regards,');
    expect(warm).toContain('$118,000 per year');
    expect((await offer()).text).toContain(
      'On behalf of Northwind Analytics, Inc., I am pleased to offer you',
    );
  });

  it('asks for a reply by the deadline only when one is set', async () => {
    expect(
      (await offer({ letterDate: '2026-11-23', responseDeadline: '2026-11-30', startDate: '2026-12-14' }))
        .text,
    ).toContain(
      'return it to me by Monday, November 30, 2026. If we have not heard from you by then, the offer will lapse.',
    );
    const none = (await offer({ responseDeadline: '' })).text;
    expect(none).toContain('please sign and date this letter below and return it to me.');
    expect(none).not.toContain('lapse');
    const noBlock = (await offer({ acceptance: false, responseDeadline: '' })).text;
    expect(noBlock).not.toContain('Acceptance');
    expect(noBlock).not.toContain('sign and date');
  });

  it('never doubles the full stop after a name that ends with one', async () => {
    const { text } = await offer({ companyName: 'Acme Co.', tone: 'formal' });
    expect(text).toContain('We look forward to welcoming you to Acme Co. If you have any questions');
    expect(text).not.toContain('Co..');
  });

  it('drops the bonus, incentive and equity sentences when they are empty or zero', async () => {
    const { text } = await offer({ signingBonus: '0', incentive: '', equity: '' });
    expect(text).not.toMatch(/signing bonus|eligible for an annual|granted/);
    const equity = (await offer({ equity: 'an option to buy 2,000 shares.' })).text;
    expect(equity).toContain(
      'you will be granted an option to buy 2,000 shares, under the terms of the company’s equity plan',
    );
  });
});

describe('the other letters', () => {
  it('works out a raise from a percentage, or the percentage from the new pay', async () => {
    const percent = (
      await build('salary-increment-letter-generator', { currentPay: '85000', percentIncrease: '5' })
    ).text;
    expect(percent).toContain('from $85,000 to $89,250 per year, an increase of $4,250 (5%)');
    const amount = (await build('salary-increment-letter-generator', { method: 'amount', newPay: '90,000' }))
      .text;
    expect(amount).toContain('from $85,000 to $90,000 per year, an increase of $5,000 (5.9%)');
    const hourly = (
      await build('salary-increment-letter-generator', {
        currentPay: '25',
        payBasis: 'hour',
        percentIncrease: '3.5',
      })
    ).text;
    expect(hourly).toContain(
      'Your pay will increase from $25 to $25.88 per hour, an increase of $0.88 (3.5%)',
    );
  });

  it('refuses a raise that is not one', async () => {
    const { errors } = await build('salary-increment-letter-generator', {
      method: 'amount',
      newPay: '80000',
    });
    expect(errors.newPay).toBe(
      'The new pay must be higher than the current pay: this letter announces an increase.',
    );
  });

  it('states the promotion raise, or only the new pay without the old', async () => {
    expect((await build('promotion-letter-generator')).text).toContain(
      'Your salary will increase from $96,000 to $108,000 per year, a raise of 12.5%, from the same date.',
    );
    expect((await build('promotion-letter-generator', { currentPay: '' })).text).toContain(
      'Your new salary will be $108,000 per year, from the same date.',
    );
    expect((await build('promotion-letter-generator', { newPay: '' })).text).not.toMatch(/salary|raise/);
  });

  it('counts the notice a resignation gives', async () => {
    const weeks = (
      await build('resignation-letter-generator', { letterDate: '2026-11-23', lastDay: '2026-12-07' })
    ).text;
    expect(weeks).toContain(
      'My last day will be Monday, December 7, 2026, two weeks from the date of this letter.',
    );
    const days = (
      await build('resignation-letter-generator', { letterDate: '2026-11-23', lastDay: '2026-12-03' })
    ).text;
    expect(days).toContain('ten days from the date of this letter');
    const { errors } = await build('resignation-letter-generator', {
      letterDate: '2026-11-23',
      lastDay: '2026-11-20',
    });
    expect(errors.lastDay).toBe('Your last day must be after the date of the letter.');
  });

  it('measures a probation extension and flags one sent too late', async () => {
    const { text } = await build('probation-extension-letter-generator', {
      letterDate: '2026-11-23',
      originalEnd: '2026-11-30',
      newEnd: '2027-01-30',
    });
    expect(text).toContain(
      'which was due to end on November 30, 2026, is being extended by two months, to Saturday, January 30, 2027.',
    );
    const late = await build('probation-extension-letter-generator', {
      letterDate: '2026-12-01',
      originalEnd: '2026-11-30',
    });
    expect(late.errors.originalEnd).toContain('This period ended before the date of the letter');
  });

  it('uses the pronoun chosen, with verbs that agree', async () => {
    const they = (await build('experience-letter-generator', { pronoun: 'they' })).text;
    expect(they).toContain('During their time with us, their responsibilities included:');
    expect(they).toContain('They left the company of their own accord.');
    const name = (await build('experience-letter-generator', { pronoun: 'name', status: 'current' })).text;
    expect(name).toContain(
      'has worked at Northwind Analytics, Inc. since March 15, 2021 and is currently employed as',
    );
    expect(name).toContain('This letter is issued at Jane’s request.');
    // The name is the subject of both verbs, whatever the pronoun chosen for later sentences.
    const current = (await build('experience-letter-generator', { pronoun: 'they', status: 'current' })).text;
    expect(current).toContain('Jane Doe (employee ID NW-1042) has worked at');
    expect(current).toContain('and is currently employed as Senior Data Analyst');
    const sponsored = (await build('sponsorship-letter-generator', { pronoun: 'they' })).text;
    expect(sponsored).toMatch(/They have worked for .* and currently hold the full-time position/);
    const colleague = (
      await build('recommendation-letter-generator', { pronoun: 'they', relationship: 'colleague' })
    ).text;
    expect(colleague).toContain(
      'Jane and I worked together for four years at Northwind Analytics, Inc., where they were a senior data analyst.',
    );
  });

  it('speaks of the last day in the right tense', async () => {
    const past = (
      await build('relieving-letter-generator', {
        letterDate: '2026-11-23',
        lastDay: '2026-11-20',
        resignationDate: '2026-11-06',
      })
    ).text;
    expect(past).toContain(
      'You were relieved of your duties at the close of business on Friday, November 20, 2026.',
    );
    const future = (
      await build('relieving-letter-generator', {
        letterDate: '2026-11-23',
        lastDay: '2026-11-27',
        resignationDate: '2026-11-06',
      })
    ).text;
    expect(future).toContain('You will be relieved of your duties');
    expect(future).toContain('Please return all company property');
  });

  it('names exactly the clauses of a letter of intent that bind', async () => {
    const all = (await build('letter-of-intent-generator')).text;
    expect(all).toContain(
      'Except for the paragraphs headed Exclusivity, Confidentiality, and Governing law, which bind',
    );
    const fewer = (
      await build('letter-of-intent-generator', { exclusivityDays: '0', confidentiality: false })
    ).text;
    expect(fewer).toContain('Except for the paragraphs headed Governing law, which bind');
    expect(fewer).not.toContain('Exclusivity.');
  });

  it('writes a verification letter without pay when it is switched off', async () => {
    const { text } = await build('employment-verification-letter-generator', {
      includePay: false,
      consent: false,
    });
    expect(text).not.toMatch(/salary|\$/);
    expect(text).not.toContain('authorization');
    expect(text).toContain('To whom it may concern:');
    const former = (
      await build('employment-verification-letter-generator', { status: 'former', endDate: '2026-10-30' })
    ).text;
    expect(former).toContain(
      'was employed by Northwind Analytics, Inc. from March 15, 2021 to October 30, 2026',
    );
    expect(former).toContain('final base salary was $118,000 per year');
    const hourly = (
      await build('employment-verification-letter-generator', { payAmount: '19.75', payBasis: 'hour' })
    ).text;
    expect(hourly).toContain('Jane Doe’s current base pay is $19.75 per hour.');
  });
});
