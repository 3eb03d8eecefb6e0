/** Chooses an espeak-ng voice from its own listing, so the choice follows what is installed. */

/**
 * Picks the best voice from the output of `espeak-ng --voices=<language>`: the first listed (espeak
 * sorts by priority) that does not need MBROLA, whose voices are rarely installed and fail when missing.
 * Returns the voice's language name to pass to `-v`, or undefined when none fits.
 * @example pickEspeakVoice(' 5  cmn  --/M  Chinese_(Mandarin,_latin_as_English) sit/cmn  (zh-cmn 5)(zh 5)') // 'cmn'
 * @internal
 */
export function pickEspeakVoice(listing: string): string | undefined {
  for (const line of listing.split('\n')) {
    const columns = line.trim().split(/\s+/);
    // Pty Language Age/Gender VoiceName File [Other languages]
    const [priority, language, , , file] = columns;
    if (priority === undefined || !/^\d+$/.test(priority) || !language || !file) continue;
    if (file.startsWith('mb/')) continue;
    return language;
  }
  return undefined;
}
