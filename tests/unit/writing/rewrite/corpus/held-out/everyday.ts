import type { CorpusParagraph } from '../types';

/** Held-out everyday writing: notices, reviews, messages and posts. Never used to tune. */
export const EVERYDAY: readonly CorpusParagraph[] = [
  {
    id: 'held-everyday-1',
    kind: 'everyday',
    text: 'We stayed at this cottage for a week in August and loved every minute. It was spotless when we arrived, the beds were really comfy and the kitchen had everything we needed. The garden was perfect for the kids to run around in. The only downside was the steep lane up to the house, which was tricky in the dark. We would definitely come back.',
  },
  {
    id: 'held-everyday-2',
    kind: 'everyday',
    text: 'Hi neighbours, just to let you know we are having some building work done on our kitchen from Monday for about three weeks. There may be some noise during the day, and a skip will be outside our house for most of that time. The builders will not start before 8 am or work at weekends. Please knock if anything causes you a problem.',
  },
  {
    id: 'held-everyday-3',
    kind: 'everyday',
    text: 'The school will close at 1 pm on Friday 19 July for the start of the summer holidays. Please make arrangements to collect your child at this time. After-school club will run as normal until 6 pm for children who are booked in. Lost property will be on tables in the playground all week, and anything left over will be given to charity.',
  },
  {
    id: 'held-everyday-4',
    kind: 'everyday',
    text: "Honestly the worst customer service I've ever had. I waited three weeks for my sofa, and when it finally came it was the wrong colour. I called four times and every time I was told someone would call me back, and no one ever did. In the end I had to go into the shop in person to get a refund. I won't be buying from them again.",
  },
  {
    id: 'held-everyday-5',
    kind: 'everyday',
    text: 'Our running club meets every Tuesday and Thursday at 6.30 pm outside the leisure centre, and new members are always welcome. We have groups for all abilities, from people who have just finished a beginners’ course to those training for a marathon. Nobody gets left behind. The first three sessions are free, and after that membership costs twenty pounds a year.',
  },
  {
    id: 'held-everyday-6',
    kind: 'everyday',
    text: 'Lost: a small grey cat with a white patch on her chest, last seen on Oak Road on Sunday evening. She is called Misty, she is very shy and she is microchipped. She may have got shut in a shed or garage, so please could everyone nearby have a quick look. We are offering a reward for any information. Please call or text the number below.',
  },
  {
    id: 'held-everyday-7',
    kind: 'everyday',
    text: 'Just finished my first half marathon and I still cannot quite believe it! A year ago I could not run for a bus. I started with a couch-to-5k app, then joined a local club and slowly built up the distance over the winter. It was hard, and my legs are killing me, but crossing that line was one of the best moments of my life.',
  },
  {
    id: 'held-everyday-8',
    kind: 'everyday',
    text: 'Please be aware that the lifts in Block B will be out of service from Monday 3 to Friday 7 March while new ones are installed. We apologise for the inconvenience this will cause. Residents who have difficulty using the stairs should contact the housing office, and we will arrange help with shopping and other deliveries during this time.',
  },
  {
    id: 'held-everyday-9',
    kind: 'everyday',
    text: 'This recipe is our family favourite for busy weeknights. It takes about twenty minutes and uses only one pan, so there is hardly any washing up. Fry the onion and garlic, add the chicken until it browns, then stir in the tomatoes, a spoonful of pesto and a handful of spinach. Serve it with pasta or crusty bread and a grating of cheese.',
  },
  {
    id: 'held-everyday-10',
    kind: 'everyday',
    text: 'Thank you so much to everyone who came to our summer fair on Saturday. Despite the rain, we raised over 2,300 pounds for the new playground, which is more than we have ever raised before. A special thank you to the parents who ran stalls, the local businesses who donated prizes, and the teachers who bravely sat in the stocks.',
  },
  {
    id: 'held-everyday-11',
    kind: 'everyday',
    text: "Does anyone know a good plumber in the area? Our boiler stopped working last night and the company we usually use can't come out until next week. We have a baby in the house so we'd really like to get it sorted as soon as possible. Happy to pay for a call-out. Any recommendations would be really appreciated, thanks in advance.",
  },
  {
    id: 'held-everyday-12',
    kind: 'everyday',
    text: 'The community garden needs volunteers for the spring planting days on the last two Saturdays in April. No gardening experience is needed; we will show you what to do. Bring gloves if you have them and wear old clothes. Tea, cake and soup will be provided at lunchtime. Children are welcome if they are with an adult, and there will be seeds for them to plant too.',
  },
  {
    id: 'held-everyday-13',
    kind: 'everyday',
    text: 'I bought this kettle to replace one that had lasted ten years, and I am a bit disappointed. It boils quickly and looks nice, but it is very loud and the lid does not always close properly. After two months there is already a mark on the inside. It does the job, but for the price I expected better. Three stars.',
  },
  {
    id: 'held-everyday-14',
    kind: 'everyday',
    text: 'Dear parents, we have had several cases of head lice in Year 2 this week. Please check your child’s hair carefully over the weekend and treat it if you find any lice or eggs. Children do not need to stay off school. Long hair should be tied back, and it helps to remind children not to share hats, combs or hair bands.',
  },
  {
    id: 'held-everyday-15',
    kind: 'everyday',
    text: 'Our book group is reading a short novel every month and meeting on the first Wednesday at the library café at 7 pm. This month we are reading a mystery set in a small Scottish village. You do not need to have finished the book to come along, and there is no pressure to speak. It is a friendly group and we would love to see some new faces.',
  },
];
