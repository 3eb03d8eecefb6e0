/** The paper putting forward what it brings: "This paper presents …", "we propose …", "提出了一种…". */
const PROPOSAL = [
  String.raw`\b(?:this|the present|our)\s+(?:paper|work|study|article|thesis|report|letter)\s+(?:presents?|proposes?|introduces?|describes?|develops?|offers?|provides?|contributes?)\b`,
  String.raw`\bin\s+(?:this|the present)\s+(?:paper|work|study|article|thesis|report|letter)\s*,?\s*we\s+(?:\w+ly\s+)?(?:propose|present|introduce|develop|design|describe|address|solve|tackle|overcome|show|demonstrate|report|explore|focus)\b`,
  String.raw`\bwe\s+(?:\w+ly\s+)?(?:propose|introduce|develop|design)\b`,
  String.raw`(?:本文|我们)(?:提出|设计|构建|实现)|提出了?一种`,
  // The subject left out, as Chinese abstracts do: "首先，给出了……设计目标与原则".
  String.raw`^(?:(?:首先|其次|然后|最后|此外|同时|另外)[，,]\s*)?(?:给出|提出|设计|构建|建立|实现|完成)了`,
];
const PROPOSES = new RegExp(PROPOSAL.join('|'), 'iu');

/**
 * What the paper itself brings ("This paper presents a novel method …", "In this paper, we address
 * the degradation problem by introducing …", "the Transformer is the first transduction model …",
 * "In the proposed framework, …", "We show that …"): the method or results slide's to say. A problem slide says what is wrong
 * and why it matters, before the talk says what the paper does about it.
 */
const OWN_CONTRIBUTION = new RegExp(
  [
    ...PROPOSAL,
    // The paper's own claims ("We show that the Transformer generalizes…") are findings, not the problem.
    String.raw`\bwe\s+(?:\w+ly\s+)?(?:show|demonstrate|prove)\s+that\b`,
    String.raw`\bwe\s+(?:address|solve|tackle|overcome|resolve)\b[^.;]{0,60}\bby\s+(?:introducing|proposing|developing|using|designing)\b`,
    // "We demonstrate this approach on the challenging problem of denoising": the paper at work.
    String.raw`\bwe\s+(?:\w+ly\s+)?(?:also\s+)?(?:demonstrate|apply|evaluate|test|validate|illustrate)\s+(?:this|our|the\s+proposed)\s+(?:approach|method|model|framework|technique|system|algorithm|idea)\b`,
    String.raw`\b(?:the|our)\s+proposed\b`,
    // "The basic idea is to interpret the network outputs as …": the paper's idea, said in its introduction.
    String.raw`^(?:the|our)\s+(?:basic|key|main|central|core)\s+idea\s+(?:is|was|here)\b`,
    String.raw`\bour\s+(?:new\s+|novel\s+)?(?:method|approach|model|framework|system|algorithm|architecture|technique|contribution)s?\b`,
    String.raw`\b(?:we are|is|are)\s+the\s+first\s+(?:to\b|(?:[\w-]+\s+){0,3}(?:model|method|approach|system|framework|architecture|algorithm|work|study)s?\b|(?:[\w-]+\s+){1,4}(?:that|which|to|relying|based|using|capable|able)\b)`,
    String.raw`^(?:a|an)\s+(?:novel|new)\s+(?:\w+\s+){0,3}(?:method|approach|model|framework|system|algorithm|architecture|technique|procedure)\b`,
  ].join('|'),
  'iu',
);

/** Whether `text` puts forward what the paper brings ("We propose X"), which the method slide says. */
export function proposesContribution(text: string): boolean {
  return PROPOSES.test(text.trim());
}

/** Whether `text` (a sentence or a bullet) states the paper's own contribution. */
export function statesOwnContribution(text: string): boolean {
  return OWN_CONTRIBUTION.test(text.trim());
}

/**
 * Whether a slide title says the slide is about the problem ("The problem: deeper neural
 * networks", "Why recurrence is slow", "研究问题"): the slide on which contribution is out of place.
 */
export function isProblemTitle(title: string): boolean {
  return /^(?:the\s+)?(?:problems?|challenges?|motivation|why)\b|^(?:研究)?问题|挑战|动机/iu.test(
    title.trim(),
  );
}
