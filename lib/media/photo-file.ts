/**
 * Opening the visitor's photo in the browser: a quick check of what was chosen, then a decode with
 * createImageBitmap (upright, following the photo's orientation tag), scaled
 * down to a working size that keeps a phone responsive. Nothing is uploaded.
 */
export const MAX_FILE_MB = 40;
/** Longest side kept for editing: well above the 800 px download, light enough for any phone. */
export const MAX_WORKING_SIDE = 3000;

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|bmp|heic|heif)$/i;

type FileLike = { name: string; type: string; size: number };

/** Why this file cannot be used, in words for the visitor; undefined when it may be tried. */
export function fileProblem(file: FileLike): string | undefined {
  const name = file.name || 'That file';
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) {
    return `“${name}” is an SVG drawing, not a photo. Open it in the avatar generator’s style, or export it as PNG first.`;
  }
  const looksLikeImage = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
  if (!looksLikeImage) return `“${name}” is not an image. Choose a JPG, PNG, WebP or GIF photo.`;
  if (file.size === 0) return `“${name}” is empty. Choose another photo.`;
  if (file.size > MAX_FILE_MB * 1_000_000) {
    return `“${name}” is ${(file.size / 1_000_000).toFixed(1)} MB, over the ${MAX_FILE_MB} MB this page opens. Save a smaller copy and choose it instead.`;
  }
  return undefined;
}

/** The scale that brings the longest side down to the working size (1 when it already fits). */
export function workingScale(width: number, height: number, max = MAX_WORKING_SIDE): number {
  const longest = Math.max(width, height);
  return longest > max ? max / longest : 1;
}

export type OpenedPhoto = {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /** The photo's own size, before any scaling down. */
  originalWidth: number;
  originalHeight: number;
};

export class PhotoError extends Error {}

export async function openPhoto(file: Blob & { name?: string }): Promise<OpenedPhoto> {
  let bitmap: ImageBitmap;
  try {
    // Phones store photos sideways with an orientation tag; this turns them upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError(
      'This file could not be opened as an image. It may be damaged, very large (over about 100 megapixels), or in a format this browser cannot read, such as HEIC in some browsers. Save it as JPG or PNG and try again.',
    );
  }
  const originalWidth = bitmap.width;
  const originalHeight = bitmap.height;
  const scale = workingScale(originalWidth, originalHeight);
  if (scale === 1)
    return { bitmap, width: originalWidth, height: originalHeight, originalWidth, originalHeight };
  const width = Math.max(1, Math.round(originalWidth * scale));
  const height = Math.max(1, Math.round(originalHeight * scale));
  try {
    const smaller = await createImageBitmap(bitmap, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    bitmap.close();
    return { bitmap: smaller, width, height, originalWidth, originalHeight };
  } catch {
    // Some browsers cannot resize while decoding; the full-size photo still works, just slower.
    return { bitmap, width: originalWidth, height: originalHeight, originalWidth, originalHeight };
  }
}
