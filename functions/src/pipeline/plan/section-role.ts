/**
 * What a part of a paper is for, as far as a talk is concerned. 'abstract' is the abstract;
 * 'skip' is anything a talk leaves out (references, acknowledgements, appendices).
 */
export type SectionRole =
  'abstract' | 'intro' | 'related' | 'method' | 'results' | 'discussion' | 'conclusion' | 'skip';
