import { countWords, isBalanced, spokenLanguage } from '../text/index.js';
import { endsOnFunctionWord, knowsFunctionWords, withoutLeadingConnective } from './function-words.js';

/** Longest bullet, in words. */
export const MAX_BULLET_WORDS = 12;
/** Shortest cut that still states something. */
const MIN_CUT_WORDS = 5;

/** Openings that carry no content on a slide: "In this paper, we propose X" → "X". */
const FILLERS: readonly RegExp[] = [
  /^(?:in|with)\s+(?:this|the present|our)\s+(?:paper|work|study|article|report),?\s+/i,
  /^to\s+the\s+best\s+of\s+our\s+knowledge,\s+/i,
  /^(?:here|overall|first|second|third|in addition|in particular|in summary|to summarize|in conclusion|as a result|in contrast|on the other hand|at the same time|in general|in practice|so far|at present|to this end|against this background|that is|in other words|for example|for instance|in fact|of course|in turn|again|then|next|now|besides(?: that| this)?|apart from (?:that|this)),\s+/i,
  // One adverb and a comma ("Clinically, …", "Remarkably, …", "More precisely, …") only comments on what follows.
  /^(?:more\s+|most\s+)?\p{L}+ly,\s+/iu,
  /^(?:however|thus|hence|therefore|moreover|furthermore|additionally|finally|nevertheless|nonetheless|consequently|indeed|notably|remarkably|interestingly|surprisingly|importantly|specifically|similarly|likewise|instead),?\s+/i,
  /^(?:further|also|e\.g\.|i\.e\.),\s+/i,
  /^(?:it\s+is\s+worth\s+(?:noting|noticing|mentioning)\s+that)\s+/i,
  /^(?:note|notice)\s+that\s+/i,
  /^(?:it\s+(?:is|was)\s+(?:shown|found|observed|noted)\s+that)\s+/i,
];

/** Lead-ins whose object is the statement: what is left may be a noun phrase ("the Transformer"). */
const ANNOUNCEMENTS: readonly RegExp[] = [
  /^this\s+(?:paper|work|study|article)\s+(?:proposes|presents|introduces|describes|reports)\s+/i,
  /^(?:we|the authors)\s+(?:propose|present|presented|introduce|introduced|describe|report|develop|design|build)\s+/i,
];

/** Lead-ins followed by a full clause: "We show that X" → "X". */
const CLAIMS: readonly RegExp[] = [
  // On the slide about the problem, the problem is the statement: "The problem is that X" → "X".
  /^the\s+(?:main\s+|key\s+|central\s+|real\s+|basic\s+)?(?:problem|difficulty|challenge|issue|limitation|drawback)\s+(?:here\s+)?is\s+that\s+/i,
  /^this\s+(?:paper|work|study|article)\s+(?:shows|argues|demonstrates)\s+that\s+/i,
  /^(?:we|the authors)\s+(?:provide|present|give|offer|report)\s+(?:[\w-]+\s+){0,3}evidence\s+(?:showing|suggesting|indicating|that)\s+(?:that\s+)?/i,
  /^(?:we|the authors)\s+(?:show|find|found|demonstrate|observe|observed|conclude|argue|note|confirm|establish)\s+that\s+/i,
  /^(?:our|these|the)\s+(?:results|experiments|findings|analyses|data)(?:\s+(?:in|of|from)\s+(?:table|figure|fig\.?)\s+\d+)?\s+(?:show|showed|demonstrate|demonstrated|indicate|indicated|suggest|suggested|reveal|revealed|confirm|confirmed)\s+(?:that,?\s+)?/i,
  // "The contingency table shows that cluster 1 contains …": what a table or plot shows is its point.
  /^(?:the|this|our|a)\s+(?:[\w-]+\s+){0,2}(?:table|plot|figure|graph|chart|diagram|map|output|summary|test|analysis|comparison)\s+(?:clearly\s+)?(?:shows|showed|indicates|indicated|reveals|revealed|suggests|suggested|confirms|confirmed|demonstrates|demonstrated)\s+that\s+/i,
];

/**
 * An opening adverbial phrase ending in a comma ("On the WMT 2014 task, …", "Although the depth
 * is increased, …", "Solely due to X, …"): the main statement follows it.
 */
const LEADING_PHRASE =
  /^(?:on|in|for|at|with|using|across|compared|after|over|under|during|among|from|by|to|when|although|though|while|whereas|unlike|despite|depending|based|given|according|following|through|as|beyond|against|if|once|since|because|before|rather|solely|mainly|partly|apart|besides|like|\p{L}+ly|\p{L}+ing|\p{L}+ed)\b[^,]{0,90},\s+(?=\S)/iu;

/**
 * The rest of a list whose first item the opening phrase's comma closed: "[To install the KLU,]
 * BTF, AMD, and COLAMD libraries, go to …" — the comma was the list's, not the phrase's end.
 */
const LIST_GOES_ON =
  /^(?:[\p{L}\d.+-]+\s+){0,2}[\p{L}\d.+-]+,\s+(?:(?:[\p{L}\d.+-]+\s+){0,2}[\p{L}\d.+-]+,\s+)*(?:and|or)\s/u;

/** What a main clause starts with; anything else means a leading-phrase cut was wrong. */
const STARTS_CLAUSE =
  /^(?:\p{Lu}|\d|(?:we|our|the|a|an|this|these|those|it|its|they|their|all|each|both|most|such|there|one|many|some|no)\b)/u;

/**
 * A clause whose subject is a bare noun of up to three words and whose auxiliary follows it:
 * "[In a controlled environment experiment,] heat stress was initiated …" (but not "[On each of
 * these versions of queries,] keys and values we then perform …").
 */
function startsWithBareNoun(text: string): boolean {
  const first =
    /^(\p{Ll}[\p{Ll}-]*)(?:\s+\p{Ll}[\p{Ll}-]*){0,2}?\s+(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should)\b/u.exec(
      text,
    )?.[1];
  return (
    first !== undefined && !DANGLING.has(first) && !/(?:ing|ed|ly)$/.test(first) && !AUXILIARIES.test(first)
  );
}

/**
 * Clause openers: a cut before one keeps the main statement whole. A second clause joined by a bare
 * "and" ("… lasts 30 days and spatial interaction is limited to …") is one too, unless the "and"
 * joins the words of a phrase just after a comma (", thus, vanishing and exploding gradients are …").
 */
const CLAUSE_BREAK =
  /,\s+(?:which|while|whereas|although|though|where|since|because|thus|thereby|so that|making|allowing|leading|resulting|enabling|yielding|dispensing|replacing|requiring|outperforming|improving|including|establishing|providing|compared|despite|as well as|and|but|with|without|using|ranging|reaching|a\s|an\s|the\s)|\s+(?:because|whereas|while|since|so that|rather than|in order to|due to)\s|;\s+|\s+[—–]\s+|—|:\s+|(?<!,\s+(?:\S+\s+){0,2}\S+)\s+(?:and|but)\s+(?=(?:(?:the|a|an|its|their|this|these|each|all|no|some|our)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should)\s)/giu;

