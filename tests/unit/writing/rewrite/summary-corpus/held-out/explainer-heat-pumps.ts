import type { ReferenceArticle } from '../types';

const text = `A heat pump heats a home by moving heat rather than making it. It works like a fridge in reverse: a fridge pulls heat out of the food inside and releases it at the back, while a heat pump pulls heat out of the air or ground outside and releases it inside the house.

That sounds impossible on a cold day, but there is heat in outdoor air even at minus ten degrees. A fluid called a refrigerant, which boils at a very low temperature, absorbs that heat as it passes through the outdoor unit. A compressor then squeezes the refrigerant, which makes it much hotter, and that heat is passed to the radiators or the hot water tank.

Because the pump only moves heat, it uses far less electricity than it delivers. A typical air-source heat pump gives out about three units of heat for every unit of electricity it uses. An electric heater, by comparison, gives out exactly one. This is why heat pumps can be cheaper to run than gas boilers even where electricity costs more per unit than gas.

There are trade-offs. Heat pumps work best at lower water temperatures than boilers, so radiators feel warm rather than hot, and the heating is usually left on for longer at a steady level. Older homes with poor insulation may need bigger radiators or better insulation first, or the house will not get warm enough in winter.

They also cost more to install. An air-source heat pump typically costs two to three times as much as a new gas boiler, although government grants cover a large part of that in many countries.

Heat pumps are quiet but not silent: the outdoor unit makes a fan noise similar to an air conditioner, so where it goes matters.`;

const main = 'A heat pump heats a home by moving heat rather than making it.';

export const explainerHeatPumps: ReferenceArticle = {
  id: 'explainer-heat-pumps',
  kind: 'explainer',
  text,
  main,
  key: [
    main,
    'A typical air-source heat pump gives out about three units of heat for every unit of electricity it uses.',
    'This is why heat pumps can be cheaper to run than gas boilers even where electricity costs more per unit than gas.',
    'Older homes with poor insulation may need bigger radiators or better insulation first, or the house will not get warm enough in winter.',
    'An air-source heat pump typically costs two to three times as much as a new gas boiler, although government grants cover a large part of that in many countries.',
  ],
};
