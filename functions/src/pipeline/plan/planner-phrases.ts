import { spokenLanguage } from '../text/index.js';
import type { SlideRole } from './slide-role.js';

/** The words the extractive planner adds around the paper's own sentences, in one language. */
export interface PlannerPhrases {
  /** Slide titles when no section heading says it better. */
  titles: Record<Exclude<SlideRole, 'opening'>, string>;
  /** The title of a results slide that states a mathematics paper's main theorem. */
  mainTheorem: string;
  /**
   * First line of the talk; `author` is the first author ('' when unknown), `noun` what the talk
   * calls the document ("paper", "thesis", or the kind its title names: "guide", "manual").
   */
  opening(title: string, author: string, coauthors: boolean, noun: string): string;
  /** The document as a lead-in names it, from what the talk calls it: "the guide", "el artículo". */
  document(noun: string): string;
  /** First line of every other slide; "{document}" stands for `document(noun)`. */
  leadIns: Record<Exclude<SlideRole, 'opening'>, string>;
  /** Put before the first sentence of a slide, e.g. "The key result is that ". */
  firstSentence: Partial<Record<SlideRole, string>>;
  /** Put before later sentences, in turn; '' leaves a sentence as it is. */
  connectives: readonly string[];
  /** Put before the last sentence of the talk. */
  finally: string;
  /** Script length: at least `min` when the paper allows, aiming at `target`, never over `max`. */
  length: { min: number; target: number; max: number };
}

/**
 * "the paper X"; a title that names its own kind as it stands ("the btt User Guide", "A Primer on
 * X"), unless only its subtitle does ("the guide Stochastic simulations with DYNARE. A practical guide").
 */
function namedKind(title: string, noun: string): string {
  if (noun === 'paper' || noun === 'thesis') return `the ${noun} ${title}`;
  if (/^(?:a|an|the)\s/i.test(title)) return title;
  const main = title.split(/:\s|\.\s/)[0] ?? title;
  return new RegExp(`\\b${noun}\\b`, 'i').test(main) ? `the ${title}` : `the ${noun} ${title}`;
}

const ENGLISH: PlannerPhrases = {
  titles: {
    problem: 'The Problem',
    approach: 'The Approach',
    details: 'How It Works',
    results: 'Key Results',
    'more-results': 'More Results',
    analysis: 'Further Findings',
    conclusion: 'Conclusions',
    'results-and-conclusion': 'Results and Takeaways',
  },
  mainTheorem: 'The Main Theorem',
  opening: (title, author, coauthors, noun) =>
    `This talk presents ${namedKind(title, noun)}${author === '' ? '' : `, by ${author}${coauthors ? ' and colleagues' : ''}`}.`,
  document: (noun) => `the ${noun}`,
  leadIns: {
    problem: 'First, what problem does {document} tackle?',
    approach: "Next, let's look at the approach.",
    details: "Let's look at how it works in more detail.",
    results: 'Now to the results.',
    'more-results': 'There is more in the experiments.',
    analysis: 'Beyond the headline numbers, there are further findings.',
    conclusion: 'To conclude, here are the takeaways.',
    'results-and-conclusion': 'Finally, the results and the takeaway.',
  },
  firstSentence: { results: 'The key result is that ', 'results-and-conclusion': 'The key result is that ' },
  connectives: ['', 'In addition, ', '', 'Also, '],
  finally: 'Finally, ',
  length: { min: 70, target: 100, max: 140 },
};

const CHINESE: PlannerPhrases = {
  titles: {
    problem: '研究问题',
    approach: '研究方法',
    details: '方法细节',
    results: '主要结果',
    'more-results': '更多结果',
    analysis: '分析与讨论',
    conclusion: '结论',
    'results-and-conclusion': '结果与结论',
  },
  mainTheorem: '主要定理',
  opening: (title, author, coauthors, noun) =>
    `本报告介绍${CHINESE.document(noun)}${title === '' ? '' : `《${title}》`}${author === '' ? '' : `，作者是${author}${coauthors ? '等' : ''}`}。`,
  document: (noun) => (noun === 'thesis' ? '学位论文' : noun === 'paper' ? '论文' : '文档'),
  leadIns: {
    problem: '这篇{document}要解决什么问题？',
    approach: '接下来介绍论文提出的方法。',
    details: '下面进一步介绍方法的细节。',
    results: '下面来看实验结果。',
    'more-results': '实验还有更多发现。',
    analysis: '进一步的分析给出了以下结论。',
    conclusion: '最后做一个总结。',
    'results-and-conclusion': '最后来看结果和结论。',
  },
  firstSentence: { results: '主要结果是：', 'results-and-conclusion': '主要结果是：' },
  connectives: ['', '此外，', '', '同时，'],
  finally: '总之，',
  length: { min: 150, target: 210, max: 300 },
};

