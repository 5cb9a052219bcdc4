import { blogNameGenerator } from './blog-name-generator';
import { businessNameGenerator } from './business-name-generator';
import { linkedinHeadlineGenerator } from './linkedin-headline-generator';
import { metaTitleDescriptionGenerator } from './meta-title-description-generator';
import { podcastNameGenerator } from './podcast-name-generator';
import { randomWordGenerator } from './random-word-generator';
import { sloganGenerator } from './slogan-generator';
import { teamNameGenerator } from './team-name-generator';
import { titleGenerator } from './title-generator';
import { usernameGenerator } from './username-generator';
import { youtubeNameGenerator } from './youtube-name-generator';
import { youtubeTagGenerator } from './youtube-tag-generator';

/** The name and marketing generators that are built, in catalogue order. */
export const nameGeneratorTools = [
  businessNameGenerator,
  usernameGenerator,
  teamNameGenerator,
  podcastNameGenerator,
  blogNameGenerator,
  youtubeNameGenerator,
  sloganGenerator,
  titleGenerator,
  metaTitleDescriptionGenerator,
  youtubeTagGenerator,
  linkedinHeadlineGenerator,
  randomWordGenerator,
] as const;
