'use client';

import dynamic from 'next/dynamic';

// The family's client islands, each behind next/dynamic: all tools share one route, so imported
// directly every page would ship every island; this way a page loads only the chunk it renders
// (the server still renders it into the HTML, so nothing pops in).

export const AvatarGeneratorIsland = dynamic(() =>
  import('./AvatarGeneratorIsland').then((m) => m.AvatarGeneratorIsland),
);
export const CharacterGeneratorIsland = dynamic(() =>
  import('./CharacterGeneratorIsland').then((m) => m.CharacterGeneratorIsland),
);
export const ProfilePictureIsland = dynamic(() =>
  import('./ProfilePictureIsland').then((m) => m.ProfilePictureIsland),
);
export const MediaConvertIsland = dynamic(() =>
  import('./convert/MediaConvertIsland').then((m) => m.MediaConvertIsland),
);
export const ImageGeneratorIsland = dynamic(() =>
  import('./art/ImageGeneratorIsland').then((m) => m.ImageGeneratorIsland),
);
export const PaintingGeneratorIsland = dynamic(() =>
  import('./art/PaintingGeneratorIsland').then((m) => m.PaintingGeneratorIsland),
);
export const FaceGeneratorIsland = dynamic(() =>
  import('./art/FaceGeneratorIsland').then((m) => m.FaceGeneratorIsland),
);
export const TattooGeneratorIsland = dynamic(() =>
  import('./art/TattooGeneratorIsland').then((m) => m.TattooGeneratorIsland),
);
export const LogoGeneratorIsland = dynamic(() =>
  import('./art/LogoGeneratorIsland').then((m) => m.LogoGeneratorIsland),
);
export const PortraitGeneratorIsland = dynamic(() =>
  import('./art/PortraitGeneratorIsland').then((m) => m.PortraitGeneratorIsland),
);