/**
 * "The idea that is common [to all these tests is …]": the copula of a relative clause after a subject
 * with no verb of its own, not the statement's ("The sign of R indicates which model is better" has one).
 */
function copulaOfRelativeClause(text: string): boolean {
  const subject =
    /^(.*?)\b(?:that|which|who)\s+(?:\S+\s+){0,2}(?:is|are|was|were|be|been|remains?|becomes?)\s+(?:\S+\s+)?\S+$/i.exec(
      text,
    )?.[1];
  return subject !== undefined && !hasVerb(subject) && !MAY_HOLD_A_VERB.test(subject);
}

/** Adjectives that usually wait for their noun but complete a statement after a copula ("is large"). */
const PREDICATE_ADJECTIVE =
  /^(?:simple|large|small|high|low|big|deep|fast|slow|good|better|great|wide|long|short|strong|weak|common|different|likely)$/;

/** Words after which a phrase is unfinished: a bullet never ends on one. */
export const DANGLING: ReadonlySet<string> = new Set(
  `a an the of to in on for with by from and or nor but as at into onto than that which who whom whose whereas while except
because although though since unless until whereby
its their our his her my your this these those is are was were be been being has have had do does did can could
will would shall should may might must not no very more most less least both each every either neither such through
via over under between across about after before during without within among against toward towards upon per like
along amid amongst beneath beside besides despite throughout underneath unlike versus whilst
including using whether if when where how what why so due only even also still just then further rather order
respectively well already often always never usually generally mainly largely partly highly quite too much many perhaps maybe possibly probably
some any all several various other another same different new own first second third one two three four five six
seven eight nine ten up out off down based compared relative related according able likely given main key major
minor novel simple large small high low big deep fast slow good best better great wide long short strong weak
full whole single multiple overall recent current previous prior early late certain specific particular common
non`.split(/\s+/),
);

/** Adjectives that say little without what follows: "possible [to …]", "dependent [on …]". */
const COMPLEMENT_ADJECTIVES =
  'possible|impossible|dependent|independent|able|unable|capable|incapable|responsible|subject|due|prone|necessary|sufficient|likely|unlikely|similar|different|equivalent|comparable|proportional|related|relevant|specific|close|available|amenable|consistent|inconsistent|sensitive|insensitive|resistant|liable|typical|characteristic|applicable|suitable|essential|critical|crucial|important|useful|beneficial|vital|central|integral|superimposable|identical|analogous|akin|attributable|ascribable';
const NEEDS_ITS_COMPLEMENT = new RegExp(`^(?:${COMPLEMENT_ADJECTIVES})$`, 'i');

/** Whether an adjective says little without what follows it ("similar [to …]", "dependent [on …]"). */
export function needsItsComplement(word: string): boolean {
  return NEEDS_ITS_COMPLEMENT.test(word);
}

/** -al/-ent/-ant/-ic words that are nouns, and so may end a bullet. */
const NOUNS_LIKE_ADJECTIVES = new Set(
  `signal signals interval intervals trial trials material materials potential proposal individual individuals animal
animals journal hospital hospitals total capital terminal rival goal goals arrival approval survival removal
disposal renewal festival manual principal general agent agents patient patients student students component
components content contents element elements gradient gradients coefficient coefficients percent event events
extent parent parents client clients resident residents participant participants plant plants variant variants
constant constants assistant assistants applicant applicants descendant descendants antioxidant antioxidants
pollutant pollutants nutrient nutrients point points accident incident segment segments department departments
topic topics clinic clinics metric metrics logic music mechanic graphic graphics epidemic panic traffic
republic public basic critic critics fabric physic physics statistic statistics dynamic dynamics electronic
electronics genetic genetics economic economics ethic ethics sequential variable table cable vegetable syllable
bible crucible library summary boundary dictionary vocabulary glossary salary secretary commentary diary objective
alternative derivative perspective initiative directive incentive executive archive narrative representative
behavior tutorial portal mammal ritual integral`.split(/\s+/),
);

/**
 * Openings that continue a sentence the bullet does not show: "Of performing …", "As well as …",
 * a verb whose subject was a symbol the text lost ("Is a stable fixed point of the mapping"), what
 * a formula's symbols stand for ("Where by example, r is a vector …"), and a
 * clause of reason with no main clause after it: "As the genotypes showed similar trend".
 */
export const STARTS_MID_CLAUSE =
  /^(?:of|and|or|but|nor|which|whose|whom|is|are|was|were|as well as|along with|the \w+ of which|as\s+(?:the|a|an|this|these|it|they|we)\s(?!.*,)|where(?!\s+(?:do|does|did|is|are|was|were|can|could|should|would|will)\b))\b/i;

/** Endings a cut leaves: "…: For example", "…, suggesting", "… and plan", "… along". */
const CUT_ENDING = new RegExp(
  [
    String.raw`\b(?:for example|for instance|such as|along|in contrast|in such a way|such a way|suggesting|showing|indicating|demonstrating|meaning|implying)`,
    // a verb waiting for its infinitive, object or complement: "and plan", "we start", "allowed us", "has been devoted"
    String.raw`\b(?:and|we|they|to)\s+(?:plan|aim|hope|intend|want|try|seek|need|start|begin|focus|rely|turn|proceed)`,
    String.raw`\b(?:us|proved|proven|used|devoted|dedicated|attributed|subjected)`,
    // a subject without its verb: "To evaluate if the Transformer can generalize to other tasks we"
    String.raw`\b(?:we|they|he|she|I)`,
    // a participle after a comma, without what it says: "one for modifier-noun phrases, trained [on …]"
    // ("TIMIT contains recordings of speech, accompanied [by transcripts]")
    String.raw`,\s+(?:\w+ed|given|shown|built|learnt|taken|made|drawn|written|known|seen)`,
    // an adjective after a comma that waits for its comparison: "a dynamic programming algorithm, similar [to …]"
    String.raw`,\s+(?:${COMPLEMENT_ADJECTIVES}|superior|inferior|prior|according|identical)`,
    // a compound adjective without its noun: "a framework of data-induced [functions]"
    String.raw`\b(?:a|an|the|of|our|their|its|this|these)\s+[\w]+-(?:\w+ed|based|driven|dependent|specific|level|scale|wise|free|aware|oriented)`,
    // a preposition and a gerund whose object is gone: "for breeding by selecting"
    String.raw`\b(?:by|for|of|in|on|without|after|before|when|while)\s+\w+ing`,
    // a claim cut inside its opening phrase: "We conclude that, within this class"
    String.raw`\bthat,\s+(?:\S+\s+){0,4}\S+`,
    // a participle that only said where the thing was described: "The review process presented"
    String.raw`(?<!\b(?:is|are|was|were|be|been|being)\s(?:\w+ly\s)?)\b(?:presented|described|discussed|mentioned|outlined|introduced|listed|summari[sz]ed)`,
    // a heading's words, then only the condition of a statement: "Extraction: once studies are selected"
    String.raw`:\s+(?:once|if|when|whenever|although|though|while|because|since|unless|after|before)\b[^,:;]*`,
  ]
    .map((part) => `${part}$`)
    .join('|'),
  'i',
);
/** A sentence begun after a colon and cut after its opening: "into three categories: Out of 95 responses". */
const CUT_AFTER_COLON = /:\s+\p{Lu}\S*(?:\s+\S+){0,4}$/u;

