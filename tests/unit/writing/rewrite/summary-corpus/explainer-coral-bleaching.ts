import type { ReferenceArticle } from './types';

const text = `Coral reefs cover less than one percent of the ocean floor, yet they shelter about a quarter of all marine species. This year they are going through the largest bleaching event ever recorded, and scientists say rising ocean temperatures are the cause.

Bleaching happens when water stays too warm for too long. Corals live in partnership with tiny algae that live inside their tissues and feed them through photosynthesis. When the water heats up by just one or two degrees above the usual summer maximum, the algae start producing harmful chemicals, and the coral expels them. Without the algae, the coral turns white and begins to starve.

Bleached coral is not yet dead. If temperatures fall within a few weeks, the algae can return and the coral can recover. But if the heat lasts, or if bleaching happens again before the reef has recovered, the coral dies and is slowly covered by seaweed.

According to the US National Oceanic and Atmospheric Administration, reefs in at least 62 countries have bleached since early last year, about 77 percent of the world's reef area. Earlier global bleaching events, in 1998, 2010 and 2014 to 2017, were smaller.

The only lasting solution is to cut the greenhouse gas emissions that are warming the oceans. In the meantime, scientists are trying to buy reefs time. Some are breeding corals that tolerate heat better and planting them on damaged reefs, and others are reducing local stresses such as pollution and overfishing so that reefs recover faster.

For people who live near reefs, the losses are practical as well as sad. Reefs protect coasts from storm waves and support fishing and tourism that millions of people rely on.

Divers who visit a reef can help by choosing operators that follow reef-safe practices, such as not anchoring on coral.`;

const main =
  'This year they are going through the largest bleaching event ever recorded, and scientists say rising ocean temperatures are the cause.';

export const explainerCoralBleaching: ReferenceArticle = {
  id: 'explainer-coral-bleaching',
  kind: 'science explainer',
  text,
  main,
  key: [
    main,
    'Bleaching happens when water stays too warm for too long.',
    "According to the US National Oceanic and Atmospheric Administration, reefs in at least 62 countries have bleached since early last year, about 77 percent of the world's reef area.",
    'The only lasting solution is to cut the greenhouse gas emissions that are warming the oceans.',
  ],
};
