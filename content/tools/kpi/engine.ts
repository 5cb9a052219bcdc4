/**
 * What the island loads on first intent: the whole library and the ranking. Kept out of the
 * island's first chunk because the library's text is most of the tool's weight.
 */
export { LIBRARY } from './library';
export { addableKpis, buildScorecard } from './scorecard';
