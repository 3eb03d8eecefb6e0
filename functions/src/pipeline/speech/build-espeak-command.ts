/** The command line for espeak-ng, the fallback for languages festival and flite cannot speak. */
import type { Binaries } from '../system/binaries.js';
import type { SynthesisCommand } from './build-synthesis-command.js';

/**
 * Builds the argv that makes espeak-ng speak a text file (UTF-8) with `voice` (e.g. "cmn"), using
 * its female variant for a female product voice.
 * @example buildEspeakCommand('cmn', 'female', '/t/in.txt', '/t/out.wav', binaries)
 *   // { command: '/usr/bin/espeak-ng', args: ['-v', 'cmn+f3', '-f', '/t/in.txt', '-w', '/t/out.wav'] }
 * @internal
 */
export function buildEspeakCommand(
  voice: string,
  gender: 'male' | 'female',
  textPath: string,
  outPath: string,
  binaries: Binaries,
): SynthesisCommand {
  return { command: binaries.espeak, args: ['-v', gender === 'female' ? `${voice}+f3` : voice, '-f', textPath, '-w', outPath] };
}