/** Participles of verbs that say little without what, where or how: "is hampered [by …]", "were grouped [into …]". */
const NEEDS_COMPLEMENT =
  'administered|hampered|hindered|eluted|fractionated|visuali[sz]ed|grouped|divided|categori[sz]ed|classified|placed|' +
  'assigned|exposed|subjected|adopted|treated|applied|added|transferred|compared|linked|attributed|limited|restricted|' +
  'affected|influenced|driven|determined|characteri[sz]ed|replaced|fitted|fed|given|sent|put|made|taken|obtained|' +
  'derived|collected|measured|trained|used|based|proposed|shown|known|called|termed|named|regarded|considered|' +
  'denoted|viewed|associated|connected|coupled|attached|devoted|dedicated|equipped|listed|tabulated|depicted|' +
  'illustrated|plotted|won|interpreted|understood|expressed|represented|defined';

/**
 * Verbs that cannot end a statement, in their base form: what they take, make, give or describe
 * must follow ("lmer takes", "is to reject").
 */
const OBJECT_VERBS = [
  'add',
  'take',
  'make',
  'give',
  'provide',
  'describe',
  'contain',
  'produce',
  'generate',
  'compute',
  'implement',
  'introduce',
  'define',
  'obtain',
  'specify',
  'create',
  'employ',
  'examine',
  'investigate',
  'consider',
  'reject',
  'represent',
  'require',
  'identify',
  'detect',
  'determine',
  'estimate',
  'evaluate',
  'assess',
  'predict',
  'construct',
  'encode',
];

/** Verbs that need their object after "to" or a modal ("is to improve"), though "accuracy improves" is whole. */
const OBJECT_VERBS_AFTER_TO = [
  'improve',
  'reduce',
  'increase',
  'minimi[sz]e',
  'maximi[sz]e',
  'compare',
  'find',
  'build',
  'choose',
  'select',
];

/** "takes", "specifies". */
function thirdPerson(verb: string): string {
  return verb.endsWith('y') ? `${verb.slice(0, -1)}ies` : `${verb}s`;
}

