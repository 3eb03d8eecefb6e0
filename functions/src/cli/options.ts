/**
 * Every command-line option, defined once: its flag, what it means and its default. The parser, the
 * help text and the README's usage all come from this table.
 */
import { SLIDE_COUNT } from '../shared/settings.js';
import { DEFAULT_VOICE, VOICE_IDS } from '../shared/voices.js';

/** @internal */
export interface CliOption {
  flag: string;
  short?: string;
  value?: string;
  description: string;
  type: 'string' | 'boolean';
}

/** @internal */
export const CLI_OPTIONS = [
  {
    flag: 'slides',
    value: 'N',
    type: 'string',
    description: `number of slides, ${SLIDE_COUNT.min}–${SLIDE_COUNT.max} (default ${SLIDE_COUNT.default})`,
  },
  {
    flag: 'voice',
    value: 'NAME',
    type: 'string',
    description: `narrator: ${VOICE_IDS.join(', ')} (default ${DEFAULT_VOICE})`,
  },
  {
    flag: 'out',
    value: 'talk.mp4',
    type: 'string',
    description: 'the video to write (default: <paper>.mp4 in the current folder)',
  },
  {
    flag: 'pptx',
    value: 'deck.pptx',
    type: 'string',
    description: 'the PowerPoint to write (default: <paper>.pptx beside the video)',
  },
  {
    flag: 'plan-out',
    value: 'plan.json',
    type: 'string',
    description: 'also write the slide plan, to edit and render again with --plan',
  },
  {
    flag: 'document-out',
    value: 'doc.json',
    type: 'string',
    description: 'also write what was read (text, parts, figures; crops beside it)',
  },
  {
    flag: 'plan',
    value: 'plan.json',
    type: 'string',
    description: 'render from an edited slide plan instead of planning anew',
  },
  {
    flag: 'lexicon',
    value: 'lexicon.txt',
    type: 'string',
    description: 'how to say words the narrator gets wrong, "written = spoken" a line',
  },
  { flag: 'password', value: 'PW', type: 'string', description: 'the password of a password-protected PDF' },
  {
    flag: 'no-reveals',
    type: 'boolean',
    description: 'show each slide whole from its start (no bullets appearing with the voice)',
  },
  {
    flag: 'no-video',
    type: 'boolean',
    description: 'skip narration and video; write only the plan and PowerPoint',
  },
  { flag: 'quiet', short: 'q', type: 'boolean', description: 'print only errors and the final summary' },
  { flag: 'help', short: 'h', type: 'boolean', description: 'show this help' },
  { flag: 'version', type: 'boolean', description: 'show the version' },
] as const satisfies readonly CliOption[];

/** The usage text printed by --help. @internal */
export function usageText(): string {
  const rows = CLI_OPTIONS.map((option: CliOption) => {
    const names = `${option.short ? `-${option.short}, ` : '    '}--${option.flag}${option.value ? ` ${option.value}` : ''}`;
    return `  ${names.padEnd(28)} ${option.description}`;
  });
  return [
    'Usage: lectern <paper.pdf> [options]',
    '',
    'Turns a research paper into a narrated presentation video (mp4, with chapters and subtitles)',
    'and an editable PowerPoint, on this machine unless a cloud provider is set up (see below).',
    '',
    'Options:',
    ...rows,
    '',
    'Examples:',
    '  lectern paper.pdf',
    '  lectern paper.pdf --slides 6 --voice cassidy --out talk.mp4 --plan-out plan.json',
    '  lectern paper.pdf --plan plan.json --out talk.mp4      # after editing plan.json',
    '',
    'AI planner (optional; without it the built-in planner runs on this machine):',
    '  GEMINI_API_KEY [GEMINI_MODEL, GEMINI_BASE_URL]          plan with Gemini',
    '  OPENAI_API_KEY and/or OPENAI_BASE_URL [OPENAI_MODEL]    plan with an OpenAI-compatible server',
    '',
    'Cloud voices (optional; without them each voice is a built-in local voice):',
    '  ELEVENLABS_API_KEY [ELEVENLABS_MODEL, ELEVENLABS_VOICE_IDS, ELEVENLABS_BASE_URL]',
    '                                                          Mark, Cassidy, Brian, Hope, Sully, Matilda',
    '  GEMINI_API_KEY [GEMINI_TTS_MODEL]                       Algieba, through Gemini speech generation',
    '  GOOGLE_TTS=true [GOOGLE_TTS_BASE_URL, GOOGLE_APPLICATION_CREDENTIALS]',
    '                                                          the voices no key above covers, through Google',
    '                                                          Cloud Text-to-Speech (Chirp 3 HD voices)',
    '',
    'Exit codes: 0 done, 2 wrong usage, 3 the PDF or plan cannot be used, 4 a required program is',
    'missing, 1 anything else, 130 interrupted.',
  ].join('\n');
}
