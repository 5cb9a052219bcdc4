/** Texts shared by the writing tools' unit tests (and the browser tests). */

// 35 words, 4 sentences, 2 paragraphs, all ASCII (so every character is one byte).
export const SAMPLE =
  "Hiring well is hard. Our team reviews every application within five business days, and we don't ghost anyone. Well-known companies often take weeks!\n\nCandidates can ask questions at any time: email jobs@example.com or visit https://example.com/careers.";

export const SOURCE =
  'Our recruiting team reviews every application within five business days. Candidates who meet the minimum requirements are invited to complete a short skills assessment online. The assessment takes about forty minutes and focuses on the tasks the role performs every day. After the assessment, shortlisted candidates meet the hiring manager for a structured interview. We make offers within two weeks of the final interview and share salary ranges in every job posting.';
// The same content with the sentences reordered and a few words changed.
export const PARAPHRASE =
  'We share salary ranges in every job posting and make offers within two weeks of the final interview. Shortlisted candidates then meet the hiring manager for a structured interview after the assessment. Candidates who meet the minimum requirements are asked to complete a brief skills assessment online, which takes roughly forty minutes and focuses on the tasks the role performs daily. Every application is reviewed by our recruiting team within five business days.';
export const UNRELATED =
  'The quarterly budget review showed higher marketing costs than planned. Finance recommends delaying the office renovation until spring and renegotiating the cloud hosting contract. Sales grew in the northern region, while returns fell after the new packaging launched.';

// Written to show the traits: even sentences, transition openers, stock phrases, dashes.
export const GENERATED_STYLE =
  "I hope this email finds you well. I am excited to apply for the Talent Acquisition Partner role at your company. My experience aligns perfectly with the needs of your growing team. Additionally, I have a proven track record of building diverse and inclusive pipelines. Furthermore, I thrive in a fast-paced environment where priorities change quickly — and I adapt. Moreover, I have used data to streamline every stage of the hiring process. In today's fast-paced world, it is important to note that great hiring plays a pivotal role. My meticulous approach to candidate care is a testament to my unwavering commitment. Additionally, I delve into the intricate needs of every hiring manager I support. Furthermore, I navigate the complexities of global hiring with care — and with clear data. Moreover, I foster a rich tapestry of relationships across the business. Overall, I would welcome the chance to make a meaningful impact on your team. Ultimately, I believe my skills would help your team unlock the full potential of its people.";

// A person’s note: mixed sentence lengths, plain words, no stock phrases.
export const PLAIN_STYLE =
  'We hired four people last quarter. Two came from referrals, one answered a post on a local forum, and the last one found us through a conference talk our CTO gave in March, which none of us expected. Referrals work. They also make the team look more and more alike, so we now ask every referrer to suggest someone from outside their usual circle. Did it help? A little. The bigger change was rewriting the job ads: we cut the list of requirements from fourteen bullet points to five, dropped the word rockstar, and put the salary range at the top. Applications went up by a third within a month. Not every change paid off. The take-home test we tried in the spring took candidates six hours on average, which is far too long, so we replaced it with a ninety-minute paired exercise. People seem to prefer it. We still lose good candidates to slow scheduling, and fixing that is next on the list.';
