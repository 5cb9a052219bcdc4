import { emailEngine } from '@/lib/compose/email/engine';
import { EMAIL_WORDS } from '../words/email';

export default emailEngine(EMAIL_WORDS);
