/** Texts the rewrite and summary tests share. */
export const ARTICLE = `Pay transparency laws now cover a large share of US job postings. Colorado was first, requiring salary ranges in every posting from 2021. California, Washington and New York followed with laws of their own.

For recruiters, pay transparency changes how job postings are written. A posting must show a good-faith salary range, and vague ranges invite complaints. Some employers also list benefits and bonus targets.

The lunch menu at the office changed last week. Candidates say salary ranges in job postings help them decide where to apply. Employers report more applicants when the posting shows pay transparency.`;
