/** The text of a Word file, one paragraph a line, with mammoth (loaded on first use). */
export async function readDocxText(bytes: ArrayBuffer): Promise<string> {
  const mammoth = await import('mammoth');
  // The browser build reads `arrayBuffer`, the Node build (tests) `buffer`.
  const { value } = await mammoth.extractRawText({ arrayBuffer: bytes, buffer: bytes } as {
    arrayBuffer: ArrayBuffer;
  });
  return value;
}
