/** A picture open for editing: a decoded photo, or an avatar drawn on a canvas. */
export type Photo = {
  source: ImageBitmap | HTMLCanvasElement;
  width: number;
  height: number;
  /** What it is, for the preview's description: “portrait.jpg”, “the Lorelei avatar”. */
  label: string;
  originalWidth: number;
  originalHeight: number;
};
