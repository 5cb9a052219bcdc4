import type { LandingPageInput } from '../../schema/landing';
import { site } from '../../site';
import { assess, company, effective, interview, legalLink, privacyLink, source } from './shared';

export const privacyPolicy: LandingPageInput = {
  path: '/privacy-policy/',
  title: 'Privacy Policy: Quotient Website, Free Tools and Hiring Platform',
  description:
    'What personal data the Quotient website, its free tools and forms, and the Quotient Assess and Interview platform collect, where it goes and your privacy rights.',
  share: 'default',
  section: 'Privacy policy',
  updated: '2026-11-26',
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow: `${site.brand} · Legal`,
      title: `${site.brand} privacy policy`,
      lead: `This policy explains what personal data ${company} (“Quotient”, “we”) handles when you visit this website, use its free tools, send one of its forms, or use our hiring platform, ${assess} and ${interview}, as a customer or as a candidate. ${source} has its own [privacy policy](/sourcing/privacy-policy/).`,
      facts: [
        { label: 'Effective date', value: effective },
        {
          label: 'Applies to',
          value: `This website, its free tools and forms, ${assess} and ${interview}`,
        },
        { label: 'Contact', value: privacyLink },
      ],
      parts: [
        {
          heading: 'The short version',
          blocks: [
            {
              list: [
                'You can read this website and use its free tools without telling us who you are. The site sets no cookies of its own.',
                'Analytics and A/B testing run only when we have switched them on for the site and you have agreed to them in the cookie banner. Analytics then counts page views with Google Analytics, which sets its own cookies.',
                'A form sends what you type into it, plus the name of the form and the campaign that brought you, if any. Nothing is sent until you press its button.',
                'Free tools work in your browser. Some keep a draft of what you typed in this browser so you do not lose it; none of them sends your text anywhere, except an AI feature that you choose to use, when one is available.',
                'On the hiring platform, we handle candidates’ data for the employer they applied to, and the employer decides how it is used.',
                'We do **not** sell personal information, and we do not use it for advertising.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'At a glance',
      title: 'What is collected, where it goes, and for how long',
      caption:
        'Summary of the personal data this website and the hiring platform handle; the full policy below has the details.',
      columns: ['When', 'What is sent, and where', 'How long it is kept'],
      rows: [
        [
          'You read pages (analytics on)',
          'Page address, page title, browser and device details and a random analytics ID, to Google Analytics',
          '14 months',
        ],
        [
          'You read pages (analytics off)',
          'Nothing beyond the standard request our web host logs',
          'Host logs: up to 30 days',
        ],
        [
          'You start a free trial',
          'Your work email, to our sign-up service, which creates your trial workspace',
          'Until 30 days after a trial ends without a subscription',
        ],
        [
          'You send a contact, demo, download or waitlist form',
          'The fields you filled in, the form’s name and your campaign source, to our lead system',
          'Up to 24 months after our last conversation',
        ],
        [
          'You type into a free tool',
          'Nothing: some tools keep a draft in your browser’s local storage on this device',
          'Until you clear it',
        ],
        [
          'You ask a free tool’s AI feature',
          'The text and choices needed for that request, to our AI provider',
          'Not stored by us; see [AI features in the free tools](#ai-features-in-the-free-tools)',
        ],
        [
          'You take an assessment or video interview',
          'Your answers, recordings and scores, to the employer you applied to',
          'As the employer sets; by default 24 months',
        ],
      ],
    },
    {
      type: 'document',
      title: 'The full privacy policy',
      contents: true,
      parts: [
        {
          heading: 'Who we are and what this policy covers',
          blocks: [
            `${company} is a US company that makes hiring software. This policy covers this website (including its free tools, templates and forms), the emails we send about it, and the ${assess} and ${interview} platform. ${source}, our sourcing web app and browser extension, has its own [privacy policy](/sourcing/privacy-policy/).`,
            'Three groups of people are involved, and we explain what applies to each:',
            {
              list: [
                '**Visitors:** anyone reading this website or using its free tools.',
                '**Customers:** people at organizations that use the platform, such as recruiters and hiring managers, and people who start a free trial.',
                '**Candidates:** people who take an assessment or a one-way video interview for an employer that uses the platform.',
              ],
            },
          ],
        },
        {
          heading: 'Visiting this website',
          blocks: [
            'The pages of this website are static files. Reading them does not require an account, and the site itself sets no cookies.',
            {
              list: [
                '**Web host logs:** like any website, the service that delivers our pages records each request: IP address, time, page requested, referring page and browser. These logs are used to keep the site running and secure and are kept for up to 30 days.',
                '**Fonts and pictures** are served from this website. Apart from the analytics and testing described below, pages load nothing from third parties: no outside fonts, videos, social media buttons or other embeds.',
                '**The site you came from:** when you arrive from another website, your browser keeps its address in this tab’s session storage for the rest of your visit. It is deleted when you close the tab.',
              ],
            },
          ],
        },
        {
          heading: 'Analytics and testing',
          blocks: [
            'We measure how the website is used only when analytics has been switched on for the site and you have agreed to it. Until you answer the cookie banner, nothing is loaded from Google or a testing provider. When you agree:',
            {
              list: [
                'each page view sends Google Analytics the page address (including anything after a “?”, such as campaign tags or the inputs of a shared calculator link), the page title, your browser and device details and a random ID stored in Google Analytics cookies;',
                'completing the free trial sign-up sends an event that records the sign-up and the work email address you signed up with, so we can tell which pages lead to trials;',
                'Google keeps this data for 14 months and processes it for us under its data processing terms.',
              ],
            },
            'If you agree to A/B testing, we may also test two versions of a page. During a test, the page loads our testing provider’s script, which picks the version you see and may set a cookie so you see the same one next time. The page stays hidden for at most 5 seconds while the script prepares.',
            'You can change your answer at any time from **Cookie settings** at the foot of every page. You can also block analytics and testing with your browser’s privacy settings, a content blocker or the [Google Analytics opt-out add-on](https://tools.google.com/dlpage/gaoptout). The website works the same without them.',
          ],
        },
        {
          heading: 'Forms on this website',
          blocks: [
            { subheading: 'Free trial sign-up' },
            'The trial form sends only your work email address, and the address of this website, to our sign-up service, which creates your trial workspace. Its reply includes a sign-in token that your browser keeps in local storage (under the name `trialUserToken`) so the thank-you page can take you into your workspace. The thank-you page keeps any campaign tags (`utm_source` and the like) that were in the address.',
            { subheading: 'Contact, demo, download and waitlist forms' },
            'These forms send the fields you fill in (name, work email, company, job title, and where asked your phone number and message), the file you asked for on a download form, the name of the form and your campaign source (the `utm_source` tag of the page address, or “direct”) to our lead system, a secure spreadsheet our sales and partner teams work from. We use it to reply to you and, unless you opt out, to send you occasional hiring resources.',
            {
              note: 'The check that an email address is a business address runs in your browser, against a list of free and disposable email domains that is part of this website. Nothing is sent until you press the form’s button.',
            },
          ],
        },
        {
          heading: 'Free tools',
          blocks: [
            'The calculators, converters, generators and text tools on this website work in your browser:',
            {
              list: [
                'What you type is processed on your device. Documents you download, such as a PDF or Word file, are made on your device too.',
                'Some calculators put their inputs in the page address so that a copied link shows the same result. If analytics is on, that address is part of the page view described above.',
                'Document generators and text tools keep a draft of what you typed in your browser’s local storage on this device, so a reload or a closed tab loses nothing. The draft never leaves your device. Emptying the text box or pressing “Reset to sample” deletes it, and so does your browser’s “clear site data” setting.',
              ],
            },
          ],
        },
        {
          heading: 'AI features in the free tools',
          blocks: [
            'Some free tools offer to draft or improve text with AI. These features are available only when an AI service has been set up for the website, and they act only when you ask:',
            {
              list: [
                'When you press an AI button, the tool sends the text and choices needed for that request, and nothing else, to our AI provider, and shows you the answer.',
                'We do not store the request or the answer. Our provider processes them only to return the answer, under a contract that forbids it from training models on them; it may keep them for up to 30 days to detect abuse.',
                'When no AI service is available, the tools use their built-in features on your device instead, and nothing is sent.',
              ],
            },
            'Avoid putting sensitive personal information, such as health details, into a request to an AI feature.',
          ],
        },
        {
          heading: 'The hiring platform',
          blocks: [
            { subheading: 'From customers' },
            {
              list: [
                '**Account details:** name, work email, company, job title, password (stored only as a secure hash) or single sign-on identity.',
                '**Billing details:** billing contact and address. Card payments are handled by our payment provider; we never see or store full card numbers.',
                '**What you create:** roles, assessments, interview questions, rubrics, comments, ratings and hiring decisions.',
                '**Usage and device data:** IP address, browser, pages and features used, and error logs, including through the platform’s essential cookies.',
              ],
            },
            { subheading: 'About candidates' },
            {
              list: [
                '**Details the employer shares or you give:** name, email address, the role applied for and, where the employer asks, a resume or profile link.',
                '**Your answers:** responses to job simulations, recordings and transcripts of one-way video interviews, and interview times you book.',
                '**Results:** scores, the reasoning behind them, skills reports and reviewers’ comments.',
                '**Adjustments:** any accommodation you ask for, shared only with the people arranging it.',
              ],
            },
            'We do not analyze facial expressions, tone of voice or emotion in video interviews, and we do not ask candidates for sensitive information such as health, religion or ethnicity. Where an employer runs an optional demographic survey to check its process for fairness, answers are kept apart from scoring and reported only in aggregate.',
          ],
        },
        {
          heading: 'AI in assessments and interviews',
          blocks: [
            `${assess} uses AI to grade each answer against a rubric written for the skill being tested, and shows the reasoning for every score. ${interview} can transcribe answers and summarize them against the employer’s questions. These outputs help people decide; a person at the employer makes every hiring decision and can review or override any score.`,
            'If you are a candidate and want a person to review your result, ask the employer you applied to, or write to us and we will pass your request on. We monitor scoring for differences between groups of candidates, and customer content is never used to train AI models that serve other customers.',
          ],
        },
        {
          heading: 'If you apply to work at Quotient',
          blocks: [
            `When you apply for a role at Quotient, we are the employer and the controller of your application. We use your application, your skills test and your interview results only to consider you for roles at Quotient; the people assessing you do not see the reason for any adjustment you ask for. If you are not hired, we keep your application for 12 months so we can contact you about a similar role, then delete it; ask ${privacyLink} to delete it sooner. [How we hire](/company/hiring/) describes each stage.`,
          ],
        },
        {
          heading: 'Our role: controller or processor',
          blocks: [
            `We are the controller of visitors’ data, form submissions, customers’ account, billing and usage data. For candidates’ data on the platform, the employer is the controller and ${company} acts as its processor under our data processing agreement: the employer decides why and how long candidates’ data is used, and we follow its instructions.`,
          ],
        },
        {
          heading: 'How we use information',
          blocks: [
            {
              list: [
                'To provide the website, its free tools and the platform, and to run the trials, assessments and interviews customers set up.',
                'To answer your questions and requests, and to send the downloads you ask for.',
                'To keep our services secure, prevent abuse and enforce our [terms and conditions](/terms-and-conditions/).',
                'To understand, with analytics when it is on, which pages help people, and to improve the site and platform with aggregated or de-identified information.',
                'To bill customers and send service messages such as security alerts.',
                'To meet legal obligations and respond to lawful requests.',
              ],
            },
            'We send hiring resources and product news by email only to people who gave us their work email and have not opted out; every such email has an unsubscribe link.',
          ],
        },
        {
          heading: 'How we share information',
          blocks: [
            {
              list: [
                '**With employers:** candidates’ answers, recordings, scores and reports go to the employer they applied to, and to the recruitment agency running the process for it, where there is one.',
                '**With service providers:** web hosting, the trial sign-up service, our lead system, email delivery, AI model providers, analytics (when it is on), payment processing and customer support, each under a contract that limits their use of the data.',
                '**For legal reasons:** when required by law, or to protect the rights, safety and property of people or Quotient.',
                '**In a business transfer:** if Quotient is involved in a merger or acquisition, under the protections of this policy.',
              ],
            },
            'We do not sell personal information, and we do not share it for cross-context behavioral advertising.',
          ],
        },
        {
          heading: 'Legal bases for processing (EEA and UK)',
          blocks: [
            {
              list: [
                '**Contract:** to provide the platform to customers and a trial to people who start one.',
                '**Legitimate interests:** to answer enquiries, secure our services, understand how the website is used and market to business users. We balance these interests against your rights, and you can object at any time.',
                '**Consent:** for analytics and testing cookies where the law requires it, and for marketing emails where the law requires it. You can withdraw consent at any time.',
                '**Legal obligation:** for tax, accounting and lawful requests.',
              ],
            },
          ],
        },
        {
          heading: 'How long we keep information',
          blocks: [
            {
              list: [
                'Analytics data: 14 months. Web host logs: up to 30 days.',
                'Form submissions: up to 24 months after our last conversation with you, or sooner if you ask.',
                'Trial workspaces: deleted 30 days after a trial ends without a subscription.',
                'Customer accounts and content: while the account is open, then deleted within 90 days of closure.',
                'Candidates’ data: for as long as the employer sets, 24 months after the candidate’s last activity by default, and deleted when the employer deletes it or closes its account.',
                'Applications to work at Quotient: 12 months after the hiring decision if you are not hired.',
                'Backups: overwritten within 35 days. Billing records: as long as tax and accounting law requires, usually seven years.',
              ],
            },
            'Drafts that free tools keep in your browser stay until you clear them; we cannot see or delete them.',
          ],
        },
        {
          heading: 'Cookies and browser storage',
          blocks: [
            'This website sets no cookies of its own. It uses your browser’s storage as follows:',
            {
              list: [
                '`trialUserToken` (local storage): the sign-in token from a free trial sign-up, so you can enter your workspace.',
                '`firstReferrer` (session storage): the address of the website you came from, deleted when you close the tab.',
                'Tool drafts (local storage, one entry per tool): what you typed into a document generator or text tool, kept only on this device.',
                '`quotient-consent` (local storage): your answer to the cookie banner, so it is not asked again; change it any time from Cookie settings at the foot of every page.',
                '`quotient-vote:` followed by the awards programme and category (local storage): the People’s Choice nominee you voted for, so the page can show it and you vote once.',
                '`quotient-lead-outbox` (local storage): a form you sent while the connection was down (contact, demo, template download, waitlist, award nomination or vote), kept only until it is sent when you are back online or on your next visit, and deleted after 30 days if it never is.',
                '`quotient-lead-outbox-lock` (local storage): a note, held for a few seconds while a saved form is being sent, so two open tabs do not send it twice.',
                '`quotient-trial-email` (session storage): the email typed into the free-trial form, so a reload during sign-up does not empty the field; deleted once you are signed up or when you close the tab.',
                'Google Analytics cookies (`_ga` and `_ga_` followed by an ID): only when analytics is on and you have agreed to it, to count visits.',
                'A testing provider’s cookie: only while we test two versions of a page, and only if you have agreed to A/B testing.',
              ],
            },
            'The platform uses essential cookies to keep you signed in and secure, and remembers your settings. You can delete cookies and site data at any time in your browser.',
          ],
        },
        {
          heading: 'Security',
          blocks: [
            'Data on the platform is encrypted in transit and at rest. Access is limited to staff who need it, protected by single sign-on and multi-factor authentication, and logged. We test our systems regularly, and we will tell affected customers and authorities about a personal data breach as the law requires.',
          ],
        },
        {
          heading: 'International transfers',
          blocks: [
            'We are based in the United States and our main servers are there. When we transfer personal data from the EEA, the UK or Switzerland, we use the European Commission’s Standard Contractual Clauses and the UK addendum, with additional safeguards where needed.',
          ],
        },
        {
          heading: 'Your privacy rights',
          blocks: [
            'Depending on where you live, you may have the right to access, correct, delete or receive a portable copy of your personal data, to object to or restrict its processing, and to withdraw consent.',
            'California residents have the right to know what personal information we collect, use and disclose; to delete and correct it; to opt out of its sale or sharing (we do neither); and not to be discriminated against for using these rights. You can use an authorized agent.',
            `To use any of these rights, email ${privacyLink}. If you are a candidate, the employer you applied to controls your data, so it is usually quickest to ask it directly; if you write to us, we will pass your request on and help it answer. We will confirm your request, may ask you to verify your identity, and will reply within one month (45 days for California requests). If you are in the EEA or UK, you may also complain to your data protection authority.`,
          ],
        },
        {
          heading: 'Children',
          blocks: [
            'This website and the platform are meant for adults at work and for job candidates of working age. They are not directed to anyone under 16, and we do not knowingly collect their personal data; if we learn that we have, we delete it.',
          ],
        },
        {
          heading: 'Changes to this policy',
          blocks: [
            'We will update the effective date above when this policy changes. For material changes we will notify customers’ account owners by email at least 30 days before they apply.',
          ],
        },
        {
          heading: 'Contact us',
          blocks: [
            `Questions, requests or complaints about privacy: ${privacyLink}. For contracts and data processing agreements: ${legalLink}. You can also read our [terms and conditions](/terms-and-conditions/).`,
          ],
        },
      ],
    },
  ],
};
