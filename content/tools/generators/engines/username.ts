import { usernameEngine } from '@/lib/generators/engines/username';
import { USERNAME_WORDS } from '../words/username';

export default usernameEngine(USERNAME_WORDS);
