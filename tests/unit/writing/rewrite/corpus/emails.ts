import type { CorpusParagraph } from './types';

/** Emails to candidates and between colleagues. */
export const EMAILS: readonly CorpusParagraph[] = [
  {
    id: 'email-1',
    kind: 'candidate email',
    text: "Hi Priya, thanks so much for taking the time to speak with us on Tuesday. The whole panel enjoyed the conversation, and we'd like to invite you to a final interview with our CEO. Would Thursday at 2 pm or Friday at 10 am work for you? The meeting will last about 45 minutes and will be held over Zoom.",
  },
  {
    id: 'email-2',
    kind: 'candidate email',
    text: 'Dear Mr. Alvarez, thank you for your interest in the Operations Analyst position. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our current needs. This was a difficult decision, as we received many strong applications. We will keep your resume on file and may contact you about future openings.',
  },
  {
    id: 'email-3',
    kind: 'candidate email',
    text: "Hi team, quick reminder that the quarterly reviews are due next Friday. Please fill in the self-assessment first and then book a 30-minute slot with your manager. If you can't find a time that works, let me know and I'll help you sort it out. The form is in the shared drive under HR, then Reviews.",
  },
  {
    id: 'email-4',
    kind: 'candidate email',
    text: 'We are pleased to offer you the position of Junior Accountant at Harbor Freight Logistics. Your starting salary will be $54,000 per year, paid every two weeks. Your first day will be Monday, March 3, and you will report to Karen Liu in the finance department. Please sign and return the attached offer letter by February 20.',
  },
  {
    id: 'email-5',
    kind: 'candidate email',
    text: "Hello Sam, I'm following up on the application you sent last month for the warehouse supervisor role. We're sorry for the slow reply; our hiring manager was out for two weeks. We'd still love to talk with you. Could you send us two or three times next week when you're free for a short phone call?",
  },
  {
    id: 'email-6',
    kind: 'candidate email',
    text: "Dear candidates, due to the fact that we received over 300 applications, it will take us longer than planned to review them. We expect to contact everyone who has been selected for an interview by the end of the month. If you haven't heard from us by then, please assume that your application was not successful this time.",
  },
  {
    id: 'email-7',
    kind: 'candidate email',
    text: "Hi Marcus, it was great to meet you at the career fair yesterday. As promised, I've attached the job description for the Field Service Technician role. The team is really friendly, and the training program is one of the best in the industry. If you have any questions, just reply to this email or call me at 555-0142.",
  },
  {
    id: 'email-8',
    kind: 'candidate email',
    text: 'Kindly note that all new employees must complete the online safety training within their first five working days. The course takes about two hours and can be paused at any time. Once you finish, a certificate will be sent to your manager automatically. Please contact the training team if you experience any technical problems with the course.',
  },
  {
    id: 'email-9',
    kind: 'candidate email',
    text: "Hey everyone, the office will be closed on Monday for the holiday, so the weekly meeting moves to Tuesday at 9:30. We'll also be ordering lunch for the whole team that day to celebrate hitting our sales target. Please add your order to the spreadsheet by Friday noon. Don't forget to mention any allergies!",
  },
  {
    id: 'email-10',
    kind: 'candidate email',
    text: 'Dear Ms. Okafor, we regret to inform you that the position you applied for has been put on hold due to budget changes. We understand this is disappointing news, especially after the time you invested in our interview process. We would be happy to consider you for similar roles when hiring resumes, and we will contact you if a suitable opening appears.',
  },
  {
    id: 'email-11',
    kind: 'candidate email',
    text: "Hi Jordan, thanks for sending over your references. We've spoken with both of them, and they had great things to say about your work. The next step is a short background check, which usually takes three to five business days. You'll receive an email from our partner, Checkr, with a secure link to start the process.",
  },
  {
    id: 'email-12',
    kind: 'candidate email',
    text: 'Good morning, I am writing to confirm your interview for the Registered Nurse position on Wednesday, June 12, at 11:00 am. Please arrive 15 minutes early and bring a photo ID and a copy of your nursing license. The interview will take place at our main campus, Building C, second floor. Visitor parking is available in Lot 4.',
  },
  {
    id: 'email-13',
    kind: 'candidate email',
    text: "Hi all, we're trying a new way of handling vacation requests starting next month. Instead of emailing your manager, you'll submit requests in the HR portal, and your manager will approve them there. This should make it easier to see who is out and to plan coverage. We'll run a short demo during Thursday's all-hands meeting.",
  },
  {
    id: 'email-14',
    kind: 'candidate email',
    text: 'Please be advised that the deadline for benefits enrollment is Friday, November 15. If you do not make a selection by that date, you will be enrolled in the same plan as last year. Employees who wish to add a spouse or a child must provide proof of the relationship, such as a marriage or birth certificate.',
  },
  {
    id: 'email-15',
    kind: 'candidate email',
    text: "Hi Elena, I just wanted to say thank you for covering the front desk while Tom was away. I know it wasn't part of your usual job, and you handled it really well. Several clients mentioned how helpful you were. I've let your manager know, and I hope we can find a way to recognize the extra effort.",
  },
];
