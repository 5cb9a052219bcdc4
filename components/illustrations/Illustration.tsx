import type { ArtKey } from '@/content/schema/art-keys';
import { artFor } from './art';

export type IllustrationName = ArtKey;

/** A hero picture by art key: an SVG product screen (or scene) that carries its own alt text. */
export function Illustration({ name }: { name: IllustrationName }) {
  const { Component } = artFor(name);
  return <Component />;
}
