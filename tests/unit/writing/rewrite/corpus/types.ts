/** One paragraph of the rewrite corpus: prose as people write it, with where it comes from. */
export type CorpusParagraph = {
  id: string;
  kind: 'job post' | 'candidate email' | 'policy' | 'news' | 'product' | 'cover letter' | 'everyday';
  text: string;
};