/** A title in a language's quotation marks, after a space; nothing when the read stage found no title. */
function quoted(title: string, open: string, close: string): string {
  return title === '' ? '' : ` ${open}${title}${close}`;
}

/** Articles and nouns for what the talk calls the document, in one language. */
function documentIn(paper: string, thesis: string, other: string): (noun: string) => string {
  return (noun) => (noun === 'paper' ? paper : noun === 'thesis' ? thesis : other);
}

const SPANISH: PlannerPhrases = {
  titles: {
    problem: 'El problema',
    approach: 'El enfoque',
    details: 'Cómo funciona',
    results: 'Resultados principales',
    'more-results': 'Más resultados',
    analysis: 'Otros hallazgos',
    conclusion: 'Conclusiones',
    'results-and-conclusion': 'Resultados y conclusiones',
  },
  mainTheorem: 'El teorema principal',
  opening: (title, author, coauthors, noun) =>
    `Esta charla presenta ${SPANISH.document(noun)}${quoted(title, '«', '»')}${author === '' ? '' : `, de ${author}${coauthors ? ' y colaboradores' : ''}`}.`,
  document: documentIn('el artículo', 'la tesis', 'el documento'),
  leadIns: {
    problem: 'Primero, ¿qué problema aborda {document}?',
    approach: 'A continuación, veamos el enfoque.',
    details: 'Veamos con más detalle cómo funciona.',
    results: 'Pasemos a los resultados.',
    'more-results': 'Los experimentos muestran algo más.',
    analysis: 'Más allá de las cifras principales, hay otros hallazgos.',
    conclusion: 'Para concluir, estas son las ideas principales.',
    'results-and-conclusion': 'Por último, los resultados y la conclusión.',
  },
  firstSentence: {
    results: 'El resultado clave es que ',
    'results-and-conclusion': 'El resultado clave es que ',
  },
  connectives: ['', 'Además, ', '', 'También, '],
  finally: 'Por último, ',
  length: ENGLISH.length,
};

const FRENCH: PlannerPhrases = {
  titles: {
    problem: 'Le problème',
    approach: 'L’approche',
    details: 'Fonctionnement',
    results: 'Principaux résultats',
    'more-results': 'Autres résultats',
    analysis: 'Autres constats',
    conclusion: 'Conclusions',
    'results-and-conclusion': 'Résultats et conclusions',
  },
  mainTheorem: 'Le théorème principal',
  opening: (title, author, coauthors, noun) =>
    `Cet exposé présente ${FRENCH.document(noun)}${quoted(title, '« ', ' »')}${author === '' ? '' : `, de ${author}${coauthors ? ' et ses collègues' : ''}`}.`,
  document: documentIn('l’article', 'la thèse', 'le document'),
  leadIns: {
    problem: 'Tout d’abord, à quel problème s’attaque {document} ?',
    approach: 'Voyons maintenant l’approche.',
    details: 'Voyons plus en détail comment cela fonctionne.',
    results: 'Passons aux résultats.',
    'more-results': 'Les expériences montrent davantage.',
    analysis: 'Au-delà des chiffres principaux, d’autres constats ressortent.',
    conclusion: 'Pour conclure, voici les points à retenir.',
    'results-and-conclusion': 'Enfin, les résultats et les points à retenir.',
  },
  // "que" would elide before a vowel ("qu’il"); a colon needs no elision.
  firstSentence: {
    results: 'Le résultat principal : ',
    'results-and-conclusion': 'Le résultat principal : ',
  },
  connectives: ['', 'De plus, ', '', 'Par ailleurs, '],
  finally: 'Enfin, ',
  length: ENGLISH.length,
};

