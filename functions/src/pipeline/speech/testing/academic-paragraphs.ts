/**
 * The academic paragraphs the local voices are measured on (about 125 words each, plain prose, no
 * symbols or citations): word error rates in local-voices.ts come from transcribing these.
 * @internal
 */
export const ACADEMIC_PARAGRAPHS: readonly string[] = [
  'Speech recognition systems based on deep recurrent networks are accurate but slow to train and expensive to run. We propose a new encoder that sends each audio frame to only two of sixteen expert layers. On a standard benchmark our model reaches a lower error rate than the strongest baseline, and it trains more than twice as fast as a comparable dense model. Mixture of experts models offer a way out of this problem, because each input activates only a small part of the network. Yet such models have rarely been applied to speech, where consecutive frames are strongly correlated. In this paper, we introduce a routing scheme designed for the temporal structure of audio, and we show that the routing decisions are easy to interpret.',
  'Heat waves during grain filling reduce wheat yields in many regions of the world. Breeders need simple traits that predict which lines tolerate heat. We grew twelve wheat lines in growth chambers after flowering and measured the green colour of the leaves, the damage to cell membranes and the final weight of the grain. Lines that kept their leaves green lost far less grain weight under heat than the other lines. The colour of the leaves measured ten days after the heat treatment predicted the final grain weight well. A handheld meter takes less than a minute per plant, so hundreds of lines can be screened in a single day. Keeping leaves green is therefore a cheap screening trait for heat tolerance in wheat.',
];
