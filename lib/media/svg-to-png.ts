/**
 * Rasterizes an SVG to a square PNG in the browser: the SVG is loaded as an image from a blob URL
 * (an image cannot run scripts) and drawn on a canvas of the requested size.
 */
export async function svgToPngBlob(svg: string, size: number): Promise<Blob> {
  return canvasToPng(await svgToCanvas(svg, size));
}

/** The SVG drawn on a new square canvas of `size` pixels. */
export async function svgToCanvas(svg: string, size: number): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.width = size;
    image.height = size;
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw on a canvas.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size, size);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make the PNG.'))),
      'image/png',
    );
  });
}
