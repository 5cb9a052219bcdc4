import type { SynonymTable } from '@/lib/writing/rewrite/words';

/**
 * The curated synonym groups the paraphraser swaps within, by part of speech. Each line is one group
 * of words that can replace each other in most business writing, plainest first. Marks:
 * `+` a formal word (preferred by the formal mode, avoided by the simple one), `=` a word that is
 * offered as a replacement but never replaced itself (too many meanings to swap safely), `_` a space.
 * Words with many senses ("get", "make", "way") are left out on purpose: a wrong swap is worse than
 * none.
 */
const verbs = `help assist+ aid
show demonstrate+
use utilize+ employ+
buy purchase+
start begin commence+
finish complete conclude+
try attempt+
need require+
choose pick select+
=check confirm verify+
improve boost enhance+
increase raise
reduce cut lower
hire recruit
plan arrange
allow enable permit+
suggest propose recommend+
discuss talk_about
ensure+ =make_sure
receive+ =get
gather collect
change alter+ modify+
review assess+ evaluate+
train coach
create build
describe outline
mention note
stop cease+
seem appear
happen occur+
remove eliminate+
talk speak
limit restrict+
protect safeguard+
decide determine+
manage oversee+ handle
keep_up maintain+
answer respond_to
fix resolve+
repair =fix
tell inform+ notify+
send forward
prove show
provide+ =offer
approve authorize+
contact =reach
expect anticipate+
prefer favor
enjoy =like
track monitor+
store =keep
delete erase
warn caution+
notice spot identify+
continue carry_on
affect influence+
submit+ =send_in
move shift
sort =organize
stay remain
seek+ =look_for
wish =want
reply =respond
rise climb
fall drop decline+
achieve accomplish+ =reach
solve =fix`;

const nouns = `job role position
employee worker team_member
company business organization+ firm
goal aim objective+ target
problem issue
skill ability capability+
chance opportunity
method approach technique
idea concept+
result outcome
help support assistance+
answer response reply
choice option
part portion+
task duty
rule regulation+
need requirement+
talk discussion conversation
test assessment+
mistake error
start beginning
amount quantity+
cost expense
customer client
worry concern
person individual+
applicant candidate
proof evidence
trend pattern
focus emphasis
view opinion perspective
effect impact
growth expansion
info =information
deadline due_date
schedule timetable
meeting session
buyer purchaser+
chief head
process procedure+
manager =supervisor
question query+
place location
region area
money funds+
advice guidance
stage phase
fee charge
survey poll
photo picture
salary =wage
hire recruit
team =group
increase rise
raise =increase
agreement deal
kind type
industry sector`;

const adjectives = `big large sizable+
important vital+ crucial+ essential+
main primary+ chief+
=hard difficult challenging tough
easy simple straightforward
quick fast rapid+ swift+
great excellent outstanding
bad poor
previous earlier prior+
enough sufficient+ adequate+
whole entire =complete
current present existing
correct accurate
wrong incorrect
usual typical normal
extra additional
helpful useful valuable
happy pleased
sure certain
smart bright intelligent
fair equitable+
honest candid
careful thorough
huge enormous
basic fundamental+
exact precise
ready prepared
short brief
proper suitable appropriate
significant substantial+ considerable+
various diverse
common widespread
hidden concealed+
clear plain
key central
strong solid
friendly warm
reliable dependable
eager keen
ideal perfect
unusual uncommon
necessary needed
final =last
real actual genuine
annual yearly
specific particular
relevant pertinent+
polite courteous+
similar comparable+
unfinished incomplete
confidential =private`;

const adverbs = `often frequently+
usually typically generally
quickly rapidly+ swiftly+
also additionally+
soon shortly
mainly mostly primarily+ chiefly+
nearly almost
completely fully entirely
sometimes occasionally
rarely seldom+
carefully thoroughly
especially particularly
perhaps maybe possibly
=quite fairly rather
really truly
recently lately
easily readily+
exactly precisely
immediately promptly at_once
regularly routinely
greatly significantly+ considerably+
slightly somewhat
politely courteously+
ideally preferably
securely safely
currently presently+ =now
properly correctly
gradually slowly
previously earlier
initially originally
eventually ultimately+`;

/**
 * Verbs that read well before "to" + verb ("we plan to hire"). Before "to" a verb is only swapped
 * for one of these, so "need to" never becomes "require to".
 */
const takesTo = [
  'need',
  'try',
  'attempt',
  'start',
  'begin',
  'plan',
  'choose',
  'pick',
  'decide',
  'seem',
  'appear',
  'help',
  'aim',
  'hope',
  'want',
  'manage',
  'prepare',
  'talk',
  'speak',
  'tell',
  'send',
];

export const SYNONYMS: SynonymTable = { verbs, nouns, adjectives, adverbs, takesTo };
