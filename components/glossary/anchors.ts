/** The id of a letter's section, shared by the list and the A–Z index: `#letter-c`. */
export const letterId = (letter: string) => `letter-${letter.toLowerCase()}`;
