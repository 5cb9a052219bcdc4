import type { CorpusParagraph } from './types';

/** Everyday writing: notes, announcements, reviews, short blog paragraphs. */
export const EVERYDAY: readonly CorpusParagraph[] = [
  {
    id: 'everyday-1',
    kind: 'everyday',
    text: "Hi neighbors! The community garden clean-up is this Saturday from 9 to noon. We'll have gloves, rakes and coffee, but please bring your own water bottle. Kids are welcome, and there's a sandbox area to keep the little ones busy. If it rains, we'll move it to Sunday at the same time. Thanks, and see you there!",
  },
  {
    id: 'everyday-2',
    kind: 'everyday',
    text: 'The restaurant was busy when we arrived, but we only waited about ten minutes for a table. The food was excellent, especially the grilled salmon and the lemon cake. Our server was friendly and checked on us often without being pushy. Prices are a little high, but the portions are large. We will definitely come back.',
  },
  {
    id: 'everyday-3',
    kind: 'everyday',
    text: 'Starting a new job can be stressful, even when it is a job you really wanted. The first few weeks are full of new names, new systems and unwritten rules. It helps to write things down, ask questions early, and find one person you can go to when you are stuck. Most people are happy to help if you ask politely.',
  },
  {
    id: 'everyday-4',
    kind: 'everyday',
    text: "Our book club meets on the first Thursday of every month at the library. This month we're reading \"The Overstory\" by Richard Powers. It's a long one, so don't worry if you don't finish it; come anyway and join the discussion. New members are always welcome, and there's no fee. Snacks are provided by whoever hosts.",
  },
  {
    id: 'everyday-5',
    kind: 'everyday',
    text: 'If you want to save money on groceries, plan your meals for the week before you go shopping. Make a list and stick to it. Buy store brands, which are often just as good as the famous ones, and check the price per unit rather than the price on the label. Cooking in larger batches also saves time and reduces waste.',
  },
  {
    id: 'everyday-6',
    kind: 'everyday',
    text: "Just a heads up: the water will be shut off in the building on Wednesday between 10 am and 2 pm while the plumbers replace a valve in the basement. Please fill a few bottles beforehand if you'll need water during that time. We're sorry for the trouble, and we'll send another message once everything is back to normal.",
  },
  {
    id: 'everyday-7',
    kind: 'everyday',
    text: 'Regular exercise does not have to mean long hours at the gym. A brisk 30-minute walk five days a week can improve your mood, your sleep and your heart health. Taking the stairs, cycling to work and stretching during breaks all count, too. The most important thing is to choose something you enjoy, so you keep doing it.',
  },
  {
    id: 'everyday-8',
    kind: 'everyday',
    text: "We had a great time at the team retreat last week. On the first day, we talked about our goals for next year and what we'd like to change. On the second day, we went hiking and had a barbecue by the lake. Thanks to Aisha and Ben for planning everything; it couldn't have gone better.",
  },
  {
    id: 'everyday-9',
    kind: 'everyday',
    text: 'The library will be closed from July 1 to July 14 for repairs to the roof and the heating system. During this time, you can return books in the drop box next to the main entrance. Due dates for all items will be extended until July 21, and no late fees will be charged. Online services will be available as usual.',
  },
  {
    id: 'everyday-10',
    kind: 'everyday',
    text: "I've been working from home for two years now, and the hardest part is knowing when to stop. My laptop is always there, so it's easy to answer just one more email after dinner. These days I shut it down at six and put it in a drawer. It sounds silly, but it has made a big difference to my evenings.",
  },
  {
    id: 'everyday-11',
    kind: 'everyday',
    text: 'When you write a resume, keep it short and focused on results. Use numbers wherever you can: "cut delivery times by 20 percent" says more than "improved delivery." Put your most recent job first, and leave out anything older than 15 years unless it is really relevant. One page is enough for most people early in their careers.',
  },
  {
    id: 'everyday-12',
    kind: 'everyday',
    text: 'The school bus schedule is changing next week because of the construction on Main Street. Buses on Route 5 will pick students up ten minutes earlier, at 7:05 instead of 7:15. The afternoon drop-off times will stay the same. Please make sure your children are at the stop on time, as drivers cannot wait for late students.',
  },
  {
    id: 'everyday-13',
    kind: 'everyday',
    text: "My grandmother taught me to cook when I was about eight years old. She never used a recipe; she just knew how much of everything to add. I've tried to write down her recipes, but they never taste quite the same. Maybe it's the old pan she used, or maybe it's just that she made them.",
  },
  {
    id: 'everyday-14',
    kind: 'everyday',
    text: 'Thank you to everyone who donated to our winter coat drive! We collected 412 coats, 150 pairs of gloves and more than 200 hats, which will be handed out at the shelter this weekend. We could not have done it without the help of local businesses, schools and volunteers. We hope to do even better next year.',
  },
  {
    id: 'everyday-15',
    kind: 'everyday',
    text: 'Before you sign a lease, read the whole thing carefully and ask about anything you do not understand. Check who is responsible for repairs, whether pets are allowed, and what happens if you need to move out early. Take photos of the apartment on the day you move in, so you have proof of its condition if there is a dispute later.',
  },
];
