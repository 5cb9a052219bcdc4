/**
 * Rasterizes SVG in the browser for the PNG downloads: the SVG is loaded as an image from a blob URL
 * (an image cannot run scripts) and drawn on a canvas of the requested size. Filters such as the
 * watercolor blur are applied by the browser while it draws.
 */
export async function svgToCanvasSized(
  svg: string,
  width: number,
  height: number,
): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.width = width;
    image.height = height;
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw on a canvas.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The SVG drawn on a new square canvas of `size` pixels. */
export function svgToCanvas(svg: string, size: number): Promise<HTMLCanvasElement> {
  return svgToCanvasSized(svg, size, size);
}

export async function svgToPngSized(svg: string, width: number, height: number): Promise<Blob> {
  return canvasToPng(await svgToCanvasSized(svg, width, height));
}

/** A square PNG of `size` pixels. */
export function svgToPngBlob(svg: string, size: number): Promise<Blob> {
  return svgToPngSized(svg, size, size);
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make the PNG.'))),
      'image/png',
    );
  });
}
