import type { CorpusParagraph } from '../types';

/** Held-out emails to candidates and between colleagues: never used to tune. */
export const EMAILS: readonly CorpusParagraph[] = [
  {
    id: 'held-email-1',
    kind: 'candidate email',
    text: "Hi Tom, thanks for coming in yesterday. Everyone who met you was impressed, and I'm delighted to say we'd like to offer you the role of Junior Designer. I'll send the written offer this afternoon, but I wanted to call you first and couldn't get through. Give me a ring when you have a moment and we can talk through the details.",
  },
  {
    id: 'held-email-2',
    kind: 'candidate email',
    text: 'Dear Ms. Okafor, thank you for applying for the role of Finance Assistant. Unfortunately, we will not be taking your application further on this occasion. We had a very large number of applicants, and the competition was strong. We are unable to give individual feedback at this stage, but we wish you every success in your search and hope you will apply again in future.',
  },
  {
    id: 'held-email-3',
    kind: 'candidate email',
    text: "Hi all, just a heads-up that the office will be closed on Friday for the electrical safety checks. Please work from home that day, and make sure you take your laptop and charger with you on Thursday evening. If you can't work from home for any reason, let me know by Wednesday and I'll find you a desk at the Bristol office.",
  },
  {
    id: 'held-email-4',
    kind: 'candidate email',
    text: 'Hello Maria, I hope you are well. I am writing to confirm your interview for the Customer Service Advisor position on Wednesday, 14 May, at 11 am. The interview will take place at our office on King Street and will last about an hour, including a short written exercise. Please bring photo ID and ask for me at reception when you arrive.',
  },
  {
    id: 'held-email-5',
    kind: 'candidate email',
    text: "Hey Raj, sorry for the slow reply, it's been a crazy week. I had a look at the draft report and it's really good, just a couple of things. Can you move the summary to the front and cut the methods section down a bit? Also the chart on page four is a bit hard to read. Otherwise I think it's ready to go to the client.",
  },
  {
    id: 'held-email-6',
    kind: 'candidate email',
    text: 'Dear team, as many of you know, Helen will be leaving us at the end of the month after nine years with the company. Helen has been at the heart of our finance team, and she will be greatly missed. We will be holding a small leaving do in the meeting room on Friday the 28th at 4 pm. Please come along to say goodbye.',
  },
  {
    id: 'held-email-7',
    kind: 'candidate email',
    text: "Hi Jess, I'm reaching out because your profile caught my eye. We're hiring a Product Manager for our payments team, and your experience at Monzo looks like a great fit. The role is hybrid, with two days a week in our London office. Would you be open to a quick 20-minute chat this week? No pressure at all if the timing isn't right.",
  },
  {
    id: 'held-email-8',
    kind: 'candidate email',
    text: 'Dear Mr. Chen, further to our telephone conversation this morning, I am pleased to confirm that your start date has been moved to Monday, 2 June, as you requested. All other terms of your offer remain the same. Your manager, Laura, will meet you at reception at 9 am. Please let me know if there is anything else we can do to help you prepare.',
  },
  {
    id: 'held-email-9',
    kind: 'candidate email',
    text: "Hi everyone, quick update on the new expenses system. From next month, all claims need to go through the app rather than the paper form. You'll need to photograph your receipts and submit them within 30 days. There's a short video guide on the intranet, and I'm running two drop-in sessions next week if you'd like someone to walk you through it.",
  },
  {
    id: 'held-email-10',
    kind: 'candidate email',
    text: 'Dear applicant, thank you for your interest in our graduate scheme. To move on to the next stage, please complete the online assessment using the link below within the next five days. The assessment takes around 45 minutes and includes numerical and verbal reasoning questions. We recommend doing it in a quiet place with a reliable internet connection.',
  },
  {
    id: 'held-email-11',
    kind: 'candidate email',
    text: "Hi Sophie, thanks so much for covering my shifts last week while I was off sick, I really appreciate it. I know it was a busy week with the stock take as well. I owe you one, so let me know if there's a day you'd like me to cover for you before the holidays. Coffee's on me on Monday!",
  },
  {
    id: 'held-email-12',
    kind: 'candidate email',
    text: 'Good afternoon, I am following up on my application for the Project Coordinator role, which I submitted on 3 March. I remain very interested in the position and believe my experience organising large events would be valuable to your team. I would be grateful if you could let me know whether a decision has been made or when I might expect to hear.',
  },
  {
    id: 'held-email-13',
    kind: 'candidate email',
    text: "Hi Marcus, I'm afraid we need to move your second interview. The hiring manager has been called away to a client meeting on Thursday. Would Monday at 10 am or Tuesday at 3 pm work for you instead? Really sorry for the short notice, and thanks for your patience. The format will be the same as we discussed, with a short presentation at the start.",
  },
  {
    id: 'held-email-14',
    kind: 'candidate email',
    text: 'Dear all, please remember that timesheets for this month must be submitted by 5 pm on Wednesday, as payroll is running early because of the bank holiday. Late timesheets will be paid next month. If you have any overtime to claim, make sure it has been approved by your line manager before you submit. Thank you for your help with this.',
  },
  {
    id: 'held-email-15',
    kind: 'candidate email',
    text: "Hi Priya, welcome to the team! We're so glad you're joining us. Your first day is Monday, and you'll spend the morning with IT getting set up, then lunch with the team. I've attached a short plan for your first two weeks. Don't worry about learning everything at once; nobody expects that. Just ask if anything is unclear.",
  },
];