/** Endings of a verb that lost its complement when the sentence was cut, in words a slide would show. */
const LOST_COMPLEMENT_ENDINGS: readonly RegExp[] = [
  // A bare passive after an adverb of sequence: "The questionnaires were first administered", "The column was then eluted".
  /\b(?:is|are|was|were|be|been|being)\s+(?:then|first|further|subsequently|later|initially|gradually|again|also|finally|next|thereafter)\s+\w+(?:ed|en|wn)$/i,
  // A bare passive of a verb that needs more: "Healthcare in Malawi is hampered", "Each step is
  // thus associated [with a state]".
  new RegExp(
    String.raw`\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+|(?:thus|therefore|hence|also|often|then|further)\s+)?(?:${NEEDS_COMPLEMENT})$`,
    'i',
  ),
  // A restriction without what it is restricted to: "A match is only needed [for winning ranks]".
  /\b(?:is|are|was|were|be|been)\s+only\s+(?:needed|required|used|possible|valid|available|applicable|defined|called|performed|done|allowed|supported|meaningful)$/i,
  // A resolve without what is made sure of: "We want to make sure [that an answer is given]".
  /\b(?:make|makes|made|making|be)\s+(?:\w+ly\s+)?sure$/i,
  // A reduced clause about each of them that lost its complement: "atomic expressions, each associated [with a vector]".
  new RegExp(String.raw`\b(?:each|every|both|all)\s+(?:\w+ly\s+)?(?:${NEEDS_COMPLEMENT})$`, 'i'),
  // A reduced clause that lost its complement: "that a homogeneous model fitted".
  new RegExp(
    String.raw`\bthat\s+(?:a|an|the|this|these|such)\s+(?:\w+\s+){0,2}(?:${NEEDS_COMPLEMENT})$`,
    'i',
  ),
  // An adjective that needs what follows it: "it has not been possible [to …]", "were dependent [on …]".
  new RegExp(
    String.raw`\b(?:is|are|was|were|be|been|remains?|becomes?|not)\s+(?:\w+ly\s+)?(?:${COMPLEMENT_ADJECTIVES})$`,
    'i',
  ),
  // A role without what it serves: "initiatives can serve as a tool".
  /\b(?:serve|serves|served|serving|act|acts|acted|function|functions|used|use)\s+as\s+(?:a|an|the)\s+\w+$/i,
  // A verb that needs its preposition, cut before it: "allows the researcher to look [for …]".
  /\b(?:to|can|could|may|might|must|will|would|should)\s+(?:look|refer|point|account|deal|cope|rely|depend|focus|search|ask|wait|listen|belong|consist|result)$/i,
  // A material's state without what it holds: "fractionated by Vacuum Liquid Chromatography packed [with …]".
  /\b(?:packed|filled|loaded|coated|equipped|mixed|dissolved|supplemented|impregnated|soaked)$/i,
  // A wish without its object: "we would like to experiment".
  /\b(?:like|want|wish|plan|aim|hope|intend|going)\s+to\s+\w+$/i,
  // A range whose values were in brackets: "The error is positive in the range".
  /\b(?:in|within|over)\s+the\s+(?:range|interval|order|domain|region)$/i,
  // A modal and a verb that needs its object or purpose: "initiatives can serve", "it may help".
  /\b(?:can|could|may|might|will|would|should|must)\s+(?:also\s+)?(?:serve|act|function|help|provide|make|use|give|offer|allow|enable|lead|contribute|become|be)$/i,
  // A comparison after its noun, without what it is compared with: "representational power greater
  // [than …]" (but "is larger", "trained significantly faster", "10 points higher" are complete).
  /(?<!\b(?:is|are|was|were|be|been|being|becomes?|became|remains?|much|far|even|slightly|significantly|substantially|considerably|times|points|percent|fold|%)\s)\b(?:greater|fewer|higher|lower|larger|smaller|better|worse|stronger|weaker|faster|slower)$/i,
  // A verb that makes someone do something, without the doing: "allows the network [to …]".
  /\b(?:allows?|allowed|enables?|enabled|forces?|forced|causes?|caused|helps?|helped|lets|permits?|permitted)\s+(?:(?:the|a|an|this|these|our|their|its)\s+\w+|us|them|it|him|her|one|you|me)$/i,
  // What is made possible, without what makes it so: "therefore permits models [with greater power]".
  /\b(?:allows?|allowed|enables?|enabled|permits?|permitted)\s+\p{L}+s$/iu,
  // "would make it difficult [to …]".
  /\b(?:make|makes|made|making|render|renders|rendered|find|finds|found)\s+it\s+\w+$/i,
  // A verb that announces a clause, without the clause: "This does not rigorously prove".
  /\b(?:prove|proves|show|shows|suggest|suggests|indicate|indicates|demonstrate|demonstrates|reveal|reveals|imply|implies|means|argue|argues|ensure|ensures)$/i,
  // A verb that needs its preposition: "special cases … correspond [to …]".
  /\b(?:correspond|corresponds|corresponded|belong|belongs|belonged|contribute|contributes|contributed|amount|amounts|pertain|pertains|relate|relates|lead|leads)$/i,
  // A fixed phrase without its object: "residual functions with reference [to the layer inputs]".
  /\b(?:with|in)\s+(?:reference|respect|regard|terms|relation|favou?r|comparison|proportion|accordance|response)$/i,
  // A second clause cut after its subject: "the search must be executed and the studies [obtained
  // must be evaluated]" (a passive takes no object, so what follows "and" opens a clause).
  /\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?\p{L}+(?:ed|en)\s+and\s+(?:the|a|an|its|their|our|this|these|those|all|each)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+(?<!ed)$/iu,
  // A second verb cut from what it did: "The models are trained on 1.28 million images, and evaluated [on …]".
  /,\s+and\s+(?:\w+ly\s+)?\p{L}+ed$/iu,
  // A coordinated verb cut before it: "a model architecture eschewing recurrence and instead [relying …]".
  /\b(?:and|or|but)\s+(?:instead|also|then|thus|therefore|hence|so|still|yet|rather|further|even)$/i,
  // A counted list cut after its first item: "four main sub units, namely the highly dependent unit".
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|several|many|\d+)\s+(?:\S+\s+){0,4}\S+,?\s+(?:namely|i\.e\.|that is)\s+(?:(?!\b(?:and|or)\b)[^,])+$/i,
  // A result without how it was reached: "the best hybrid results were achieved [with …]".
  /\bresults?\s+(?:is|are|was|were)\s+(?:achieved|obtained|attained|reached)$/i,
  // A condition without what follows from it: "To the extreme, if an identity mapping were optimal".
  /^(?:[^,]{0,40},\s+)?(?:if|unless)\s+[^,]*$/i,
  // A relation without its parties: "We have studied the relation [between …]".
  /\bthe\s+(?:relations?|relationships?|connections?|links?|interplay|differences?|trade-?offs?|correspondence|distinction)$/i,
  // A verb that goes on to what is attempted, without it: "Numerous efforts have since continued [to push …]".
  /\b(?:continues?|continued|seeks?|sought|attempts?|attempted|tries|tried|strives?|strove|managed|struggles?|struggled|aims?|wishes?|wished|intends?|intended)$/i,
  // A participle after its noun, cut before what for: "the number of operations required [to relate …]"
  // ("less memory is required", "Markov chains are never needed" are whole).
  /^(?!.*\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+\s+)?(?:required|needed|designed|intended|chosen|spent)$).*\b\p{L}+\s+(?:required|needed|designed|intended|chosen|spent)$/iu,
  // An existence claim cut before what the things are: "showing that there are models".
  /\bthat\s+there\s+(?:is|are|was|were)\s+(?:\w+\s+)?\w+$/i,
  // A short modal statement whose object has no purpose: "We can modify our models", "One can use adversarial nets".
  /^(?:we|one|you|they|it)\s+(?:can|could|may|might|would|should|will|must)\s+(?:also\s+|then\s+|now\s+)?\w+\s+(?:(?:a|an|the|our|their|its|this|these|those|such)\s+)?(?:\w+\s+)?\w+$/i,
  // A verb that cannot go without its object: "Like most model-fitting functions, lmer takes",
  // "A third possibility is to reject".
  // ("what each node represents" has its object; a "which" in an earlier clause gives a later one
  // none: "Evaluate returns evalResult which updates the state; it contains".)
  new RegExp(
    String.raw`^(?!.*\b(?:what|which|whatever)\b[^;,:]*$).*(?:\b(?:${OBJECT_VERBS.map(thirdPerson).join('|')}|took)|\b(?:to|can|could|may|might|must|should|will|would)\s+(?:${[...OBJECT_VERBS, ...OBJECT_VERBS_AFTER_TO].join('|')}))$`,
    'i',
  ),
  // A participle after its noun, cut from what it needs: "a model for expenditures on schools
  // explained [by income]", "paths shown [as <MIME>]" (not "is well known", nor a bare passive,
  // which the endings above judge).
  new RegExp(
    String.raw`(?<!\b(?:is|are|was|were|be|been|being|has|have|had)\s(?:\w+\s)?)\b(?!(?:is|are|was|were|be|been|being|has|have|had)\s)\p{L}+\s+(?:${NEEDS_COMPLEMENT}|explained|implemented|provided|specified)$`,
    'iu',
  ),
  // A relative clause cut after its subject: "series observations where the distance".
  /\b(?:where|whereby|whose|whom|in which|for which|on which|by which)\s+(?:(?:the|a|an|this|these|each|every|its|their)\s+)?(?:[\p{L}-]+\s+)?[\p{L}-]+$/iu,
  // What changes or is counted, without what of: "The dependent variable is the increase [in expenditure]".
  /\bthe\s+(?:increase|decrease|reduction|rise|fall|decline|growth|change|loss|gain|number|amount|proportion|percentage|fraction|ratio|share|sum)$/i,
  // A fact without what it is: "The second limitation can derive from the fact [that …]".
  /\bthe\s+(?:fact|idea|observation|assumption|notion|hypothesis|way|extent)$/i,
  // A reason named but not given: "The reason why skill presents a problem [in … is …]".
  /^the\s+reasons?\s+(?:why|that)\b(?!.*\b(?:is|are|was|were|lies|lie)\b)/i,
  // Only the phrase that leads to the statement: "Given a formula that describes a linear model",
  // "Like most model-fitting functions in R", "Having fitted several models to the demand", "As
  // package deSolve includes integrators", "Similar to software packages like WinBugs".
  /^(?:given|despite|unlike|like|assuming|considering|having\s+\p{L}+|in spite of|regardless of|similar(?:ly)? to|compared (?:to|with)|in contrast to|in addition to|apart from|instead of|rather than|as\s+(?!(?:well|far|much|long|soon|many|few)\b)\p{L}+)\b[^,]*$/iu,
  // A subordinate clause without the main clause it leads to: "Although quadrupole excitons are good
  // candidates for BEC [there are factors impeding it]".
  /^(?:although|though|even though|whereas|while|because|unless|if|when)\b[^,]*$/i,
  // A means named only by its kind, cut from what sets it apart: "applied to object recognition
  // using architectures [that accept an image …]", "a mapping with properties [that …]".
  /\b(?:using|with|via|by|through)\s+(?:architectures|properties|technologies|methods|techniques|approaches|features|characteristics|mechanisms|structures|tools|models)$/i,
  // What a thing provides named only by its kind: "Rcpp provides a class [for animal tracking data]",
  // "The forecast package contains functions [for …]".
  /\b(?:provides?|contains?|offers?|includes?|implements?|has|have|gives?|defines?)\s+(?:a\s+|an\s+|some\s+|several\s+|many\s+)?(?:class|classes|function|functions|method|methods|tool|tools|way|ways|means|framework|interface|interfaces|facility|facilities|mechanism|mechanisms|option|options|support)$/i,
  // A purpose cut to its verb after a colon: "The key aspect to note here is C++ programs: to operate".
  /:\s+to\s+\p{L}+$/iu,
  // A verb waiting for its infinitive: "but there seems [to be …]".
  /\b(?:seems?|seemed)$/i,
  // An apposition cut after its noun: "… are mostly controls, a finding [that …]".
  /,\s+(?:a|an)\s+\p{L}+$/iu,
  // A complement that names again what its subject named, cut from what sets it apart: "The most
  // important classes of tests are the tests [from the fluctuation framework]".
  /\b(\p{L}{3,}?)(?:e?s)?\b.*\b(?:is|are|was|were)\s+the\s+\1(?:e?s)?$/iu,
  // A pronoun's or a negated auxiliary's contraction waits for its verb or complement: "and it's".
  /\b(?:it|that|there|what|he|she|they|we|you|i)['’](?:s|re|ve|ll|d|m)$|\b\p{L}+n['’]t$/iu,
];

