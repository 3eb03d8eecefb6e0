import { describe, it, expect } from 'vitest';
import { VOICE_IDS, VOICES } from '../../shared/voices.js';
import { LOCAL_VOICES } from './local-voices.js';

describe('LOCAL_VOICES', () => {
  it('maps every product voice', () => {
    expect(Object.keys(LOCAL_VOICES).sort()).toEqual([...VOICE_IDS].sort());
  });

  it('gives every product voice its advertised gender', () => {
    for (const id of VOICE_IDS) expect(LOCAL_VOICES[id].gender, id).toBe(VOICES[id].gender);
  });

  it('never gives two product voices the same sound', () => {
    const sounds = VOICE_IDS.map((id) => {
      const v = LOCAL_VOICES[id];
      return `${v.speaker}:${v.rate}:${v.pitchHz ?? ''}:${v.pitchShift}`;
    });
    expect(new Set(sounds).size).toBe(VOICE_IDS.length);
  });

  it('keeps rate and pitch changes small enough to sound natural', () => {
    for (const id of VOICE_IDS) {
      const v = LOCAL_VOICES[id];
      expect(Math.abs(v.rate - 1), id).toBeLessThanOrEqual(0.15);
      expect(Math.abs(v.pitchShift - 1), id).toBeLessThanOrEqual(0.1);
    }
  });

  it('speaks the clear voice unchanged and the default with the clearest speaker, never lowered', () => {
    expect(LOCAL_VOICES.cassidy).toMatchObject({ speaker: 'slt', rate: 1, pitchShift: 1 });
    expect(LOCAL_VOICES.cassidy.pitchHz).toBeUndefined();
    // rms had the lowest word error rate; lowering its formants doubled it (local-voices.ts).
    expect(LOCAL_VOICES.sully).toMatchObject({ speaker: 'rms', rate: 1 });
    expect(LOCAL_VOICES.sully.pitchShift).toBeGreaterThanOrEqual(1);
  });

  it('gives rms no intonation target, which it ignores', () => {
    for (const id of VOICE_IDS)
      if (LOCAL_VOICES[id].speaker === 'rms') expect(LOCAL_VOICES[id].pitchHz, id).toBeUndefined();
  });
});
