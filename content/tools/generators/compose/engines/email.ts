import { emailEngine } from '@/lib/generators/compose/email/engine';
import { EMAIL_WORDS } from '../words/email';

export default emailEngine(EMAIL_WORDS);
