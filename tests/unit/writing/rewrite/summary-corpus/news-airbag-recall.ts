import type { ReferenceArticle } from './types';

const text = `Carver Motors is recalling about 310,000 SUVs in North America because a faulty seat-belt sensor can stop the front passenger airbag from deploying in a crash, the company said on Thursday.

The recall covers Carver Ridge models built between March 2021 and August 2023. According to a filing with the National Highway Traffic Safety Administration, a wire under the passenger seat can wear through over time, making the car think the seat is empty. When that happens, a warning light on the dashboard turns on and the airbag is switched off.

Carver said it knows of four crashes in which the airbag did not deploy, and two people suffered minor injuries. No deaths have been linked to the problem.

Dealers will replace the wiring and the sensor for free. The work takes about an hour. Owners will receive letters from early next month, and anyone can check whether their car is affected by entering its vehicle identification number on Carver's website or the safety agency's site.

Until the repair is done, Carver advises owners not to let anyone ride in the front passenger seat if the airbag warning light is on. Children under 13 should always ride in the back seat anyway, safety experts note.

This is Carver's third recall of the Ridge in two years, after earlier problems with a fuel pump and a rear camera. The company's shares fell 2 percent on the news.

The Ridge is the company's best-selling model and was named family car of the year by a motoring magazine in 2022, an award the magazine said it would review.`;

const main =
  'Carver Motors is recalling about 310,000 SUVs in North America because a faulty seat-belt sensor can stop the front passenger airbag from deploying in a crash, the company said on Thursday.';

export const newsAirbagRecall: ReferenceArticle = {
  id: 'news-airbag-recall',
  kind: 'news report',
  text,
  main,
  key: [
    main,
    'The recall covers Carver Ridge models built between March 2021 and August 2023.',
    'Dealers will replace the wiring and the sensor for free.',
    'Until the repair is done, Carver advises owners not to let anyone ride in the front passenger seat if the airbag warning light is on.',
  ],
};
