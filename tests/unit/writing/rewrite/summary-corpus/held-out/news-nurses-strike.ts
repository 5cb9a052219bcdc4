import type { ReferenceArticle } from '../types';

const text = `Nurses at St Columba's Hospital will strike for 48 hours from 7 a.m. next Thursday, their union announced on Monday, after talks over staffing levels broke down.

The strike is the first at the hospital in more than 20 years. In a ballot that closed on Friday, 86 percent of the nurses who voted backed action, on a turnout of 71 percent.

The dispute is about staffing rather than pay. The union says that on many wards a single nurse is now looking after ten or more patients on night shifts, and that patients are being put at risk. It wants the hospital to commit to a limit of eight patients per nurse on every shift, and to hire the 120 extra nurses it says that would need.

The hospital's chief executive, Alan Moore, said he shared the union's concerns but could not promise a fixed ratio. "We are recruiting as fast as we can, and we have already hired 60 nurses this year," he said. "A promise I cannot keep would help nobody."

During the strike, emergency care, intensive care, maternity and cancer treatment will continue as normal, staffed under an agreement with the union. Most planned operations and outpatient appointments on the two days will be cancelled. Patients whose appointments are affected will be contacted directly by Wednesday; anyone who has not heard from the hospital should attend as planned.

Both sides said they were willing to return to talks. The regional health authority has offered to send an independent mediator, and the union said it would meet the hospital's managers at any time before the strike begins.

Patients' groups urged both sides to settle quickly. A spokesperson for the hospital's patient forum said waiting lists were already long and any cancellations would hit people who had waited months for treatment.`;

const main =
  "Nurses at St Columba's Hospital will strike for 48 hours from 7 a.m. next Thursday, their union announced on Monday, after talks over staffing levels broke down.";

export const newsNursesStrike: ReferenceArticle = {
  id: 'news-nurses-strike',
  kind: 'news report',
  text,
  main,
  key: [
    main,
    'It wants the hospital to commit to a limit of eight patients per nurse on every shift, and to hire the 120 extra nurses it says that would need.',
    'During the strike, emergency care, intensive care, maternity and cancer treatment will continue as normal, staffed under an agreement with the union.',
    'Most planned operations and outpatient appointments on the two days will be cancelled.',
  ],
};
