/** The command line that makes festival speak a text file into a WAV file. */

/**
 * Builds text2wave's argv for a festival `speaker` (without "voice_") at `rate` (>1 is faster).
 * @example buildFestivalArgs('cmu_us_slt_arctic_hts', 1, '/t/in.txt', '/t/out.wav')
 *   // ['-eval', '(voice_cmu_us_slt_arctic_hts)', '/t/in.txt', '-o', '/t/out.wav']
 * @internal
 */
export function buildFestivalArgs(speaker: string, rate: number, textPath: string, outPath: string): string[] {
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
  args.push(textPath, '-o', outPath);
  return args;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
