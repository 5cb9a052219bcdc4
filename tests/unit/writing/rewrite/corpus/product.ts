import type { CorpusParagraph } from './types';

/** Product pages, release notes and help articles. */
export const PRODUCT: readonly CorpusParagraph[] = [
  {
    id: 'product-1',
    kind: 'product',
    text: 'Our scheduling app makes it easy to plan shifts for teams of any size. Managers can build a schedule in minutes, and employees get a notification on their phone as soon as it is published. If someone needs to swap a shift, they can request it in the app, and the manager approves it with one tap. No more group texts or paper schedules.',
  },
  {
    id: 'product-2',
    kind: 'product',
    text: "With version 4.2, you can now export reports as PDF or Excel files. We've also improved the search bar, so it finds candidates by skill, location or previous employer. Loading times on large pipelines are up to 40 percent faster. If you notice anything that doesn't work as expected, use the feedback button in the lower right corner.",
  },
  {
    id: 'product-3',
    kind: 'product',
    text: 'This ergonomic office chair is designed for people who sit for long hours. The seat height, armrests and lumbar support can all be adjusted, and the breathable mesh back keeps you cool. It supports up to 300 pounds and comes with a 10-year warranty. Assembly takes about 20 minutes, and all the tools you need are included in the box.',
  },
  {
    id: 'product-4',
    kind: 'product',
    text: 'To reset your password, click Forgot password on the sign-in page and enter the email address linked to your account. You will receive an email with a reset link within a few minutes. The link expires after one hour. If you do not see the email, check your spam folder or contact support at help@example.com.',
  },
  {
    id: 'product-5',
    kind: 'product',
    text: "Our payroll software handles taxes, direct deposits and year-end forms for you. It's built for small businesses with fewer than 100 employees, and it connects to the accounting tools you already use. Plans start at $39 per month plus $6 per employee. You can try every feature free for 30 days, and you don't need a credit card to start.",
  },
  {
    id: 'product-6',
    kind: 'product',
    text: 'The new dashboard gives you a clear view of your hiring pipeline. At a glance, you can see how many candidates are at each stage, how long each stage takes, and where people drop out. You can filter the data by job, department or recruiter, and you can share a read-only link with managers who do not have an account.',
  },
  {
    id: 'product-7',
    kind: 'product',
    text: "Keep your team's knowledge in one place. Our wiki lets you write pages, attach files and link related topics, so new hires can find answers without asking the same questions again and again. Pages can be edited by anyone on the team, and every change is saved, so you can always go back to an earlier version.",
  },
  {
    id: 'product-8',
    kind: 'product',
    text: 'These noise-canceling headphones block out background noise, so you can focus in a busy office or on a long flight. The battery lasts up to 30 hours on a single charge, and a quick 10-minute charge gives you five more hours. The built-in microphone picks up your voice clearly on calls, even when the room is loud.',
  },
  {
    id: 'product-9',
    kind: 'product',
    text: 'Video interviews work in any modern browser; candidates do not need to download anything. Interviewers can share their screen, take private notes and rate answers during the call. Recordings are stored for 90 days and then deleted automatically. For security reasons, only members of the hiring team can watch a recording.',
  },
  {
    id: 'product-10',
    kind: 'product',
    text: "We're sorry, but the feature you're looking for has moved. Time-off requests are now under the Calendar tab instead of the Profile page. You can still see your balance at the top of the page, and your old requests have been copied over. If something looks wrong, please let us know and we'll fix it as quickly as possible.",
  },
  {
    id: 'product-11',
    kind: 'product',
    text: 'This standing desk moves from sitting to standing height in about 15 seconds. It has two quiet motors, four memory presets and a solid steel frame that does not wobble at full height. The desktop is made from recycled wood and is available in three sizes. Free delivery is included for orders within the continental United States.',
  },
  {
    id: 'product-12',
    kind: 'product',
    text: 'Our applicant tracking system helps you post jobs to more than 20 job boards with a single click. Applications arrive in one inbox, where you can sort, rate and comment on them with your team. Automatic emails keep candidates informed at every stage. The system also creates reports that show which job boards bring you the best hires.',
  },
  {
    id: 'product-13',
    kind: 'product',
    text: 'Before you start, make sure your device is connected to Wi-Fi and has at least 2 GB of free space. Open the Settings app, tap General, then tap Software Update. If an update is available, tap Download and Install. The process can take up to an hour, and your device will restart once or twice during the update.',
  },
  {
    id: 'product-14',
    kind: 'product',
    text: "Meet Pocket, the expense app that does the boring parts for you. Snap a photo of a receipt, and Pocket reads the amount, date and vendor automatically. It's smart enough to sort expenses into categories and flag anything that breaks your company's rules. Your finance team gets clean reports, and you get paid back faster.",
  },
  {
    id: 'product-15',
    kind: 'product',
    text: 'The training portal offers more than 300 short courses on topics like leadership, customer service and workplace safety. Each course takes between 10 and 30 minutes and ends with a short quiz. Managers can assign courses to their team and track progress in real time. Certificates are issued automatically when an employee passes the final quiz.',
  },
];
