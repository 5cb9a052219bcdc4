import type { CorpusParagraph } from '../types';

/** Held-out workplace policies: never used to tune. */
export const POLICIES: readonly CorpusParagraph[] = [
  {
    id: 'held-policy-1',
    kind: 'policy',
    text: 'Employees who need to be absent because of illness must inform their line manager by telephone no later than one hour after their normal start time on the first day of absence. Text messages and emails are not acceptable except where the employee is unable to speak. The employee should give the reason for the absence and an indication of how long it is likely to last.',
  },
  {
    id: 'held-policy-2',
    kind: 'policy',
    text: 'The company provides mobile phones to employees whose roles require them to be contactable outside the office. Company phones should be used mainly for business purposes, although reasonable personal use is permitted. Employees are responsible for keeping the device secure, including setting a passcode, and must report any loss or theft to the IT service desk immediately.',
  },
  {
    id: 'held-policy-3',
    kind: 'policy',
    text: 'All visitors must sign in at reception on arrival and wear a visitor badge at all times while on site. Visitors must be accompanied by a member of staff in all areas beyond reception. The member of staff hosting the visit is responsible for the visitor’s safety, including explaining the fire evacuation procedure, and must ensure the visitor signs out when they leave.',
  },
  {
    id: 'held-policy-4',
    kind: 'policy',
    text: 'Employees may request to buy up to five additional days of annual leave each year. Requests must be made during the annual benefits window in November, and the cost will be deducted from salary in equal monthly instalments over the following year. Purchased leave must be taken within the leave year and cannot be carried over. Managers may decline requests where business needs require it.',
  },
  {
    id: 'held-policy-5',
    kind: 'policy',
    text: 'The company is committed to providing a workplace free from bullying and harassment. Any employee who believes they have been bullied or harassed should, where possible, raise the matter informally with the person concerned or with their manager. If this is not appropriate or does not resolve the problem, the employee may raise a formal grievance in line with the grievance procedure.',
  },
  {
    id: 'held-policy-6',
    kind: 'policy',
    text: 'Gifts and hospitality offered by suppliers, customers or other third parties must be declared to the compliance team if their value exceeds fifty pounds. Employees must not accept cash or cash equivalents such as gift cards under any circumstances. Where there is doubt about whether a gift is appropriate, the employee should decline it politely and seek advice from their manager.',
  },
  {
    id: 'held-policy-7',
    kind: 'policy',
    text: 'Employees working from home are expected to maintain a safe and suitable workspace. The company will provide a laptop, a monitor and a chair on request, and will reimburse up to one hundred pounds for other equipment with prior approval. Employees must complete the home working self-assessment within their first month and review it each year or whenever they move house.',
  },
  {
    id: 'held-policy-8',
    kind: 'policy',
    text: 'Overtime must be authorised in advance by the employee’s line manager, except in an emergency. Authorised overtime will be paid at one and a half times the normal hourly rate, or double the normal rate on public holidays. Alternatively, the employee and manager may agree that time off in lieu will be given instead, which must be taken within three months.',
  },
  {
    id: 'held-policy-9',
    kind: 'policy',
    text: 'Personal data about customers and employees must only be accessed where it is necessary for the employee’s work. Data must not be downloaded to personal devices, sent to personal email accounts or shared with anyone outside the company without authorisation. Any suspected data breach must be reported to the data protection officer within 24 hours of its discovery.',
  },
  {
    id: 'held-policy-10',
    kind: 'policy',
    text: 'Employees who wish to take on a second job or run their own business alongside their employment must first obtain written consent from HR. Consent will not be unreasonably withheld, but may be refused where the outside work would compete with the company, create a conflict of interest or affect the employee’s ability to perform their duties safely and effectively.',
  },
  {
    id: 'held-policy-11',
    kind: 'policy',
    text: 'Smoking and the use of electronic cigarettes are not permitted anywhere inside company buildings or vehicles. A designated smoking area is provided at the rear of the main car park. Employees who smoke must do so only during their agreed breaks and must not leave customers or colleagues unattended to do so. Cigarette ends must be disposed of in the bins provided.',
  },
  {
    id: 'held-policy-12',
    kind: 'policy',
    text: 'Employees with at least one year of service may apply for a career break of between three and twelve months. A career break is unpaid, and the employee’s contract continues during this period. The company will make every effort to return the employee to the same role, but where this is not possible, a suitable alternative role on the same terms will be offered.',
  },
  {
    id: 'held-policy-13',
    kind: 'policy',
    text: 'Company vehicles may only be driven by employees who hold a full, valid driving licence and have been approved by the fleet manager. Drivers must check the vehicle before each journey, report any faults immediately and never use a handheld phone while driving. Any fines incurred for parking or speeding offences are the personal responsibility of the driver.',
  },
  {
    id: 'held-policy-14',
    kind: 'policy',
    text: 'All employees are required to complete mandatory training in health and safety, data protection and equality within their first four weeks of employment, and to refresh it every two years. Training is delivered online and can be completed during working hours. Managers will receive a monthly report of outstanding training and are expected to follow up with their teams.',
  },
  {
    id: 'held-policy-15',
    kind: 'policy',
    text: 'Where an employee is suspected of misconduct, the company will carry out an investigation before any disciplinary hearing is held. The employee will be informed of the allegations in writing and given at least five working days’ notice of the hearing. They have the right to be accompanied at the hearing by a colleague or a trade union representative of their choice.',
  },
];
