/** The command line that makes festival speak a text file into a WAV file. */

/**
 * Builds text2wave's argv for a festival `speaker` (without "voice_") at `rate` (>1 is faster);
 * `schemePath`, when given, is a file of Scheme (see buildFestivalTakes) festival runs, with the voice
 * set, before it speaks `textPath`.
 * @example buildFestivalArgs('cmu_us_slt_arctic_hts', 1, '/t/in.txt', '/t/out.wav')
 *   // ['-eval', '(voice_cmu_us_slt_arctic_hts)', '/t/in.txt', '-o', '/t/out.wav']
 */
export function buildFestivalArgs(
  speaker: string,
  rate: number,
  textPath: string,
  outPath: string,
  schemePath?: string,
): string[] {
  const args = ['-eval', `(voice_${speaker})`];
  if (rate !== 1) {
    // HTS voices ignore Duration_Stretch; their engine takes a speed factor instead.
    args.push(
      '-eval',
      speaker.endsWith('_hts')
        ? `(set! hts_engine_params (append hts_engine_params '(("-r" ${round(rate)}))))`
        : `(Parameter.set 'Duration_Stretch ${round(1 / rate)})`,
    );
  }
  if (schemePath !== undefined) args.push('-eval', schemePath);
  args.push(textPath, '-o', outPath);
  return args;
}

/**
 * Scheme that speaks each text into its WAV file in the festival that runs it. One festival speaking a
 * slide's sentences one after another costs half the CPU of one festival per sentence: starting
 * festival and loading a voice takes about 0.25 CPU-seconds, as long as speaking a short sentence.
 * @example buildFestivalTakes([{ text: 'Say "hi".', outPath: '/t/take-0.wav' }])
 *   // '(utt.save.wave (utt.synth (Utterance Text "Say \\"hi\\".")) "/t/take-0.wav" \'riff)\n'
 */
export function buildFestivalTakes(takes: ReadonlyArray<{ text: string; outPath: string }>): string {
  return takes
    .map(
      (take) =>
        `(utt.save.wave (utt.synth (Utterance Text ${schemeString(take.text)})) ${schemeString(take.outPath)} 'riff)\n`,
    )
    .join('');
}

/** A Scheme string literal: festival's reader ends a string at an unescaped quote. */
function schemeString(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ')}"`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