/** Whether a bullet ends where a cut left it rather than where a statement ends. */
export function endsUnfinished(bullet: string): boolean {
  const text = bullet.replace(/[.\s]+$/, '');
  return (
    CUT_ENDING.test(text) ||
    CUT_AFTER_COLON.test(text) ||
    LOST_COMPLEMENT_ENDINGS.some((ending) => ending.test(text))
  );
}

/** What follows a cut that left the subject without its verb. */
const VERB_FOLLOWS =
  /^\W*(?:(?:in particular|in turn|however|too|also|alone|themselves|itself|together)\W+)?(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|do|does|did)\b/i;

/** Verb forms that introduce a reduced clause: "X, the model based on …" can end before them. */
const PARTICIPLE =
  /^(?:based|built|trained|designed|consisting|containing|relying|leading|resulting|making|allowing|yielding|replacing|dispensing|requiring|showing|outperforming|improving|achieving|obtained|measured|collected|drawn|used|using|given|compared|derived|shown|reported|performed|conducted|applied)$/i;

/** Four or more one-word kinds of a plural noun: "A, B, C and D activities". */
const LONG_LIST_OF_KINDS =
  /\b(\p{Ll}[\p{Ll}-]+), (\p{Ll}[\p{Ll}-]+),(?: \p{Ll}[\p{Ll}-]+,)* \p{Ll}[\p{Ll}-]+,? and \p{Ll}[\p{Ll}-]+ (\p{Ll}+s)\b/u;

/** Words that open a new phrase, so a cut just before one ends the previous phrase. */
const PHRASE_START = new Set(
  `that which who whose where while whereas when with without by for to in on at from as than through via using
including because since although after before during across over under between into within among against
toward towards upon`.split(/\s+/),
);

const AUXILIARIES =
  /^(?:is|are|was|were|be|been|being|has|have|had|can|could|will|would|shall|should|may|might|must|does|do|did|remains?|remained|becomes?|became|seems?|appears?)$/i;
/** Base forms that follow a plural subject ("experiments show", "heat waves reduce"). */
const BASE_VERBS =
  /^(?:show|find|correspond|achieve|outperform|improve|reduce|increase|require|use|provide|allow|enable|lead|yield|remain|rely|depend|predict|suggest|indicate|reveal|demonstrate|contain|consist|include|make|need|help|offer|perform|obtain|reach|lack|tend|become|learn|match|exceed|differ|vary|affect|cause|limit|fail|work|take|give|produce|generate|capture|support|come|go|play|share|grow|act|carry|occur|appear|exist|arise|follow|look|seem|resemble|represent|describe|define|denote|implement|illustrate|extend|combine|assume|compute)$/i;
/**
 * Any sign of a clause: an auxiliary, a subject pronoun, a word in "-ed" or a longer one in "-s"
 * ("In most cases performance improves"). A phrase without one is no statement.
 */
