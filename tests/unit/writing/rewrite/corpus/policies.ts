import type { CorpusParagraph } from './types';

/** Policy and handbook sections. */
export const POLICIES: readonly CorpusParagraph[] = [
  {
    id: 'policy-1',
    kind: 'policy',
    text: 'Employees are expected to arrive on time and be ready to work at the start of their shift. An employee who will be late or absent must notify their supervisor at least one hour before the shift begins. Three unreported absences within a 12-month period may result in disciplinary action, up to and including termination.',
  },
  {
    id: 'policy-2',
    kind: 'policy',
    text: 'The company provides laptops and phones to employees who need them to do their jobs. These devices remain company property and must be returned when employment ends. Employees should not install unapproved software, share passwords, or leave devices unattended in public places. Lost or stolen equipment must be reported to the IT help desk within 24 hours.',
  },
  {
    id: 'policy-3',
    kind: 'policy',
    text: 'Full-time employees earn 15 days of paid time off per year, which builds up at a rate of 1.25 days per month. Up to five unused days may be carried over into the next calendar year. Requests for more than three consecutive days should be submitted at least two weeks in advance. Managers will try to approve requests in the order they are received.',
  },
  {
    id: 'policy-4',
    kind: 'policy',
    text: 'We do not tolerate harassment of any kind, whether it comes from a manager, a coworker, a customer or a vendor. Harassment includes unwelcome comments, jokes, gestures or physical contact based on race, sex, religion, age, disability or any other protected characteristic. Anyone who experiences or witnesses harassment should report it to HR or use the anonymous hotline.',
  },
  {
    id: 'policy-5',
    kind: 'policy',
    text: 'Remote work is available for roles that do not require a physical presence in the office. Employees who work remotely must have a reliable internet connection and a quiet place to work. They are expected to be reachable during core hours, from 10 am to 3 pm in their local time zone, and to attend team meetings with their camera on when possible.',
  },
  {
    id: 'policy-6',
    kind: 'policy',
    text: 'Business travel must be approved by a department head before any bookings are made. Employees should choose the most economical option that is reasonable, such as economy airfare and standard hotel rooms. Meals are reimbursed up to $60 per day. Receipts must be submitted within 30 days of returning, or the expenses may not be reimbursed.',
  },
  {
    id: 'policy-7',
    kind: 'policy',
    text: 'All visitors must sign in at the front desk and wear a visitor badge while on site. Visitors must be accompanied by an employee at all times in production areas and must follow the same safety rules as staff, including wearing safety glasses and hearing protection. The host employee is responsible for making sure the visitor signs out before leaving.',
  },
  {
    id: 'policy-8',
    kind: 'policy',
    text: "Employees may use social media in their personal time, but they shouldn't share confidential information about the company, our clients or their coworkers. When you post about the company, make it clear that the views are your own. Please don't respond to negative comments about the company online; send them to the communications team instead.",
  },
  {
    id: 'policy-9',
    kind: 'policy',
    text: 'New parents are eligible for 16 weeks of paid parental leave after the birth or adoption of a child. The leave can be taken all at once or split into two blocks within the first year. Employees must have worked for the company for at least six months to qualify. Health benefits continue as normal during the leave.',
  },
  {
    id: 'policy-10',
    kind: 'policy',
    text: 'Overtime must be approved in advance by your manager. Non-exempt employees are paid one and a half times their regular hourly rate for all hours worked over 40 in a single workweek. Working unapproved overtime is a violation of this policy, but you will still be paid for every hour you work. Time records must be accurate and complete.',
  },
  {
    id: 'policy-11',
    kind: 'policy',
    text: 'Our dress code is business casual from Monday to Thursday and casual on Fridays. Jeans are fine on any day as long as they are clean and in good condition. Employees who meet clients in person should dress in a way that matches the client’s own dress code. Safety footwear is required in the warehouse at all times.',
  },
  {
    id: 'policy-12',
    kind: 'policy',
    text: 'The company reimburses up to $2,000 per year for job-related courses, certifications and conferences. To qualify, the course must be approved by your manager before you enroll, and you must pass with a grade of C or better. If you leave the company within 12 months of receiving the money, you may be asked to repay part of it.',
  },
  {
    id: 'policy-13',
    kind: 'policy',
    text: 'Personal information about applicants and employees is stored securely and only shared with people who need it to do their jobs. We keep application records for two years and employee records for seven years after employment ends. Employees can ask to see the information we hold about them by sending a written request to the HR department.',
  },
  {
    id: 'policy-14',
    kind: 'policy',
    text: 'In the event of a fire alarm, stop work immediately and leave the building by the nearest exit. Do not use the elevators. Go to the assembly point in the north parking lot and wait for your floor warden to take attendance. Do not go back inside until the fire department or building management says it is safe.',
  },
  {
    id: 'policy-15',
    kind: 'policy',
    text: 'Employees who refer a candidate who is hired for a full-time position will receive a $1,000 referral bonus. The bonus is paid in two parts: half after the new hire’s first 30 days and half after 90 days. Referrals must be submitted through the careers portal before the candidate applies. Managers cannot receive a bonus for hiring into their own team.',
  },
];
