import { anniversaryEngine } from '@/lib/generators/compose/anniversary/engine';
import { ANNIVERSARY_WORDS } from '../words/anniversary';

export default anniversaryEngine(ANNIVERSARY_WORDS);