const MAY_HOLD_A_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|shall|should|may|might|must|do|does|did|we|they|it|he|she|i|there)\b|\b\p{L}+ed\b|\b\p{L}{2,}[^s'’\s]s\b/iu;
/** Words ending in "s" that are never a verb's third person: "as a statistician", "its …". */
const S_NOT_A_VERB =
  /^(?:as|its|his|hers|ours|yours|theirs|whereas|perhaps|sometimes|always|besides|towards|afterwards|upwards|downwards|whereabouts)$/;
/** Whether `word` is an auxiliary verb ("is", "has", "can", "remains"), which leaves its clause open. */
export function isAuxiliary(word: string): boolean {
  return AUXILIARIES.test(word);
}
/** Whether `word` is a verb's base form that follows a plural subject ("show", "look", "include"). */
export function isBaseVerb(word: string): boolean {
  return BASE_VERBS.test(word);
}
const ADVERB_BEFORE_VERB =
  /^(?:also|often|typically|usually|still|generally|further|then|now|rarely|never|always|mostly|largely|jointly|directly|simply|first|thus|hence|therefore|consistently|significantly|substantially|greatly|strongly)$/i;
const SUBJECT_PRONOUN = /^(?:we|they|it|he|she|i|there)$/i;
/** Participles that a purpose follows ("the time needed to train"): with "to" after them, no finite verb. */
const PURPOSE_PARTICIPLE = /^(?:required|needed|used|designed|intended|chosen|employed|applied|spent)$/i;
/** Verbs that announce a clause ("suggests that …"): a bullet ending on one lost its point. */
export const REPORTING_VERB =
  /^(?:proves?|proved|shows?|showed|suggests?|suggested|finds?|found|mentions?|mentioned|indicates?|indicated|notes?|noted|says?|said|reports?|reported|argues?|argued|believes?|believed|suspects?|suspected|demonstrates?|demonstrated|reveals?|revealed|assumes?|assumed|expects?|expected|ensures?|means|implies|requires?|stated|observed|concluded|hypothesi[sz]ed|proposed|considered|described|defined|written|expressed|seen|viewed|regarded|formulated)$/i;
const DETERMINER_OR_NUMBER =
  /^(?:the|a|an|its|their|our|his|her|this|these|those|that|no|all|each|both|some|many|several|more|less|fewer|significantly|substantially|only|over|about|nearly|\d[\d.,%]*|up)$/i;

/** "…, typically perform best with …": the subject's verb after a stray comma and an adverb. */
function adverbAndVerbFollow(rest: string): boolean {
  const verb = /^\W*\p{L}+ly\s+(\p{L}+)/u.exec(rest)?.[1];
  return verb !== undefined && BASE_VERBS.test(verb.replace(/(?:e?s|ed)$/, ''));
}

/**
 * A slide bullet made from one sentence, at most 12 words, that reads as a complete statement, or
 * undefined when the sentence has no such short form. It drops parentheticals, discourse fillers
 * ("However,", "In this work,") and announcements ("We propose"), drops an opening adverbial
 * phrase when needed, and cuts only at a clause or phrase boundary whose first part still has a
 * verb and does not end on an article, preposition, conjunction, adverb or adjective. A cut that
 * keeps the sentence's measured number ("28.4 BLEU") wins over a longer one without it.
 */
export function bulletFromSentence(sentence: string, language: string): string | undefined {
  let text = removeParentheticals(
    sentence
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[-•*–·]\s*|^\d+[.)]\s+|^\((?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s+/, ''),
  );
  // A parenthesis that was a sentence of its own leaves its full stop: "(… Ulrich 2014.). zoo also …".
  text = text
    .replace(/[.!?]+["”’]?$/, '')
    .replace(/^[.,;:]+\s*/, '')
    .trim();
  const own = spokenLanguage(language);
  if (own !== 'en' && knowsFunctionWords(own))
    return clauseBullet(tidy(withoutLeadingConnective(text, own)), own);
  // An inserted ", however," connects to a sentence the slide may not show.
  text = text.replace(
    /,\s+(?:however|moreover|therefore|thus|hence|in addition|in turn|though),\s+/gi,
    // An opening phrase keeps its comma, so it can still go ("So far, however, it has not …").
    (_, offset: number) =>
      [LEADING_PHRASE, ...FILLERS].some((opener) => opener.test(`${text.slice(0, offset)}, x`)) ? ', ' : ' ',
  );
  // "The metafor package, which is described in the present paper, provides …": a relative clause
  // set off after the subject says more of it than a bullet has room for.
  text = text.replace(/^([^,]{3,80}?),\s+(?:which|who)\s[^,]+,\s+(?=\p{Ll})/u, (whole, subject: string) =>
    hasVerb(subject) ? whole : `${subject} `,
  );
  let nounPhrase = false;
  for (let changed = true; changed;) {
    changed = false;
    for (const [patterns, announces] of [
      [FILLERS, false],
      [ANNOUNCEMENTS, true],
      [CLAIMS, false],
    ] as const) {
      for (const pattern of patterns) {
        const next = text.replace(pattern, '');
        if (next !== text && countWords(next, language) >= 3) {
          text = next;
          nounPhrase ||= announces;
          changed = true;
        }
      }
    }
    // The opening phrase goes when the sentence is too long or that phrase is all a cut would keep.
    const rest = text.replace(LEADING_PHRASE, '');
    if (
      rest !== text &&
      !LIST_GOES_ON.test(rest) &&
      countWords(rest, language) >= MIN_CUT_WORDS &&
      (STARTS_CLAUSE.test(rest) || startsWithBareNoun(rest)) &&
      (countWords(text, language) > MAX_BULLET_WORDS || !hasVerb(text.slice(0, text.length - rest.length)))
    ) {
      text = rest;
      changed = true;
    }
  }
  text = tidy(text);
  // "diuretic, analgesic, ameliorative, antioxidant and antimutagenic activities" → "diuretic,
  // analgesic and other activities": a long list of kinds keeps its first two.
  if (countWords(text, language) > MAX_BULLET_WORDS)
    text = text.replace(LONG_LIST_OF_KINDS, '$1, $2 and other $3');
  if (countWords(text, language) <= MAX_BULLET_WORDS)
    return finished(text, nounPhrase) ? capitalize(text) : undefined;
  const number = /\d+(?:\.\d+)?\s*%?/.exec(text);
  const numberEnd = number === null ? 0 : number.index + number[0].length;
  const cuts = [...clauseCuts(text), ...phraseCuts(text)]
    // A cut just before the main verb keeps only the subject: "Recurrent neural networks, long
    // short-term memory and gated recurrent neural networks [in particular, have been …]".
    .filter(
      (end) =>
        !VERB_FOLLOWS.test(text.slice(end)) &&
        !adverbAndVerbFollow(text.slice(end)) &&
        !separatesComplement(text.slice(0, end), text.slice(end)),
    )
    .map((end) => tidy(text.slice(0, end)))
    .filter((prefix) => {
      const words = countWords(prefix, language);
      return words >= MIN_CUT_WORDS && words <= MAX_BULLET_WORDS && finished(prefix, nounPhrase);
    });
  if (cuts.length === 0) return undefined;
  // Longest first, but a bullet that keeps the result's number beats one that loses it.
  const best = [...cuts].sort(
    (a, b) => Number(b.length >= numberEnd) - Number(a.length >= numberEnd) || b.length - a.length,
  )[0];
  return best === undefined ? undefined : capitalize(best);
}

/** Items of a list, each with its number: "Lupeol (1), epilupeol (2) and β-sitosterol (3)". */
const NUMBERED_ITEMS = /[\p{L}\p{N}-]\s\(\d{1,2}\)(?:,\s+|,?\s+and\s+)[\p{L}\p{N}-]+\s\(\d{1,2}\)/u;

/** A parenthesis or bracket and the space before it; a label ("(C)", "(ii)", "(3)") is no aside. */
const PARENTHETICAL = /(\s*)(?:\((?![A-Za-z]\)|[ivx]{1,4}\)|\d{1,2}\))[^()]*\)|\[[^[\]]*\])/g;

/**
 * Removes parentheses and brackets but keeps labels the sentence refers to ("rows (C)"). The
 * numbers of a list's items go: on a slide they read as pointers to equations.
 */
export function removeParentheticals(text: string): string {
  let out = NUMBERED_ITEMS.test(text) ? text.replace(/(?<=[\p{L}\p{N}-])\s\(\d{1,2}\)/gu, '') : text;
  for (let previous = ''; previous !== out;) {
    previous = out;
    // A bracket glued to the word after it is part of that word ("for [g]lmer models", "(re)use"):
    // the space before it stays.
    out = out.replace(PARENTHETICAL, (bracket: string, space: string, offset: number, whole: string) =>
      /^[\p{L}\p{N}]/u.test(whole.slice(offset + bracket.length)) ? space : '',
    );
  }
  return out;
}

/**
 * A bullet in a language whose grammar the rules above do not know: the sentence when it is short
 * enough, else its longest first clause (up to a comma, semicolon, colon or dash) that ends on a
 * content word and closes every bracket and quote it opens.
 */
function clauseBullet(text: string, language: string): string | undefined {
  const fits = (phrase: string, least: number): boolean => {
    const count = countWords(phrase, language);
    const last = phrase.split(' ').at(-1) ?? '';
    return (
      count >= least && count <= MAX_BULLET_WORDS && !endsOnFunctionWord(last, language) && isBalanced(phrase)
    );
  };
  if (countWords(text, language) <= MAX_BULLET_WORDS) return fits(text, 3) ? capitalize(text) : undefined;
  const clause = [...text.matchAll(/[,;:]\s|\s[—–]\s/g)]
    .map((match) => tidy(text.slice(0, match.index)))
    .filter((prefix) => fits(prefix, MIN_CUT_WORDS))
    .at(-1);
  return clause === undefined ? undefined : capitalize(clause);
}

function tidy(text: string): string {
  return text
    .replace(/[\s,;:—–-]+$/, '')
    .replace(/\s+,/g, ',')
    .trim();
}

/** Where a clause ends: just before ", which", "; ", " because", " — ". */
function clauseCuts(text: string): number[] {
  return [...text.matchAll(CLAUSE_BREAK)].map((m) => m.index);
}

/**
 * Where a phrase ends: before a preposition or relative word, before a participle, or at a comma
 * that does not sit inside a list ("queries, keys and values"). A bare "and"/"or" joins two parts
 * of one phrase ("recurrent or convolutional networks"), so the cut never goes there.
 */
