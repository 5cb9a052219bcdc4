/** Common nouns of business writing, to tell "their office" (noun) from "they’re ready" (not). */
export const COMMON_NOUNS = new Set(
  `office desk email emails laptop team teams manager managers offer offers application applications contract
  contracts salary name names phone account address request role roles signature approval decision feedback
  speech profile report reports file files logo website policy policies plan plans budget project projects
  meeting meetings interview interviews company job jobs car house home product products service services
  staff employees members customers clients candidates benefits schedule calendar own best first new
  designer designers department manager’s results résumé résumés resume resumes coat bag keys computer
  idea ideas questions answer answers work price prices data documents document revenue sales targets goals
  password passwords badge badges laptops phones reviews review tickets ticket support settings privacy kitchen
  invoices invoice receipts receipt payslip payslips expenses coats bags desks chairs cars team’s feedback
  decision decisions opinion opinions views customers users accounts orders order shipment shipments deadline
  deadlines hours shifts rota holidays leave pension bonus bonuses careers career skills experience
  references portfolio portfolios homepage app apps software tools tool system systems process processes
  staff’s children kids families weekend mission values culture brand brands logo logos`.split(/\s+/),
);

/** Possessor nouns: people and organisations that have an office, an email, a decision. */
export const PEOPLE = new Set(
  `manager client customer candidate employee ceo cfo cto recruiter colleague boss director applicant user
  partner supplier interviewer company team student teacher member owner founder intern engineer designer`.split(
    /\s+/,
  ),
);

/** Things a person has, after a possessive: "the managers office" → "the manager’s office". */
export const BELONGINGS = new Set(
  `office desk email laptop speech decision feedback name phone contract salary account address request role
  signature approval profile car team calendar schedule file files report idea answer opinion birthday
  start`.split(/\s+/),
);

/** Nouns with no plural in standard English. */
export const UNCOUNTABLE: Record<string, string> = {
  informations: 'information',
  advices: 'advice',
  equipments: 'equipment',
  furnitures: 'furniture',
  feedbacks: 'feedback',
  knowledges: 'knowledge',
  softwares: 'software',
  luggages: 'luggage',
  baggages: 'baggage',
  homeworks: 'homework',
  researches: 'research',
  evidences: 'evidence',
  trainings: 'training',
};
/** Of those, the ones that are also verbs ("she researches"), flagged only after "the", "of"… */
export const ALSO_VERBS = new Set(['researches', 'evidences', 'advices', 'equipments']);
