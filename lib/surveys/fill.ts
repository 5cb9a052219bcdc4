/** Fills {name} placeholders; an unknown one is left as written so a content typo shows, not vanishes. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