function phraseCuts(text: string): number[] {
  const cuts: number[] = [];
  const words = [...text.matchAll(/\S+/g)];
  words.forEach((match, k) => {
    if (k === 0) return;
    const word = match[0].toLowerCase().replace(/[,;:]$/, '');
    const previous = words[k - 1]?.[0] ?? '';
    const start = match.index;
    if (previous.endsWith(',')) {
      const after = words.slice(k, k + 4).map((w) => w[0].toLowerCase());
      if (!after.some((w) => w === 'and' || w === 'or')) cuts.push(start - 1);
    } else if (
      (PHRASE_START.has(word) ||
        PARTICIPLE.test(word) ||
        // "a functional language | specifically designed for …": the adverb opens the participle's phrase.
        (/ly$/.test(word) && PARTICIPLE.test(words[k + 1]?.[0] ?? ''))) &&
      !isRangeTo(word, previous, words[k + 1]?.[0] ?? '')
    ) {
      cuts.push(start);
    }
  });
  return cuts;
}

/** What opens a verb's or participle's complement: "focuses | on", "is designed | to", "inheriting | from". */
const COMPLEMENT_OPENS =
  /^\s*(?:to|on|in|into|onto|by|with|from|as|under|upon|for|at|about|towards?|that|insofar)\b/i;
/**
 * Words whose sentence goes on in a preposition they choose: verbs ("Stan comes with …", "the
 * analysis results in …"), a reflexive ("established itself as …"), "look forward to", "insofar as",
 * "a bound on …".
 */
const TAKES_PREPOSITION =
  /^(?:focus(?:es|ed)?|comes?|results|relies|depends?|consists?|refers?|belongs?|corresponds?|stems?|differs?|deals?|converges?|searches|amounts?|looks?|follows|forward|itself|themselves|allows?|enables?|permits?|wanting|allowing|inheriting|leading|resulting|according|insofar|bounds?)$/i;
const BE_FORM = /^(?:is|are|was|were|be|been|being)$/i;
/** Participles whose passive says nothing until it says how, from what or for what: "is built", "is based". */
const PARTICIPLE_NEEDING_HOW =
  /^(?:built|made|designed|adapted|extended|performed|done|used|based|applied|handled|constructed|composed|intended|meant|tailored|devoted|dedicated|related|restricted|driven|carried|achieved|accomplished)$/i;

/**
 * Whether a cut would part a verb from the complement its sentence goes on with: "Current work in
 * the package focuses | on …", "The implementation of the operator is designed | to be …", "an
 * object of class ‘modelparty’ inheriting | from ‘party’", "The R language has established itself |
 * as …". What is left names an action without what it is about.
 */
