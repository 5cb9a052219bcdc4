import { linkedinHeadlineEngine } from '@/lib/generators/engines/linkedin-headline';
import { HEADLINE_WORDS } from '../words/linkedin-headline';

export default linkedinHeadlineEngine(HEADLINE_WORDS);
