import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const aiHiringBiasAudits: BlogPostInput = {
  slug: 'dana-whitcombe-ai-hiring-bias-audits',
  title: 'AI in Hiring: What a Bias Audit Checks and How to Run One',
  description:
    'How to use AI in recruiting responsibly: where it helps, what can go wrong, how a bias audit works, impact ratios, and what New York City’s Local Law 144 requires.',
  share: 'default',
  section: 'Blog',
  topic: 'AI in hiring',
  date: '2026-10-20',
  updated: '2026-10-20',
  summary:
    'AI can take hours of busywork off a recruiting team. It can also scale an old bias to every applicant. A practical guide to using it carefully and auditing the results.',
  author: guestAuthor,
  body: `
Almost every recruiting tool now claims some form of AI. Some of it drafts job descriptions, some answers candidate questions or schedules interviews, and some reads résumés, scores assessments or ranks applicants. Those last uses are the ones that need care, because they shape who gets a job.

I am not against any of it. My teams use AI every day. But the rule I apply is simple: the closer a tool gets to a decision about a person, the more evidence I need that it is measuring something job-related and treating groups fairly. A bias audit is how you collect that evidence.

## Where AI helps and where it hurts

The safest uses take work off recruiters without deciding anything: drafting and tidying job posts, summarizing interview notes, answering common questions about benefits or the process, finding times for interviews. Mistakes there are visible and easy to correct.

The risky uses are the ones that filter or rank. A model trained on who you hired in the past learns what your past hiring rewarded, including things you never meant to reward: certain schools, certain phrasing, gaps in employment that correlate with caregiving, names that correlate with ethnicity. Because it runs on every applicant, a small tilt becomes a large one.

The fix is not to avoid automation but to point it at better evidence. Scoring a candidate's answers to a structured question, or their work on a realistic [job simulation](/hr-glossary/job-simulation/), against a rubric written by people who do the job is a very different thing from predicting “fit” from a résumé.

## The law, in brief

In the US, there is no single federal AI hiring law, but the existing ones apply in full. Title VII of the Civil Rights Act, the Age Discrimination in Employment Act and the Americans with Disabilities Act all cover selection procedures, whoever or whatever runs them. If an automated screen has an [adverse impact](/hr-glossary/adverse-impact/) on a protected group and is not job-related, the employer is responsible, not the vendor.

New York City went further. Its Local Law 144, enforced since July 2023, covers [automated employment decision tools](/hr-glossary/automated-employment-decision-tool/) used to substantially assist hiring or promotion decisions for people in the city. Employers must have an independent bias audit of the tool within the year before use, publish a summary of the results, and notify candidates at least ten business days before the tool is used, including how to ask for an alternative process or accommodation. Other states and cities have passed or proposed their own rules, so check where you hire.

## What a bias audit measures

At its core, a bias audit compares outcomes across groups. For a tool that selects (advances or rejects), you calculate each group's selection rate: the number advanced divided by the number assessed. Then you divide each group's rate by the rate of the group selected most often. That is the **impact ratio**.

Take a screening step that advanced 120 of 400 men (30%) and 66 of 300 women (22%). The impact ratio for women is 22 ÷ 30, about 0.73. The long-standing [four-fifths rule](/hr-glossary/four-fifths-rule/) from the federal Uniform Guidelines treats a ratio below 0.8 as a sign of possible adverse impact that deserves investigation.

For a tool that scores rather than selects, the audit compares how often each group scores above the median, or compares average scores. Local Law 144 audits report results by sex, by race and ethnicity, and by the intersections of the two.

A ratio below 0.8 is not proof of discrimination, and a ratio above it is not proof of fairness. Small samples produce noisy ratios, so look at the counts and at statistical significance. But a low ratio is a reason to stop and ask questions.

## Running your own audit

You do not need to wait for a legal requirement to look at your data. Here is the process I use for any stage of hiring, automated or not:

- **Collect voluntary demographic data** separately from the hiring decision, so reviewers never see it. Many applicant tracking systems already do this for EEO reporting.
- **Pick the stages to examine**: application screen, assessment, interview, offer. Audit each one, because a fair overall result can hide an unfair stage.
- **Calculate selection rates and impact ratios** per stage, by group, for a period with enough candidates to mean something.
- **Investigate low ratios.** What does the stage actually measure? Is the cut score higher than the job needs? Is a knockout question screening out people who could do the job?
- **Change something and measure again.** Lowering an unnecessary requirement or replacing a proxy with a direct test of the skill often improves both fairness and quality.

If you use a vendor's tool, ask for its audit results and the data behind them, what the model uses as inputs, how it was validated for jobs like yours, and how candidates can request an accommodation. A vendor who cannot answer those questions is asking you to carry a risk you cannot see.

## Tell candidates what you use

Transparency is not only a legal requirement in some places; it is good candidate experience. A short note on your careers page explaining which tools you use, what they assess, and how a person makes the final decision answers the question most candidates already have. It also keeps your own team honest about what the tools are for.

## Keep a person accountable

However good the tool, a named person should own each hiring decision and be able to explain it. Review automated rejections from time to time by hand. Watch for drift when the applicant pool or the job changes. And re-run your audit at least once a year.

AI can make hiring faster and, pointed at the right evidence, fairer. The audit is how you find out which one you are getting.
`,
};