function separatesComplement(kept: string, rest: string): boolean {
  if (!COMPLEMENT_OPENS.test(rest)) return false;
  const words = kept
    .trim()
    .toLowerCase()
    .replace(/["”’)]+$/, '')
    .split(/\s+/)
    .map((word) => word.replace(/[,;:]$/, ''));
  const last = words.at(-1) ?? '';
  if (TAKES_PREPOSITION.test(last)) return true;
  // A passive participle waiting for its infinitive or goal ("is designed [to be …]", "have been
  // extended [to …]"), or one that says nothing without how ("software is built [with …]"); one its
  // agent or source follows is complete ("were isolated [from …]").
  if (!(/ed$/.test(last) && /^\s*to\b/i.test(rest)) && !PARTICIPLE_NEEDING_HOW.test(last)) return false;
  const before = words.slice(-3, -1).filter((word) => !/ly$|^(?:also|then|not|now|further)$/.test(word));
  return BE_FORM.test(before.at(-1) ?? '');
}

/** "6 to 7 meters" is one quantity: no cut between its ends. */
function isRangeTo(word: string, previous: string, next: string): boolean {
  return word === 'to' && /^\d/.test(previous) && /^\d/.test(next);
}

/** Whether a short text reads as finished: ends on a content word and says something. */
function finished(text: string, nounPhraseOk: boolean): boolean {
  const words = text.split(' ');
  const last = (words[words.length - 1] ?? '').toLowerCase().replace(/["”’)]+$/, '');
  // An adjective after "is" completes its statement ("every such group is solvable"); elsewhere
  // it lost its noun ("the recurrent"). After an "it" that stands for what follows the adjective
  // ("it would also be natural [to consider …]"), the statement lost its subject.
  const copula = /^(?:is|are|was|were|be|been|remains?|becomes?|not)$/i;
  // "… can be very large": an intensifier may stand between the copula and its adjective.
  const predicate =
    (copula.test(words[words.length - 2] ?? '') ||
      (/^(?:very|highly|extremely|quite|relatively|rather|so|too|fairly)$/i.test(
        words[words.length - 2] ?? '',
      ) &&
        copula.test(words[words.length - 3] ?? ''))) &&
    !NEEDS_ITS_COMPLEMENT.test(last) &&
    !/\bit\s+(?:\S+\s+){0,2}(?:is|was|be|been)\s+\S+$/i.test(text) &&
    !copulaOfRelativeClause(text);
  if (
    last === '' ||
    (DANGLING.has(last) && !(predicate && PREDICATE_ADJECTIVE.test(last))) ||
    // A subject waiting for its verb: "…, but not for those below, we".
    /^(?:we|they|he|she|i)$/.test(last) ||
    (looksLikeAdjectiveOrAdverb(last) && !(predicate && !/ly$/.test(last)))
  )
    return false;
  if (STARTS_MID_CLAUSE.test(text) || endsUnfinished(text)) return false;
  // "… led", "… is used to refer", "… followed", "the need", "we will try": the complement was cut off.
  if (
    /^(?:led|refer|refers|referred|followed|pointed|aimed|tend|tends|try|tries|attempt|attempts|want|wants|wish|intend|intends|seek|seeks)$/.test(
      last,
    ) ||
    /\b(?:is|are|was|were|be|been|being)\s+(?:used|based|called|termed|referred)$|\bthe\s+need$/i.test(text)
  )
    return false;
  // "… a very" + adjective lost its noun; "is rather limited" states what the subject is.
  if (
    REPORTING_VERB.test(last) ||
    (/^(?:very|highly|extremely|quite|relatively|rather|so|too|less|more|most)$/i.test(
      words[words.length - 2] ?? '',
    ) &&
      !/^(?:is|are|was|were|be|been|remains?|becomes?|seems?|appears?)$/i.test(words[words.length - 3] ?? ''))
  )
    return false;
  // "In my work as a statistician": the phrase that opened a statement, without the statement.
  if (
    /^(?:in|on|at|for|with|by|from|of|during|after|before|under|within|among|along|across|through|throughout)\s/i.test(
      text,
    ) &&
    !MAY_HOLD_A_VERB.test(text)
  )
    return false;
  // "In model 8, whose density … are presented": a phrase and a relative clause, no main clause.
  if (/^(?:in|on|for|at|with|by|from|of)\s[^,]+,\s+(?:whose|which|where|who|whom)\b/i.test(text))
    return false;
  // "The metafor package, which is described in the present paper": a subject and the relative
  // clause set off after it, cut before the verb that says what the subject does.
  const subject = /^([^,]+),\s+(?:whose|which|where|who|whom)\b[^,]*$/i.exec(text)?.[1];
  if (subject !== undefined && !hasVerb(subject)) return false;
  // A leading subordinate clause ("If there was …") or "not only" with no main clause.
  if (
    /^(?:(?:so|and|but|then|thus|hence),?\s+)?(?:if|when|although|though|while|whereas|because|since|unless|once|not only|in order to)\b/i.test(
      text,
    )
  )
    return false;
  // "To evaluate if the Transformer can generalize": a purpose without the statement it serves.
  if (/^to\s+\p{L}+\s+(?:if|whether|how|what|which|why)\b/iu.test(text) && !/,/.test(text)) return false;
  // "By selecting studies that …": a means without the statement it serves.
  if (
    /^(?:by|through|after|before|without|upon|in|besides|apart from|instead of|rather than|in addition to)\s+\w+ing\b/i.test(
      text,
    ) &&
    !/,/.test(text)
  )
    return false;
  const subordinate =
    /.*\b(?:that|which|who|if|when|where|why|although|though|while|whereas|because|whether)\s/i.exec(text);
  if (subordinate !== null && !hasVerb(text.slice(subordinate[0].length))) return false;
  // "… monochrome images; color images [are converted …]": a second clause that lost its verb.
  const afterSemicolon = /.*;\s/.exec(text);
  if (afterSemicolon !== null && !hasVerb(text.slice(afterSemicolon[0].length))) return false;
  // "as measured", "when trained": a subordinate clause that lost its complement.
  if (/\b(?:as|when|if|than|while|because|once|unless|although)\s+\S+$/i.test(text)) return false;
  // "both" waits for its "and", "between" for its second party.
  if (/\b(?:both|between)\b(?!.*\band\b)|\beither\b(?!.*\bor\b)/i.test(text)) return false;
  if (/[‘“(]/.test(text) && !/[’”)]/.test(text.slice(text.search(/[‘“(]/)))) return false;
  return (nounPhraseOk && !CONTINUES_EXPOSITION.test(text)) || hasVerb(text);
}

/**
 * What "We propose …" may not show on its own: the rest of an exposition ("[we describe] each
 * phase of the process", "[we introduce] the problem of generation") rather than a new or named
 * thing ("a residual learning framework …", "the Transformer, …", "self-normalizing networks").
 */
const CONTINUES_EXPOSITION =
  /^(?:[Tt]he\s+\p{Ll}|(?:[Ee]ach|[Ee]very|[Aa]ll|[Ss]ome|[Tt]hese|[Tt]hose|[Tt]his|[Tt]hat|[Ii]ts|[Tt]heir|[Oo]ur)\s)/u;

/** Whether a word reads as an adjective or adverb by its ending ("recurrent", "computationally"). */
export function looksLikeAdjectiveOrAdverb(word: string): boolean {
  if (NOUNS_LIKE_ADJECTIVES.has(word) || /ment$/.test(word)) return false;
  if (
    /ly$/.test(word) &&
    !/^(?:family|supply|assembly|anomaly|italy|july|poly|reply|rely|apply|fly)$/.test(word)
  )
    return true;
  return /(?:ior|ive|ous|ful|able|ible|ical|al|ary|less|ic|ent|ant|ular|ilar|iliar)$/.test(word);
}

/**
 * A rough test for a finite verb, so that a bare subject ("Knowledge regarding the best
 * approaches") is not mistaken for a statement: an auxiliary, a word after a subject pronoun, or
 * a word in -s/-ed followed by its object ("achieves 28.4", "outperforms the").
 */
export function hasVerb(text: string): boolean {
  const raw = text.toLowerCase().split(' ');
  const words = raw.map((word) => word.replace(/[,;:]/g, ''));
  return words.some((word, k) => {
    // "evidence to be gathered": a closing infinitive is no finite verb (but in "the models to be
    // considered present a good fit" a verb follows it).
    if (AUXILIARIES.test(word)) return words[k - 1] !== 'to' || k + 2 < words.length;
    if (words[k - 1] === 'be' && words[k - 2] === 'to') return false;
    // "The methodological steps, the strategies …": a word before a comma ends a list's item.
    if (/[,;:]$/.test(raw[k] ?? '')) return false;
    if (k > 0 && SUBJECT_PRONOUN.test(words[k - 1] ?? '') && /^\p{Ll}+$/u.test(word) && !DANGLING.has(word))
      return true;
    const previous = words[k - 1] ?? '';
    const next = words[k + 1] ?? '';
    // "the number of operations required to relate signals": a participle saying what for, not the verb.
    if (next === 'to' && PURPOSE_PARTICIPLE.test(word)) return false;
    const verbForm =
      (/[^s]s$/.test(word) && !/(?:ous|ss|is|us|ics|ies)$/.test(word) && !S_NOT_A_VERB.test(word)) ||
      /[^e]ed$|ied$|eed$/.test(word);
    // A clause after "that" may start on its verb: "that sidesteps these difficulties".
    if (k === 0) return verbForm && DETERMINER_OR_NUMBER.test(next);
    if (BASE_VERBS.test(word) && /[^s]s$/.test(previous)) return true;
    // "we first attempt …" (but "our first attempt", where "first" is the noun's adjective).
    if (
      ADVERB_BEFORE_VERB.test(previous) &&
      !DETERMINER_OR_NUMBER.test(words[k - 2] ?? '') &&
      /^\p{Ll}+$/u.test(word) &&
      !DANGLING.has(word) &&
      !/ly$/.test(word)
    )
      return true;
    // "interviewees revealed different …", "encoding corresponds to …": a verb after its subject noun.
    // After an adjective comes its noun ("cytotoxic activities"), not a verb.
    const afterNoun =
      !DANGLING.has(previous) &&
      !AUXILIARIES.test(previous) &&
      !/ly$/.test(previous) &&
      !looksLikeAdjectiveOrAdverb(previous) &&
      /^\p{L}/u.test(previous);
    if (afterNoun && /[^e]ed$|ied$/.test(word) && next !== '' && !PHRASE_START.has(next)) return true;
    if (
      afterNoun &&
      /[^s]s$/.test(word) &&
      !/[^s]s$/.test(previous) &&
      !/(?:ous|ss|is|us|ics)$/.test(word) &&
      next !== '' &&
      // "the confidence scores and the inverse ranks": a compound noun going on to the next item.
      !/^(?:and|or|nor)$/.test(next)
    )
      return true;
    return (
      verbForm &&
      !(looksLikeAdjectiveOrAdverb(previous) && !/ly$/.test(previous)) &&
      (DETERMINER_OR_NUMBER.test(next) || (/ed$/.test(word) && (next === '' || PHRASE_START.has(next))))
    );
  });
}

function capitalize(text: string): string {
  // Keep identifiers like "iPhone" or "word2vec": only a plain lowercase word is capitalised.
  return /^\p{Ll}[\p{Ll}-]*(?:\s|$)/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
