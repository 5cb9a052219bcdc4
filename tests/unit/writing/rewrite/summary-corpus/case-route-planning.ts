import type { ReferenceArticle } from './types';

const text = `When Northway Freight's fuel bill passed 2 million dollars a year in 2022, its managers knew the way they planned delivery routes had to change. This case study describes how the regional carrier cut its fuel use by 18 percent in one year by replacing hand-made route plans with route-optimisation software, without buying a single new truck.

Northway runs 85 trucks out of three depots and makes about 1,200 deliveries a day to shops and restaurants. Until 2022, dispatchers planned each day's routes the evening before on paper maps and spreadsheets. Routes rarely changed, even when customers did, and drivers often crossed each other's paths.

The company tested three software packages over two months and chose one that could plan routes around delivery time windows, truck sizes and traffic patterns. The rollout took four months. Dispatchers were trained in small groups, and for the first six weeks they ran the old and new plans side by side to compare them.

The results were clear. Average daily distance per truck fell from 310 to 255 kilometres, and fuel use fell by 18 percent over the following year, saving about 360,000 dollars. On-time deliveries rose from 87 to 95 percent, because the software planned around the time windows that dispatchers had often missed.

The hardest part was not the technology but the drivers. Many had driven the same routes for years and knew their customers well, and some felt the software ignored what they knew, such as which loading dock was blocked in the mornings. Northway responded by letting drivers flag problems in the app, and the planners fed those notes back into the route rules.

Northway's operations director, Sam Reyes, says the lesson for other carriers is to start with the data. "Clean addresses and accurate delivery windows mattered more than which software we bought," he said.

The company now plans to use the same system to decide where to put a fourth depot.`;

const main =
  'This case study describes how the regional carrier cut its fuel use by 18 percent in one year by replacing hand-made route plans with route-optimisation software, without buying a single new truck.';

export const caseRoutePlanning: ReferenceArticle = {
  id: 'case-route-planning',
  kind: 'case study',
  text,
  main,
  key: [
    main,
    'Average daily distance per truck fell from 310 to 255 kilometres, and fuel use fell by 18 percent over the following year, saving about 360,000 dollars.',
    'On-time deliveries rose from 87 to 95 percent, because the software planned around the time windows that dispatchers had often missed.',
    'The hardest part was not the technology but the drivers.',
  ],
};
