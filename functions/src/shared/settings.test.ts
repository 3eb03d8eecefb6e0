import { describe, expect, it } from 'vitest';
import { resolveSettings, SLIDE_COUNT } from './settings.js';
import { DEFAULT_VOICE, VOICE_IDS, VOICES } from './voices.js';

describe('resolveSettings', () => {
  it('defaults to 5 slides and the Sully voice', () => {
    expect(resolveSettings({})).toEqual({ ok: true, settings: { slide_count: 5, voice_id: 'sully' } });
  });

  it.each([3, 8])('accepts %i slides', (count) => {
    expect(resolveSettings({ slide_count: count, voice_id: 'hope' })).toEqual({
      ok: true,
      settings: { slide_count: count, voice_id: 'hope' },
    });
  });

  it.each([2, 9, 4.5, '5'])('refuses %j slides with the allowed range', (count) => {
    expect(resolveSettings({ slide_count: count })).toEqual({
      ok: false,
      problem: 'The number of slides must be a whole number from 3 to 8.',
    });
  });

  it('keeps reveals on or off when given, and refuses anything else', () => {
    expect(resolveSettings({ reveals: false })).toEqual({
      ok: true,
      settings: { slide_count: 5, voice_id: 'sully', reveals: false },
    });
    expect(resolveSettings({ reveals: 'no' })).toEqual({
      ok: false,
      problem: 'Reveals must be on (true) or off (false).',
    });
  });

  it('refuses an unknown voice and lists the known ones', () => {
    const result = resolveSettings({ voice_id: 'Sully' });
    expect(result).toEqual({
      ok: false,
      problem: 'Unknown voice "Sully". Choose one of: mark, cassidy, brian, hope, sully, matilda, algieba.',
    });
  });
});

describe('voices', () => {
  it('offers the seven voices of the product description with Sully as the default', () => {
    expect(VOICE_IDS).toEqual(['mark', 'cassidy', 'brian', 'hope', 'sully', 'matilda', 'algieba']);
    expect(DEFAULT_VOICE).toBe('sully');
    expect(VOICES.sully.description).toBe('Friendly male');
    expect(SLIDE_COUNT).toEqual({ min: 3, max: 8, default: 5 });
  });
});
