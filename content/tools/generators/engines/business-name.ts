import { businessNameEngine } from '@/lib/generators/engines/business-name';
import { BUSINESS_NAME_WORDS } from '../words/business-name';

export default businessNameEngine(BUSINESS_NAME_WORDS);
