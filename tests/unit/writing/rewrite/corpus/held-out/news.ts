import type { CorpusParagraph } from '../types';

/** Held-out news paragraphs: never used to tune. */
export const NEWS: readonly CorpusParagraph[] = [
  {
    id: 'held-news-1',
    kind: 'news',
    text: 'Unemployment fell to 4.1 percent in the three months to June, its lowest level in more than a year, according to figures published on Tuesday. The number of job vacancies also rose for the first time in eighteen months, with the biggest increases in hospitality and health care. Economists said the figures suggested the labour market was recovering faster than expected.',
  },
  {
    id: 'held-news-2',
    kind: 'news',
    text: 'A major supermarket chain has announced that it will close 40 of its smaller stores by the end of the year, putting around 1,200 jobs at risk. The company said the stores had been losing money for several years as more customers shopped online. It said it would try to find roles for affected staff at its larger stores and warehouses nearby.',
  },
  {
    id: 'held-news-3',
    kind: 'news',
    text: 'Heavy rain caused flooding across the north of the country overnight, closing dozens of roads and cutting power to thousands of homes. Emergency services rescued several drivers whose cars had become stuck in floodwater. The weather service has issued an amber warning for more rain on Thursday and urged people not to travel unless their journey is essential.',
  },
  {
    id: 'held-news-4',
    kind: 'news',
    text: 'The city’s new tram line opened to passengers on Saturday, two years later than planned and nearly 30 percent over budget. Thousands of people turned out to ride the first trams, which run every six minutes between the airport and the city centre. Officials said the line would take around 5,000 cars off the roads every day once it was running at full capacity.',
  },
  {
    id: 'held-news-5',
    kind: 'news',
    text: 'A local teenager has won a national science prize for a project that uses a cheap camera and a smartphone app to spot disease in tomato plants. Amira Hassan, 16, spent eight months building and testing the system in her grandfather’s greenhouse. The judges said her work could help small farmers who cannot afford expensive laboratory tests.',
  },
  {
    id: 'held-news-6',
    kind: 'news',
    text: 'Workers at the city’s two largest bus companies have voted to accept a new pay deal, ending a dispute that had led to six days of strikes since March. The deal gives drivers a 7 percent rise this year and a further 4 percent next year. Union leaders said the agreement was a fair one, and normal services will resume from Monday.',
  },
  {
    id: 'held-news-7',
    kind: 'news',
    text: 'House prices rose by 0.8 percent in September, the fastest monthly increase this year, according to the country’s largest mortgage lender. The average home now costs just under 290,000. The lender said lower mortgage rates had brought more buyers back into the market, but warned that prices in many areas were still out of reach for first-time buyers.',
  },
  {
    id: 'held-news-8',
    kind: 'news',
    text: 'A hospital trust has apologised after a computer fault led to hundreds of patients missing their appointments last month. Letters giving new appointment times were never sent, and some patients only found out when they arrived for the original date. The trust said it had fixed the problem and was contacting every affected patient to rebook them as a priority.',
  },
  {
    id: 'held-news-9',
    kind: 'news',
    text: 'The government has announced plans to require all new homes to be fitted with solar panels from 2027. Ministers said the rules would cut energy bills for new homeowners by several hundred pounds a year. House builders welcomed the clarity but warned that the extra cost could push up prices unless it was offset by support for buyers.',
  },
  {
    id: 'held-news-10',
    kind: 'news',
    text: 'Police are appealing for witnesses after a lorry overturned on the ring road during the morning rush hour on Wednesday, spilling its load of timber across three lanes. The driver was taken to hospital with minor injuries. The road was closed for more than five hours while the timber was cleared, causing long delays across the city centre.',
  },
  {
    id: 'held-news-11',
    kind: 'news',
    text: 'A small software company based in the town has been bought by an American technology group for an undisclosed sum. The firm, which makes scheduling software for dental practices, was founded eight years ago in a spare bedroom and now employs 85 people. Its founders said all staff would keep their jobs and the office would stay in the town.',
  },
  {
    id: 'held-news-12',
    kind: 'news',
    text: 'Scientists have recorded the warmest sea temperatures ever measured in the region this summer, raising fears for fish stocks and coral. Readings taken at twenty monitoring stations were on average two degrees above the long-term average for August. Researchers said the warming could force some species to move north, with serious effects for local fishing communities.',
  },
  {
    id: 'held-news-13',
    kind: 'news',
    text: 'The council has approved plans to turn the empty department store on High Street into flats, shops and a public library. The building has been empty for four years since the store closed. Work is due to start next spring and should take around two years. Local traders said the project would bring people back into the town centre.',
  },
  {
    id: 'held-news-14',
    kind: 'news',
    text: 'A national charity has warned that one in five older people living alone goes a whole week without speaking to anyone. Its survey of 3,000 people aged over 75 found that loneliness was worst in rural areas, where buses and shops had closed. The charity is calling for more funding for community transport and befriending services.',
  },
  {
    id: 'held-news-15',
    kind: 'news',
    text: 'The airport expects its busiest summer on record, with more than four million passengers due to pass through between June and September. Managers said new security scanners would let passengers keep liquids and laptops in their bags, which should shorten queues. Travellers are still advised to arrive two hours before their flight during the school holidays.',
  },
];
