/**
 * Job-board titles the O*NET table (public/data/job-titles-2024.json) lacks or keeps only in a
 * longer wording it drops, each mapped to its SOC 2018 occupation as coded in BLS OEWS.
 *
 * Source: written for this project from the SOC 2018 definitions (bls.gov/soc/2018) and, where
 * O*NET lists the title in a longer form, O*NET 27.0 "Alternate Titles" (CC BY 4.0, USDOL/ETA);
 * reviewed by hand, one title per line. Titles whose occupation depends on the employer (customer
 * success, product owner, UX researcher) are left out rather than guessed.
 */
export const COMMON_TITLES: Readonly<Record<string, readonly string[]>> = {
  // Human resources (O*NET: Talent Acquisition Specialist, HR Business Partner, Talent Acquisition Manager)
  '13-1071': [
    'Talent Acquisition Specialist',
    'Talent Acquisition Partner',
    'Talent Acquisition Coordinator',
    'HR Business Partner',
    'People Operations Specialist',
    'People Operations Coordinator',
    'People Partner',
    'Recruiting Specialist',
    'Technical Recruiter',
    'Sourcer',
    'HR Specialist',
    'HR Generalist',
    'HR Coordinator',
  ],
  '11-3121': [
    'Talent Acquisition Manager',
    'Head of Talent Acquisition',
    'People Operations Manager',
    'Head of People',
    'HR Manager',
    'HR Director',
    'VP of Human Resources',
  ],
  '43-4161': ['HR Assistant', 'People Operations Assistant', 'HR Administrator'],
  '13-1141': ['Benefits Specialist', 'Compensation Specialist', 'Total Rewards Analyst'],
  '11-3111': ['Total Rewards Manager', 'Benefits Manager', 'Compensation Manager'],
  '13-1151': ['Learning and Development Specialist', 'L&D Specialist', 'Training Specialist'],
  '11-3131': ['Learning and Development Manager', 'L&D Manager', 'Training Manager'],
  '43-3051': ['Payroll Administrator', 'Payroll Specialist', 'Payroll Coordinator'],
  // Software and data (SOC 15-1252 covers developers of applications and systems software)
  '15-1252': [
    'Full Stack Developer',
    'Full Stack Engineer',
    'Back End Developer',
    'Backend Engineer',
    'Software Engineer',
    'Mobile App Developer',
    'Android Developer',
  ],
  '15-1254': ['Front End Developer', 'Frontend Engineer', 'Full Stack Web Developer', 'WordPress Developer'],
  '15-1255': ['UI Designer', 'UX Designer', 'UI/UX Designer', 'Web Designer'],
  '15-1253': ['QA Engineer', 'QA Tester', 'Test Automation Engineer', 'Software Tester'],
  '15-1299': ['Machine Learning Engineer'],
  '15-2051': ['Data Analyst', 'Data Engineer'],
  '15-1232': ['IT Support Specialist', 'Help Desk Technician', 'Desktop Support Technician', 'IT Technician'],
  '15-1244': ['System Administrator', 'Sysadmin', 'IT Administrator'],
  '15-1212': ['Cybersecurity Analyst', 'Cyber Security Analyst', 'Information Security Analyst'],
  '11-3021': ['IT Manager', 'IT Director'],
  // Business, sales and marketing
  '41-3091': [
    'Sales Development Representative',
    'Business Development Representative',
    'SaaS Account Executive',
  ],
  '13-1161': [
    'Social Media Specialist',
    'Digital Marketing Specialist',
    'SEO Specialist',
    'Content Marketing Specialist',
  ],
  '27-3043': ['Content Writer', 'Blog Writer'],
  '25-9031': ['Instructional Designer', 'Curriculum Designer'],
  '13-1082': ['Project Manager', 'IT Project Manager'],
  '11-2021': ['Product Marketing Manager', 'Digital Marketing Manager'],
  // Driving and delivery (O*NET files rideshare drivers under 53-3054 as "Rideshare Cab Driver")
  '53-3054': ['Rideshare Driver', 'Uber Driver', 'Lyft Driver'],
  '53-3033': ['Delivery Driver', 'Amazon Delivery Driver', 'Van Driver'],
  '53-3032': ['CDL Driver', 'CDL Truck Driver', 'OTR Driver'],
  // Trades and service
  '49-9021': ['HVAC Technician', 'HVAC Installer', 'HVAC Service Technician'],
  '53-7062': ['Warehouse Associate', 'Warehouse Worker'],
  '35-3023': ['Crew Member', 'Fast Food Worker'],
  '31-1120': ['Caregiver', 'Home Caregiver', 'Personal Care Aide'],
};
