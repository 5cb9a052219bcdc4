import type { ArtTool } from '../../types';
import { faceGenerator } from './face-generator';
import { imageGenerator } from './image-generator';
import { logoGenerator } from './logo-generator';
import { paintingGenerator } from './painting-generator';
import { portraitGenerator } from './portrait-generator';
import { tattooGenerator } from './tattoo-generator';

/** The picture generators (family `media`, group `images`), drawn in the browser. */
export const artTools: readonly ArtTool[] = [
  imageGenerator,
  paintingGenerator,
  faceGenerator,
  tattooGenerator,
  logoGenerator,
  portraitGenerator,
];
