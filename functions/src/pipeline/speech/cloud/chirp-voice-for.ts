/**
 * Which Chirp 3 HD voice of Cloud Text-to-Speech speaks each product voice. Chirp 3 HD voice names are
 * `<locale>-Chirp3-HD-<voice>`, and every voice of the family is offered in every locale of the family,
 * so a paper in another language keeps its narrator's voice (and gender), speaking that language.
 */
import type { VoiceId } from '../../../shared/voices.js';
import { spokenLanguage } from '../../text/index.js';

/**
 * The Chirp 3 HD voice of each product voice, chosen by the character Google gives it: Charon
 * informative (male), Erinome clear (female), Umbriel easy-going (male), Laomedeia upbeat (female),
 * Achird friendly (male), Aoede breezy (female, spoken with the British locale), Algieba by name (male).
 */
export const CHIRP_VOICES: Readonly<Record<VoiceId, string>> = {
  mark: 'Charon',
  cassidy: 'Erinome',
  brian: 'Umbriel',
  hope: 'Laomedeia',
  sully: 'Achird',
  matilda: 'Aoede',
  algieba: 'Algieba',
};

/** The Chirp 3 HD locale of each language code a paper may have (Cloud Text-to-Speech's list of the family's locales). */
const LOCALES: Readonly<Record<string, string>> = {
  ar: 'ar-XA',
  bg: 'bg-BG',
  bn: 'bn-IN',
  cs: 'cs-CZ',
  da: 'da-DK',
  de: 'de-DE',
  el: 'el-GR',
  en: 'en-US',
  es: 'es-ES',
  et: 'et-EE',
  fi: 'fi-FI',
  fr: 'fr-FR',
  gu: 'gu-IN',
  he: 'he-IL',
  hi: 'hi-IN',
  hr: 'hr-HR',
  hu: 'hu-HU',
  id: 'id-ID',
  it: 'it-IT',
  ja: 'ja-JP',
  kn: 'kn-IN',
  ko: 'ko-KR',
  lt: 'lt-LT',
  lv: 'lv-LV',
  ml: 'ml-IN',
  mr: 'mr-IN',
  nb: 'nb-NO',
  nl: 'nl-NL',
  no: 'nb-NO',
  pl: 'pl-PL',
  pt: 'pt-BR',
  ro: 'ro-RO',
  ru: 'ru-RU',
  sk: 'sk-SK',
  sl: 'sl-SI',
  sr: 'sr-RS',
  sv: 'sv-SE',
  sw: 'sw-KE',
  ta: 'ta-IN',
  te: 'te-IN',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  ur: 'ur-IN',
  vi: 'vi-VN',
  zh: 'cmn-CN',
};

export interface ChirpVoice {
  /** BCP-47, e.g. "en-US" or "cmn-CN". */
  languageCode: string;
  /** e.g. "en-US-Chirp3-HD-Achird". */
  name: string;
}

/**
 * The Chirp 3 HD voice that speaks `voice` in `language` (ISO 639-1, as the speech stage passes it);
 * undefined when the family has no voice for the language.
 * @example chirpVoiceFor('sully', 'zh') // { languageCode: 'cmn-CN', name: 'cmn-CN-Chirp3-HD-Achird' }
 */
export function chirpVoiceFor(voice: VoiceId, language: string): ChirpVoice | undefined {
  const base = spokenLanguage(language);
  // Matilda is the British voice: her English is en-GB; in other languages she speaks the paper's.
  const languageCode = base === 'en' && voice === 'matilda' ? 'en-GB' : LOCALES[base];
  if (languageCode === undefined) return undefined;
  return { languageCode, name: `${languageCode}-Chirp3-HD-${CHIRP_VOICES[voice]}` };
}