const PORTUGUESE: PlannerPhrases = {
  titles: {
    problem: 'O problema',
    approach: 'A abordagem',
    details: 'Como funciona',
    results: 'Principais resultados',
    'more-results': 'Mais resultados',
    analysis: 'Outras constatações',
    conclusion: 'Conclusões',
    'results-and-conclusion': 'Resultados e conclusões',
  },
  mainTheorem: 'O teorema principal',
  opening: (title, author, coauthors, noun) =>
    `Nesta apresentação, apresentamos ${PORTUGUESE.document(noun)}${quoted(title, '«', '»')}${author === '' ? '' : `, de ${author}${coauthors ? ' e colegas' : ''}`}.`,
  document: documentIn('o artigo', 'a tese', 'o documento'),
  leadIns: {
    problem: 'Primeiro, que problema {document} aborda?',
    approach: 'Em seguida, vejamos a abordagem.',
    details: 'Vejamos em mais detalhe como funciona.',
    results: 'Vamos agora aos resultados.',
    'more-results': 'Os experimentos mostram mais.',
    analysis: 'Além dos números principais, há outras constatações.',
    conclusion: 'Para concluir, eis os pontos principais.',
    'results-and-conclusion': 'Por fim, os resultados e a conclusão.',
  },
  firstSentence: {
    results: 'O resultado principal é que ',
    'results-and-conclusion': 'O resultado principal é que ',
  },
  connectives: ['', 'Além disso, ', '', 'Também, '],
  finally: 'Por fim, ',
  length: ENGLISH.length,
};

const ITALIAN: PlannerPhrases = {
  titles: {
    problem: 'Il problema',
    approach: 'L’approccio',
    details: 'Come funziona',
    results: 'Risultati principali',
    'more-results': 'Altri risultati',
    analysis: 'Ulteriori risultati',
    conclusion: 'Conclusioni',
    'results-and-conclusion': 'Risultati e conclusioni',
  },
  mainTheorem: 'Il teorema principale',
  opening: (title, author, coauthors, noun) =>
    `Questa presentazione illustra ${ITALIAN.document(noun)}${quoted(title, '«', '»')}${author === '' ? '' : `, di ${author}${coauthors ? ' e colleghi' : ''}`}.`,
  document: documentIn('l’articolo', 'la tesi', 'il documento'),
  leadIns: {
    problem: 'Innanzitutto, quale problema affronta {document}?',
    approach: 'Vediamo ora l’approccio.',
    details: 'Vediamo più in dettaglio come funziona.',
    results: 'Passiamo ai risultati.',
    'more-results': 'Gli esperimenti mostrano altro ancora.',
    analysis: 'Oltre ai numeri principali, emergono altri risultati.',
    conclusion: 'Per concludere, ecco i punti chiave.',
    'results-and-conclusion': 'Infine, i risultati e le conclusioni.',
  },
  firstSentence: {
    results: 'Il risultato principale è che ',
    'results-and-conclusion': 'Il risultato principale è che ',
  },
  connectives: ['', 'Inoltre, ', '', 'In più, '],
  finally: 'Infine, ',
  length: ENGLISH.length,
};

/**
 * German and Dutch put the verb second: "Außerdem, die Karte zeigt …" is no sentence, and a
 * sentence's nouns keep their capitals, so their talks join the paper's sentences without
 * connectives or a phrase before the first.
 */
const GERMAN: PlannerPhrases = {
  titles: {
    problem: 'Das Problem',
    approach: 'Der Ansatz',
    details: 'Funktionsweise',
    results: 'Wichtigste Ergebnisse',
    'more-results': 'Weitere Ergebnisse',
    analysis: 'Weitere Erkenntnisse',
    conclusion: 'Fazit',
    'results-and-conclusion': 'Ergebnisse und Fazit',
  },
  mainTheorem: 'Der Hauptsatz',
  opening: (title, author, coauthors, noun) =>
    `Thema dieses Vortrags ist ${GERMAN.document(noun)}${quoted(title, '„', '“')}${author === '' ? '' : ` von ${author}${coauthors ? ' und Kollegen' : ''}`}.`,
  document: documentIn('der Artikel', 'die Dissertation', 'das Dokument'),
  leadIns: {
    problem: 'Zunächst: Welches Problem behandelt {document}?',
    approach: 'Als Nächstes betrachten wir den Ansatz.',
    details: 'Sehen wir uns genauer an, wie es funktioniert.',
    results: 'Nun zu den Ergebnissen.',
    'more-results': 'Die Experimente zeigen noch mehr.',
    analysis: 'Über die wichtigsten Zahlen hinaus gibt es weitere Erkenntnisse.',
    conclusion: 'Zum Schluss die wichtigsten Punkte.',
    'results-and-conclusion': 'Zum Schluss die Ergebnisse und das Fazit.',
  },
  firstSentence: {},
  connectives: [''],
  finally: '',
  length: ENGLISH.length,
};

