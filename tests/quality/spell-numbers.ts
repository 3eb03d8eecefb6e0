/**
 * Digits as the words a listener hears, so that a transcript ("twenty eight point four") can be
 * compared with the text a voice was given ("28.4"). For scoring recognisers only: the voices read
 * digits themselves.
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
  [100, 'hundred'],
];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit === 0 ? '' : ` ${ONES[unit] ?? ''}`}`;
}

/** A whole number in words: 152 → "one hundred fifty two". */
export function integerInWords(n: number): string {
  if (n < 100) return belowHundred(n);
  for (const [size, name] of SCALES) {
    if (n >= size) {
      const rest = n % size;
      return `${integerInWords(Math.floor(n / size))} ${name}${rest === 0 ? '' : ` ${integerInWords(rest)}`}`;
    }
  }
  return belowHundred(n);
}

/** Every number in `text` in words: "28.4 BLEU in 2014" → "twenty eight point four BLEU in twenty fourteen". */
export function spellNumbers(text: string): string {
  return text
    .replace(/\d+(?:\.\d+)?/g, (number) => {
      const [whole = '0', fraction] = number.split('.');
      const value = Number(whole);
      // Years are said in pairs: "twenty fourteen", "nineteen ninety".
      const said =
        fraction === undefined && whole.length === 4 && value >= 1900 && value < 2100 && value % 100 !== 0
          ? `${belowHundred(Math.floor(value / 100))} ${value % 100 < 10 ? `oh ${ONES[value % 100] ?? ''}` : belowHundred(value % 100)}`
          : integerInWords(value);
      return fraction === undefined
        ? ` ${said} `
        : ` ${said} point ${[...fraction].map((d) => ONES[Number(d)] ?? '').join(' ')} `;
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}
