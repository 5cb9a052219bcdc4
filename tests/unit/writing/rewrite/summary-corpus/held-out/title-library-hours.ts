import type { ReferenceArticle } from '../types';

const text = `Central Library to open on Sundays from March

Central Library will open every Sunday from 11 a.m. to 5 p.m. starting on March 2, the first time in 14 years that the city's main library has opened seven days a week.

The change follows a public consultation last autumn in which 3,400 people took part. Longer weekend hours were the most popular request by a wide margin, ahead of more study space and a later closing time on weekdays. Many parents said Saturday was the only day their family could visit, and that the library was often too busy to find a seat.

The Sunday opening is paid for by a three-year grant of 420,000 from the Northfield Trust. Eight new part-time staff are being hired, so no existing staff member will be asked to work Sundays unless they choose to.

On Sundays the whole building will be open, including the children's library, the computer suite and the local history room. The café will open at noon. Story time for under-fives will run at 11:30 every Sunday, and a homework club for secondary school pupils will run from 2 p.m.

Weekday hours are not changing. The branch libraries in Westbrook and Eastgate will keep their current hours for now, but the council says it will look at Sunday opening there once it has seen how many people use Central Library.

Library cards are free to anyone who lives, works or studies in the city. You can join at any library desk or online, and you only need proof of address.

The library's head of service, Marcus Bell, said he hoped the new hours would bring in people who had never been able to visit. "A library that is closed when you are free is not much use to you," he said.`;

const main =
  "Central Library will open every Sunday from 11 a.m. to 5 p.m. starting on March 2, the first time in 14 years that the city's main library has opened seven days a week.";

export const titleLibraryHours: ReferenceArticle = {
  id: 'title-library-hours',
  kind: 'notice with a title line',
  text,
  main,
  key: [
    main,
    'The Sunday opening is paid for by a three-year grant of 420,000 from the Northfield Trust.',
    "On Sundays the whole building will be open, including the children's library, the computer suite and the local history room.",
    'Weekday hours are not changing.',
  ],
};
