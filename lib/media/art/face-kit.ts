import { num } from './svg';

/** What every layer of the face generator is drawn against: the head's centre and half-sizes. */
export type Frame = { cx: number; cy: number; w: number; h: number };

/** Option lists as `{ id, label }`, typed so each feature's ids stay a union of literals. */
export const opts = <T extends string>(...pairs: [T, string][]) =>
  pairs.map(([id, label]) => ({ id, label }));

/** `x y` text for a path. */
export const at = (x: number, y: number) => `${num(x)} ${num(y)}`;

/** The same shape on both sides of the face: `side` is −1 for the viewer's left and 1 for the right. */
export const bothSides = <T>(draw: (side: -1 | 1) => T): T[] => [draw(-1), draw(1)];
