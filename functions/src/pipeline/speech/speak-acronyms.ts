/**
 * Acronyms as people say them. Most are spelled ("CNN" is "C N N"), which every voice reads the same
 * way once the letters are apart; some are said as words ("BLEU" is "blue", "NASA" is "nasa") and
 * mixed-case names are split where a listener hears the parts ("ImageNet" is "Image Net").
 */
import { applyPronunciations } from './apply-pronunciations.js';

/** Names said as words, or with a reading no rule finds. */
const SAID_AS_WORDS: Readonly<Record<string, string>> = {
  BLEU: 'blue',
  ROUGE: 'rouge',
  METEOR: 'meteor',
  GLUE: 'glue',
  SuperGLUE: 'super glue',
  SQuAD: 'squad',
  COCO: 'coco',
  MNIST: 'em nist',
  CIFAR: 'see far',
  ImageNet: 'Image Net',
  WordNet: 'Word Net',
  ResNet: 'Res Net',
  NASA: 'nasa',
  NATO: 'nato',
  UNESCO: 'unesco',
  DARPA: 'darpa',
  NIST: 'nist',
  LASER: 'laser',
  RADAR: 'radar',
  LIDAR: 'lidar',
  LiDAR: 'lidar',
  SONAR: 'sonar',
  AIDS: 'aids',
  COVID: 'covid',
  'COVID-19': 'covid nineteen',
  SARS: 'sars',
  'SARS-CoV-2': 'sars cov two',
  MERS: 'mers',
  ASCII: 'askee',
  JPEG: 'jay peg',
  GIF: 'gif',
  RAM: 'ram',
  ROM: 'rom',
  LAN: 'lan',
  CAPTCHA: 'captcha',
  YOLO: 'yolo',
  GAN: 'gan',
  GANs: 'gans',
  BERT: 'bert',
  RoBERTa: 'roberta',
  ALBERT: 'albert',
  ELMo: 'elmo',
  SLAM: 'slam',
  LoRA: 'lora',
  NeRF: 'nerf',
  CLIP: 'clip',
  FLOPs: 'flops',
  FLOPS: 'flops',
  SQL: 'sequel',
  GUI: 'gooey',
  JSON: 'jay son',
  CUDA: 'cuda',
  NVIDIA: 'en vidia',
  ReLU: 'ray loo',
  GELU: 'gee loo',
  PyTorch: 'pie torch',
  NumPy: 'num pie',
  SciPy: 'sigh pie',
  LaTeX: 'lah tech',
  arXiv: 'archive',
  IEEE: 'I triple E',
  AAAI: 'triple A I',
  NeurIPS: 'neur IPS',
  WiFi: 'wifi',
  'Wi-Fi': 'wifi',
  FAIR: 'fair',
  PASCAL: 'pascal',
  KITTI: 'kitty',
  SIGGRAPH: 'sig graph',
  SIGIR: 'sig I R',
  SIGKDD: 'sig K D D',
  OpenAI: 'Open A I',
  DeepMind: 'Deep Mind',
  GitHub: 'Git Hub',
  'U-Net': 'U net',
  UNet: 'U net',
};

const LEXICON = Object.entries(SAID_AS_WORDS).map(([written, spoken]) => ({ written, spoken }));

/**
 * Roman numerals and words written in capitals ("the game of GO"), never spelled out. Other short
 * words in capitals are acronyms in a paper: "AN-AN" (adjective-noun), "IT staff", an "OR" of 1.5.
 */
const NOT_SPELLED: ReadonlySet<string> = new Set('II III IV VI VII VIII IX XI XII OK GO NO SO'.split(' '));

/** Two to six capitals (digits after the first allowed, "GPT" "F1" "T5"), with an optional plural "s". */
const ACRONYM = /(?<![\p{L}\p{N}'])(\p{Lu}[\p{Lu}\d]{1,5})(s?)(?![\p{L}\p{N}])/gu;

/**
 * @example speakAcronyms('BLEU of a CNN on ImageNet') // 'blue of a C N N on Image Net'
 */
export function speakAcronyms(text: string): string {
  return applyPronunciations(text, LEXICON).replace(
    ACRONYM,
    (match: string, letters: string, plural: string) => {
      if (NOT_SPELLED.has(letters) || !/\p{Lu}.*\p{Lu}|\p{Lu}\d/u.test(letters)) return match;
      // "GPT4" → "G P T 4"; numbers stay whole.
      const spelled = letters.match(/\p{Lu}|\d+/gu)?.join(' ') ?? letters;
      return plural ? `${spelled}'s` : spelled;
    },
  );
}
