import type { ReferenceArticle } from '../types';

const text = `Incident review: forklift collision at the Northgate warehouse, 14 October

At 10:40 on 14 October, a forklift reversing out of aisle 12 struck a picker who was walking along the main cross-aisle. The picker suffered a fractured ankle and was taken to hospital; he is recovering at home and expected to return to work in eight weeks.

The forklift driver was trained, licensed and had a clean record. The forklift's reversing alarm was working. The review found that the collision was caused by the layout of the building rather than by either person's actions.

Three factors combined. First, the pedestrian walkway along the cross-aisle had been removed in September to make room for a temporary overflow area, and pickers had been walking in the forklift lane since then. Second, the overflow pallets blocked the driver's view to the left at the end of aisle 12. Third, the morning shift was short of two pickers that day, so the remaining pickers were hurrying between zones.

Nobody reported the missing walkway as a hazard, although several staff told the review they had noticed it. Staff said they assumed the change had been approved by the safety team. It had not: the overflow area was set up by the shift leaders to cope with a late delivery and was never meant to stay more than a few days.

The following actions have been taken. The overflow area has been removed and the walkway repainted. Convex mirrors have been fitted at the end of every aisle that opens onto the cross-aisle. Any change to the floor layout now needs written sign-off from the site safety lead.

We are also making it easier to report hazards. From next week, a QR code on every pillar will open a two-question form that goes straight to the safety lead. Reports can be anonymous.

The review team thanks the staff who gave their time and their honest accounts.`;

const main =
  "The review found that the collision was caused by the layout of the building rather than by either person's actions.";

export const reportWarehouseInjury: ReferenceArticle = {
  id: 'report-warehouse-injury',
  kind: 'incident review with a title line',
  text,
  main,
  key: [
    'At 10:40 on 14 October, a forklift reversing out of aisle 12 struck a picker who was walking along the main cross-aisle.',
    main,
    'First, the pedestrian walkway along the cross-aisle had been removed in September to make room for a temporary overflow area, and pickers had been walking in the forklift lane since then.',
    'Any change to the floor layout now needs written sign-off from the site safety lead.',
  ],
};
