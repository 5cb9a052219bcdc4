import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const assessmentValidity: BlogPostInput = {
  slug: 'dana-whitcombe-assessment-validity',
  title: 'Pre-Employment Assessments: How to Tell If a Test Is Valid',
  description:
    'What validity and reliability mean for hiring assessments, questions to ask vendors, how to check a test against job performance and adverse impact, and fair cut scores.',
  share: 'default',
  section: 'Blog',
  topic: 'Assessments',
  date: '2026-08-25',
  updated: '2026-08-25',
  summary:
    'A hiring test is only as good as the evidence that it predicts the job. What validity means in plain terms, how to check it, and the questions to ask before you buy.',
  author: guestAuthor,
  body: `
Adding an assessment to a hiring process feels like adding rigor. Sometimes it is. But a test that does not measure what the job needs is worse than no test at all: it rejects good people, lets weaker ones through and, if it screens out one group more than others, creates legal risk without any benefit to show for it.

The good news is that you do not need a degree in psychometrics to ask the right questions. You need to understand three ideas: job relevance, reliability and validity.

## Start with the job, not the test

Every good assessment begins with a clear picture of the work. A [job analysis](/hr-glossary/job-analysis/), even a light one, asks people who do the job and their managers what tasks matter most and what knowledge, skills and abilities those tasks require. The answers tell you what to measure.

It sounds obvious, but many teams start the other way round: they buy a popular personality test or a general aptitude test and apply it to every role. The result is a measure looking for a purpose. Choose the skill first, then the method that measures it most directly.

Methods that mirror the work itself, such as [work sample tests](/hr-glossary/work-sample-test/) and [job simulations](/hr-glossary/job-simulation/), have a natural advantage: candidates can see how they relate to the job, which improves their experience and makes the link to the job easy to explain.

## Reliability: does it give consistent results?

A reliable assessment gives similar results when the same person takes it twice, or when two trained raters score the same answer. An unreliable one is like a bathroom scale that gives a different weight each time you step on it: whatever it tells you, you cannot trust.

For scored tests, vendors should be able to report reliability statistics. For anything scored by people, such as a writing exercise or an interview, reliability comes from clear rubrics, anchored examples and [calibration](/hr-glossary/interview-calibration/). If two of your raters regularly disagree by two points on a five-point scale, fix the rubric before worrying about anything else.

## Validity: does it predict the job?

Validity is the question that matters most: do people who score higher on the assessment actually do the job better? There are several kinds of evidence:

- **Content validity**: the assessment samples the real content of the job. A typing test for a role that involves heavy typing, or a simulated customer email for a support role.
- **Criterion-related validity**: scores are statistically related to later outcomes, such as performance ratings, sales or retention. This is [predictive validity](/hr-glossary/predictive-validity/) when scores are collected before hiring and outcomes after.
- **Construct validity**: the assessment measures the underlying trait it claims to, such as reasoning ability or conscientiousness.

Decades of research in industrial-organizational psychology show that some methods predict job performance better than others on average. Structured interviews, work samples and tests of general mental ability tend to do well; unstructured interviews, years of experience and education level tend to do less well. But averages across many studies do not guarantee results for your job. The best evidence is your own.

## Fairness: check for adverse impact

A valid test can still screen out one group far more than others. Under Title VII of the Civil Rights Act and the federal Uniform Guidelines on Employee Selection Procedures, a selection procedure with [adverse impact](/hr-glossary/adverse-impact/) must be job-related and consistent with business necessity, and employers are expected to consider alternatives that work as well with less impact.

Check pass rates by group regularly. The [four-fifths rule](/hr-glossary/four-fifths-rule/) is the usual first screen: if one group's pass rate is less than 80% of the highest group's, look closer. Some methods, such as cognitive ability tests used alone, are known to produce larger group differences; combining them with other measures, or using work samples instead, often reduces impact without losing prediction.

Offer accommodations, too. Candidates with disabilities may need extra time, a screen reader-compatible format or another way to show the same skill, and the ADA requires employers to provide reasonable accommodations in testing.

## Setting a cut score

Where you set the pass mark matters as much as the test. Set it too high and you reject people who would do the job well, often with more adverse impact. Set it too low and the test does nothing.

Base the cut score on what the job requires, for example the level that experienced, competent employees reach, rather than on how many candidates you want to pass. Review it once you have data on how hires perform.

## Questions to ask a vendor

Before buying any assessment, ask:

- What does it measure, and for which jobs has it been validated?
- What validity and reliability evidence do you have, and can we see the technical report?
- What adverse impact data do you have, by sex, race and ethnicity, and age?
- How were cut scores set, and can we adjust them?
- What accommodations do you support, and is the test accessible?
- If it uses AI or automated scoring, has it had a bias audit?

A serious vendor will welcome these questions. Then, after six to twelve months of use, do your own check: compare scores with how hires are doing. That is the evidence that tells you the assessment is worth keeping.
`,
};
