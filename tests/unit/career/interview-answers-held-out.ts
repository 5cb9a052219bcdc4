import type { LabelledAnswer } from './interview-answers';

/**
 * A held-out set of typed interview answers, labelled by hand with the same rules as
 * interview-answers.ts (s situation, t task, a first-person action, r result of those actions,
 * m a result with a number; dates and years of experience are not measurable results). Written
 * from how candidates in many trades answer "tell me about a time…", before it was run through the
 * detector, and never used to change the detector: it measures how the rules carry to answers they
 * were not written against.
 */
const answer = (labels: string, text: string): LabelledAnswer => ({
  text,
  s: labels.includes('S'),
  t: labels.includes('T'),
  a: labels.includes('A'),
  r: labels.includes('R'),
  m: labels.includes('M'),
});

export const HELD_OUT_ANSWERS: readonly LabelledAnswer[] = [
  // Complete answers, many trades.
  answer(
    'STARM',
    'I teach year 9 maths, and two years ago a third of my class was failing the end-of-unit tests. My head of department asked me to bring the pass rate up before the mock exams. I started a ten-minute recap at the start of every lesson, I set weekly low-stakes quizzes and I ran a lunchtime club for the students who were furthest behind. By the mocks 26 of my 30 students passed.',
  ),
  answer(
    'STARM',
    'At the restaurant where I was sous chef, food waste was eating into our margins. The owner wanted me to get waste down without changing the menu. I started weighing everything we threw away each night, I cut the prep quantities for the slow dishes and I turned trimmings into a staff meal and a soup special. Our food cost dropped from 34 percent to 29 percent in two months.',
  ),
  answer(
    'STARM',
    'While I was working as a site engineer on a school extension, the steel delivery was going to be three weeks late. I was responsible for keeping the programme on track. I resequenced the work so the groundworks and drainage went first, and I negotiated a partial delivery with the supplier. We handed the building over only four days behind the original date.',
  ),
  answer(
    'STARM',
    'In my previous job as a customer success manager, one of our largest accounts had stopped logging in. My goal was to save the renewal. I booked a visit, I sat with their team for a day to see how they actually worked and I rebuilt their setup around three reports they needed. Usage went back up to 40 active users and they renewed for three years.',
  ),
  answer(
    'STARM',
    'When I joined the clinic as practice manager, patients were waiting up to 50 minutes past their appointment time. I needed to fix the schedule without hiring anyone. I looked at a month of appointment data, I split the long procedures into their own morning block and I added two buffer slots each afternoon. Average waiting time fell to about 12 minutes.',
  ),
  answer(
    'STARM',
    'Last year our mobile app had a crash rate that was putting off new users. As the lead Android developer, it was my job to bring it down before the spring campaign. I added crash reporting, I went through the top twenty crashes one by one and I wrote tests for the payment screens. Crash-free sessions went from 96.1 percent to 99.6 percent.',
  ),
  answer(
    'STARM',
    'At my last company the sales team was spending most of Monday building their pipeline report by hand. I was asked to automate it. I wrote a script that pulled the data from the CRM, I built a one-page report in Google Sheets and I showed each manager how to filter it. It saved each of the eight managers around three hours a week.',
  ),
  answer(
    'STARM',
    'During the pandemic our small bakery lost almost all of its café trade overnight. I had to find another way to keep the business going. I set up an online order form, I organised a delivery round in our neighbourhood and I posted every morning on Instagram. Within six weeks deliveries were bringing in 70 percent of our old weekly takings.',
  ),
  answer(
    'STARM',
    'In my role as a warehouse supervisor, picking errors were causing a lot of customer returns. My manager wanted them halved by the end of the quarter. I reorganised the shelves so similar items were no longer side by side, I introduced a scan check at packing and I retrained the night shift myself. Errors went down from 1.8 percent of orders to 0.6 percent.',
  ),
  answer(
    'STARM',
    'As a volunteer coordinator for a food bank, I noticed that half our new volunteers never came back after their first shift. I was responsible for recruiting and keeping volunteers. I created a short welcome talk, I paired every newcomer with a regular and I sent a thank-you text the day after their first shift. The share who came back for a second shift rose from 48 percent to 81 percent.',
  ),
  answer(
    'STARM',
    'Three years ago I was an accounts payable clerk and we were paying a lot of invoices late. The finance manager asked me to sort out the process. I set up a shared inbox for invoices, I chased approvers every Tuesday and I flagged anything within five days of its due date. Late payments went from around 25 a month to two or three, and we started getting early payment discounts.',
  ),
  answer(
    'STARM',
    'At a previous employer, a logistics company, the graduate scheme got very few applications from outside the big cities. My brief was to widen the pool. I contacted careers services at twelve regional universities, I ran online information evenings and I removed the requirement for a driving licence. Applications went up from 300 to 1,100 the following year.',
  ),
  // Complete answers told in another order or style.
  answer(
    'SARM',
    'We cut our month-end reporting from ten days to four, and I led that work. The problem was that every department sent its numbers in a different template. I designed one template, I agreed the deadlines with each department head and I built checks into the spreadsheet so errors were caught on arrival.',
  ),
  answer(
    'STARM',
    'The short version: I turned around a failing night shift. The longer version is that when I took over the night shift at the distribution centre, it was missing its targets almost every night. The site manager expected me to get it to target within three months. I moved the breaks so the line never stopped, I trained three new team leaders and I put the nightly numbers on a board by the canteen. By week ten we were hitting target 95 percent of nights.',
  ),
  answer(
    'STAR',
    'Situation: our release process relied on one person who knew all the steps. Task: I was asked to make releases possible for anyone on the team. Action: I wrote a runbook, I automated the build and deployment steps and I ran the next two releases with a different colleague each time. Result: any engineer on the team can now release, and we no longer wait for one person to come back from holiday.',
  ),
  answer(
    'STARM',
    'Situation - I was a receptionist at a busy vet practice and clients kept missing appointments. Task - the practice manager asked me to reduce no-shows. Action - I set up text reminders the day before, and I called clients who had missed two appointments to rebook them. Result - no-shows dropped by about half, from 40 a month to around 20.',
  ),
  answer(
    'SAR',
    'I got a frustrated customer to become one of our biggest fans. He had been passed between four departments about a broken boiler in the middle of winter. I took his case myself, I got an engineer booked for the next morning and I called him that evening to check the heating was working. He wrote to our managing director to thank me by name.',
  ),
  // Partial answers: parts missing.
  answer(
    'A',
    'I rewrote the onboarding checklist, I recorded a few short videos for the most common questions and I sent them to every new starter before their first day.',
  ),
  answer(
    'S',
    'At my last job the stockroom was completely disorganised. Nobody knew where anything was and orders were always going out late. The owner was getting a lot of complaints.',
  ),
  answer(
    'ST',
    'When I started as an office manager, the company had outgrown its office and people were working in the kitchen. My job was to find a new space within budget and move everyone without losing a working day.',
  ),
  answer(
    'TA',
    'I was asked to organise the company conference for 200 people. I found a venue, I put together a budget and I worked with the speakers on their slots.',
  ),
  answer(
    'SA',
    'A member of my team was coming in late almost every day. I spoke with her privately, asked if anything was going on at home and agreed a later start time with her for a few weeks.',
  ),
  answer(
    'AR',
    'I built a simple tracker in Excel for our team’s holiday requests and I shared it with everyone. It took the guesswork out of planning and people stopped double-booking the same weeks.',
  ),
  answer(
    'ARM',
    'I redesigned our invoice template and I added the payment link to the top of the page. Average time to payment went from 38 days to 21 days.',
  ),
  answer(
    'SAR',
    'Our biggest customer sent back a full container because the labels were wrong. I drove to their depot that afternoon, I relabelled the pallets with two of our warehouse staff and I rebooked the delivery. They kept their order with us.',
  ),
  answer(
    'STA',
    'Last summer two of our three pharmacists left within the same month. I was asked to keep the pharmacy open on its normal hours. I called in locums from an agency, I moved my own days around and I asked the remaining pharmacist which shifts she could cover.',
  ),
  answer('T', 'My responsibility was to get the new starter pack ready before the summer intake.'),
  answer(
    'S',
    'In my second year at the firm we lost our biggest client to a competitor, and the whole office was worried about redundancies.',
  ),
  // Team "we" only: nothing the candidate did.
  answer(
    'SRM',
    'Our store had the worst shrinkage figures in the area. We changed the layout, we moved the high-value items behind the counter and we added a greeter at the door. Shrinkage went down by 30 percent that year.',
  ),
  answer(
    'STR',
    'Last year our IT team had to move the whole company to a new email system. We needed to do it without anyone losing mail. We migrated the mailboxes over a weekend and we tested each one. On Monday everybody could log in and nothing was lost.',
  ),
  answer(
    'S',
    'Our department was going through a big restructure. We held a lot of meetings, we discussed the options and we talked to the people affected.',
  ),
  answer(
    'ST',
    'The marketing team needed to launch a new website before the trade show. We worked late, we divided the pages between us and we reviewed each other’s copy.',
  ),
  // Results without a number.
  answer(
    'STAR',
    'When I was a junior designer, the sales team kept using old versions of our brochures. My manager asked me to stop outdated material going to customers. I moved every brochure into one shared folder, I archived the old ones and I sent a short guide to the sales team. After that the old versions stopped turning up in customer meetings.',
  ),
  answer(
    'SAR',
    'A new colleague on the ward was nervous about night shifts. I invited her to shadow me for two nights, I talked her through how I handle the handover and I gave her my number for anything she was unsure about. She settled in well and now she mentors new nurses herself.',
  ),
  answer(
    'STAR',
    'In my previous role the engineering team and the support team blamed each other for every outage. I was asked to improve how the two teams worked together. I set up a shared incident channel, I started a short joint review after each incident and I invited support to sprint demos. The finger-pointing stopped and the teams now fix incidents together.',
  ),
  answer(
    'SAR',
    'Our school’s parents evening was always chaotic, with long queues for some teachers. I designed an online booking sheet and I sent it out to parents a week early. The evening ran smoothly and parents told us it was the best one they had been to.',
  ),
  // Numbers that are not results.
  answer(
    'S',
    'I have worked in hospitality for 12 years, the last 4 of them as a general manager of a 90-cover restaurant. I am used to managing a team of 25 staff and a weekly budget.',
  ),
  answer(
    'S',
    'In 2017 I moved to Toronto and started as a bank teller, and 2 years later I became an assistant branch manager. It was a big step for me.',
  ),
  answer(
    'SA',
    'Back in 2020, at a company of about 150 people, our holiday policy was unclear. I wrote a new policy and I presented it to the leadership team in March.',
  ),
  answer(
    'S',
    'I usually handle around 60 tickets a day. I sort them by urgency first, I answer the quick ones straight away and I block out two hours in the afternoon for the complex ones.',
  ),
  // Rambling answers.
  answer(
    'SAR',
    'Right, so, this was when I was working at the garden centre, I think about three years back, and we had this problem where the plants in the back section kept dying because, well, nobody really owned watering them, it was kind of everyone’s job and so no one did it. So I just, I made a rota, I stuck it up in the staff room and I kind of reminded people every morning. And yeah, the plants were a lot healthier after that and the manager was pleased.',
  ),
  answer(
    'S',
    'Hmm, let me think. So there was this one time, it was a really busy period, Christmas I think, and we had a lot going on, the tills were acting up, a couple of people were off sick, and my manager was, like, not around much. It was stressful for everyone, honestly, and customers were getting annoyed with the queues, it was one of those weeks.',
  ),
  answer(
    '-',
    'I think my biggest strength is that I am a people person. I get on with everyone, I like helping out, and I am always the one who remembers birthdays in the office. I also think I am very hard-working and I do not give up easily.',
  ),
  answer(
    'SARM',
    'OK so, um, at my old job at a call centre, basically the script we had was really long and customers would hang up, like, halfway through, it was a bit of a nightmare. I kind of went through it and I cut out all the bits that nobody needed, and I, you know, tested it on my own calls first. And after that the hang-ups went down a lot, I think something like 20 percent fewer in the first month.',
  ),
  // Short answers that still have all the parts.
  answer(
    'SARM',
    'Our invoices were going out a week late each month. I moved invoicing to the first working day and I automated the reminders. Cash collected in the first 30 days rose by 18 percent.',
  ),
  answer(
    'STARM',
    'As a bartender on a busy Saturday, our card machine broke down at 9 pm. I had to keep the bar serving. I set up a tab system on paper and I took card details for later. We lost no sales that night and took £4,200.',
  ),
  answer(
    'STARM',
    'Last winter our help desk had a backlog of 400 tickets. I was given two weeks to clear it. I closed the duplicates, I wrote fixes for the five most common problems and I worked through the rest by priority. The backlog was under 50 by the end of the second week.',
  ),
  // First person throughout, with a team around them.
  answer(
    'STARM',
    'When I was a project coordinator, our office relocation was three weeks behind because the furniture supplier kept missing dates. I was responsible for the move plan. I split the move into two phases, I found a second supplier for the desks and I kept a daily call with the facilities team. Everyone was working in the new office one week before the old lease ended, and we avoided £15,000 in extra rent.',
  ),
  answer(
    'SAR',
    'My team and I were struggling with a client who changed their mind on every design. I suggested that we agree a sign-off at each stage, and I wrote a short brief template they filled in before we started. The next project went through with far fewer changes.',
  ),
  answer(
    'STAR',
    'In my first month as a shift lead at a coffee shop, the morning rush was creating long queues out the door. My manager wanted me to speed up service. I put one person on the till only, I moved the milk and cups next to the machine and I pre-ground beans before opening. The queue stopped reaching the door, even on Monday mornings.',
  ),
  answer(
    'STARM',
    'At my previous company, our Glassdoor rating had fallen below three stars and candidates were mentioning it in interviews. The head of people asked me to find out what was behind it and respond. I read every review from the last two years, I grouped the complaints into themes and I presented three changes to leadership, including clearer promotion criteria. A year later our rating was up to 3.9.',
  ),
  answer(
    'SA',
    'While I was studying, I worked part-time at a library and the children’s section was rarely used. I started a Saturday story hour and I made posters for the local primary schools.',
  ),
  answer(
    'TARM',
    'I was tasked with reducing our courier spend. I compared quotes from four couriers, I moved our small parcels to the cheapest reliable one and I stopped next-day delivery as the default. We saved £2,300 a month.',
  ),
  answer(
    'STARM',
    'When our company switched to a new HR system, managers were still sending absence records by email. I needed to get all 70 managers using the system within a month. I ran six 20-minute demos, I wrote a one-page guide and I replied to every emailed absence with a link to the form. By the end of the month 66 of the 70 managers were recording absences in the system.',
  ),
  answer(
    'SAR',
    'A patient’s family was upset because they had not been told about a change in his care plan. I sat down with them in a quiet room, I explained the changes and the reasons, and I arranged a meeting with the consultant for the next day. They left reassured and thanked me at the end of his stay.',
  ),
  answer(
    'S',
    'There was a period at my last job where the company changed its strategy three times in one year, and it was very hard to plan anything.',
  ),
  answer(
    'STAR',
    'During my placement at an engineering firm, the test rig kept giving inconsistent readings. I was asked to find the cause. I checked each sensor against a calibrated reference and I found one that drifted as it warmed up. After I replaced it the readings were consistent and the team could trust the test results again.',
  ),
  answer(
    'ARM',
    'I set up a referral scheme with a £500 bonus and I promoted it at every team meeting. It brought in 11 hires in its first year.',
  ),
  answer(
    'SARM',
    'Our online shop had a lot of abandoned baskets at the delivery step. I tested showing the delivery cost on the product page and I added a free delivery threshold. Completed orders went up 12 percent over the next month.',
  ),
  answer(
    'STR',
    'During the merger our two finance teams had to agree one chart of accounts. The goal was a single set of accounts by year end. We mapped every account together in workshops. The first combined year-end closed on time.',
  ),
  answer(
    'SA',
    'When I was a new manager, I found that I was doing too much of the work myself. I started delegating the weekly report and I gave each person on my team one area to own.',
  ),
  answer(
    'STARM',
    'In my current job as an electrician, a client’s kitchen refit was about to overrun because the old wiring was not safe. I had to rewire the kitchen without pushing back the fitters. I worked two evenings, I ordered the parts the same day and I kept the client updated with photos. The kitchen was finished on schedule and the extra work came in £300 under my quote.',
  ),
  answer(
    'TA',
    'The aim was to get the new policy read and signed by everyone before April. I emailed it out with a short summary and I followed up with each team lead personally.',
  ),
  answer(
    'SARM',
    'I noticed our interview feedback was taking up to a week to come back from hiring managers. I added a feedback form to the calendar invite and I sent a reminder an hour after each interview. Feedback now comes back within 24 hours for nine interviews out of ten.',
  ),
  answer(
    'STARM',
    'While I was a teaching assistant, one student with dyslexia was refusing to read aloud in class. The class teacher asked me to help build his confidence. I found books at his reading level about football, which he loved, and I read with him for ten minutes every day. By the end of term his reading age had gone up by 14 months and he volunteered to read in assembly.',
  ),
  answer(
    '-',
    'I always double-check my work before I send it. I keep a checklist for every report and I ask a colleague to look over anything that goes to a client.',
  ),
];
