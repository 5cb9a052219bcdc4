import { teamNameEngine } from '@/lib/generators/engines/team-name';
import { TEAM_NAME_WORDS } from '../words/team-name';

export default teamNameEngine(TEAM_NAME_WORDS);