const DUTCH: PlannerPhrases = {
  titles: {
    problem: 'Het probleem',
    approach: 'De aanpak',
    details: 'Hoe het werkt',
    results: 'Belangrijkste resultaten',
    'more-results': 'Meer resultaten',
    analysis: 'Verdere bevindingen',
    conclusion: 'Conclusies',
    'results-and-conclusion': 'Resultaten en conclusies',
  },
  mainTheorem: 'De hoofdstelling',
  opening: (title, author, coauthors, noun) =>
    `Deze presentatie behandelt ${DUTCH.document(noun)}${quoted(title, '„', '”')}${author === '' ? '' : `, van ${author}${coauthors ? ' en collega’s' : ''}`}.`,
  document: documentIn('het artikel', 'het proefschrift', 'het document'),
  leadIns: {
    problem: 'Eerst: welk probleem pakt {document} aan?',
    approach: 'Vervolgens bekijken we de aanpak.',
    details: 'Laten we in meer detail bekijken hoe het werkt.',
    results: 'Dan de resultaten.',
    'more-results': 'De experimenten laten meer zien.',
    analysis: 'Naast de belangrijkste cijfers zijn er nog andere bevindingen.',
    conclusion: 'Tot slot de belangrijkste punten.',
    'results-and-conclusion': 'Tot slot de resultaten en de conclusie.',
  },
  firstSentence: {},
  connectives: [''],
  finally: '',
  length: ENGLISH.length,
};

const JAPANESE: PlannerPhrases = {
  titles: {
    problem: '研究課題',
    approach: '手法',
    details: '手法の詳細',
    results: '主な結果',
    'more-results': 'その他の結果',
    analysis: '分析と考察',
    conclusion: '結論',
    'results-and-conclusion': '結果と結論',
  },
  mainTheorem: '主定理',
  opening: (title, author, coauthors, noun) =>
    `本発表では、${JAPANESE.document(noun)}${title === '' ? '' : `「${title}」`}${author === '' ? '' : `（${author}${coauthors ? 'ほか' : ''}）`}を紹介します。`,
  document: documentIn('論文', '学位論文', '文書'),
  leadIns: {
    problem: 'まず、この{document}が取り組む問題を見ていきます。',
    approach: '次に、手法を見ていきます。',
    details: 'さらに詳しく、その仕組みを見ていきます。',
    results: '続いて、結果です。',
    'more-results': '実験からは、さらに多くのことが分かります。',
    analysis: '主要な数値のほかにも、さらなる知見があります。',
    conclusion: '最後に、まとめです。',
    'results-and-conclusion': '最後に、結果とまとめです。',
  },
  firstSentence: { results: '主な結果として、', 'results-and-conclusion': '主な結果として、' },
  connectives: ['', 'また、', '', 'さらに、'],
  finally: '最後に、',
  length: CHINESE.length,
};

const PHRASES: Readonly<Record<string, PlannerPhrases>> = {
  en: ENGLISH,
  zh: CHINESE,
  ja: JAPANESE,
  es: SPANISH,
  fr: FRENCH,
  pt: PORTUGUESE,
  it: ITALIAN,
  de: GERMAN,
  nl: DUTCH,
};

/**
 * The phrases for a paper's language, so its talk is told in the language of its sentences;
 * English for a language without its own (Korean, Russian), around sentences that stay in the
 * paper's language.
 */
export function plannerPhrases(language: string): PlannerPhrases {
  return PHRASES[spokenLanguage(language)] ?? ENGLISH;
}
