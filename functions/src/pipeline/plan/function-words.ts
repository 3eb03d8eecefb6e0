/**
 * Articles, prepositions, conjunctions, pronouns and auxiliaries of the languages the planner tells
 * talks in besides English (whose own list, with its grammar, is bullet-from-sentence's): a bullet
 * that ends on one was cut before the word it leads to ("… un nombre simbólico que lo").
 */
const FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  es: words(`el la los las lo un una unos unas de del al a ante en con por para sin sobre entre hacia hasta desde
    según y e o u ni pero sino que cual cuales cuyo cuya cuyos cuyas como cuando donde si se le les me te nos su
    sus mi tu este esta estos estas ese esa esos esas aquel es son fue fueron ser sido está están estar ha han
    haber había muy más menos no también tan cada otro otra otros otras mismo misma`),
  fr: words(`le la les un une des de du au aux à en dans avec par pour sans sur sous entre vers chez et ou ni
    mais car donc que qui quoi dont où si se ce cet cette ces son sa ses leur leurs mon ma mes notre nos votre
    vos est sont été être a ont avoir était très plus moins ne pas aussi tout tous toute toutes chaque autre
    autres même il elle ils elles on nous vous`),
  pt: words(`o a os as um uma uns umas de do da dos das em no na nos nas num numa ao aos à às com por pelo pela
    pelos pelas para sem sobre entre até desde e ou nem mas que qual quais cujo cuja como quando onde se lhe
    lhes seu sua seus suas este esta estes estas esse essa isso é são foi foram ser sido está estão estar tem
    têm ter muito mais menos não também cada outro outra outros outras mesmo mesma`),
  it: words(`il lo la i gli le un uno una di del dello della dei degli delle a al allo alla ai agli alle da dal
    dalla dai dalle in nel nello nella nei negli nelle con su sul sulla sui per tra fra e ed o od ma né che cui
    come quando dove se si ci vi suo sua suoi sue questo questa questi queste quello quella è sono era stato
    stata essere ha hanno avere molto più meno non anche ogni altro altra altri altre stesso stessa`),
  de: words(`der die das den dem des ein eine einen einem einer eines und oder aber sondern denn von vom zu zum
    zur mit bei beim aus nach für über unter zwischen in im an am auf durch gegen ohne um als wie wenn dass ob
    weil sich ist sind war waren wird werden wurde wurden hat haben hatte kann können muss müssen soll sollen
    nicht sehr mehr auch kein keine jede jeder jedes dieser diese dieses sein seine ihr ihre es sie er wir man`),
  nl: words(`de het een van in op aan met voor door bij uit naar over onder tussen tot en of maar want dat die
    wat welke als wanneer omdat zich is zijn was waren wordt worden werd heeft hebben had kan kunnen moet
    moeten niet zeer meer ook geen elk elke deze dit zijn haar hun er we wij men`),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter((word) => word !== ''));
}

/**
 * Whether `word` leaves a phrase in `language` open: a function word, or an elided article or
 * preposition ("l’", "d’", "dell’").
 */
export function endsOnFunctionWord(word: string, language: string): boolean {
  const bare = word.toLowerCase().replace(/[,;:.!?»”"')]+$/u, '');
  if (/['’]$/.test(bare)) return true;
  return FUNCTION_WORDS[language]?.has(bare) ?? false;
}

/** Whether the planner knows the function words of `language` (ISO 639-1 base code). */
export function knowsFunctionWords(language: string): boolean {
  return FUNCTION_WORDS[language] !== undefined;
}

/** Openings that connect a sentence to the one before it ("Además, …", "De plus, …"), per language. */
const CONNECTIVES: Readonly<Record<string, RegExp>> = {
  es: /^(?:además|sin embargo|no obstante|por ejemplo|por otra parte|por otro lado|por lo tanto|por tanto|en primer lugar|finalmente|por último|asimismo|también|así|en cambio|de hecho),\s+/iu,
  fr: /^(?:de plus|en outre|cependant|toutefois|néanmoins|par exemple|par ailleurs|ainsi|enfin|donc|en effet|d’abord|d'abord|également|en revanche),\s+/iu,
  pt: /^(?:além disso|no entanto|contudo|todavia|por exemplo|por outro lado|assim|finalmente|por fim|também|portanto|de fato|em primeiro lugar),\s+/iu,
  it: /^(?:inoltre|tuttavia|per esempio|ad esempio|infine|quindi|pertanto|anche|invece|in effetti|in primo luogo|d’altra parte|d'altra parte),\s+/iu,
};

/** `sentence` without a connective that leans on the sentence before it: "Además, el riego …" → "el riego …". */
export function withoutLeadingConnective(sentence: string, language: string): string {
  const connective = CONNECTIVES[language];
  return connective === undefined ? sentence : sentence.replace(connective, '');
}
