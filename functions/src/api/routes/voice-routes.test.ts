import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveBinaries } from '../../pipeline/index.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createVoiceSampler } from '../voice-sample.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

const LOCAL_NOTE = 'Local voice: premium voices are not configured on this server.';

describe('GET /api/processing/voices', () => {
  it('lists the seven voices, all local with a note, on a server without provider keys', async () => {
    const res = await server.call('GET', '/api/processing/voices', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { voices: Record<string, unknown>[] };
    expect(body.voices).toHaveLength(7);
    expect(body.voices[4]).toEqual({
      voice_id: 'sully',
      name: 'Sully',
      description: 'Friendly male',
      default: true,
      provider: 'local',
      note: LOCAL_NOTE,
    });
    expect(body.voices.map((voice) => voice.voice_id)).toEqual([
      'mark',
      'cassidy',
      'brian',
      'hope',
      'sully',
      'matilda',
      'algieba',
    ]);
    expect(body.voices.every((voice) => voice.provider === 'local' && voice.note === LOCAL_NOTE)).toBe(true);
    expect(body.voices.filter((voice) => voice.default)).toHaveLength(1);
  });

  it('names ElevenLabs and Google as the providers once the server has their keys', async () => {
    server.deps.premiumVoices = ['elevenlabs', 'google'];
    const body = (await (await server.call('GET', '/api/processing/voices', { token })).json()) as {
      voices: Record<string, unknown>[];
    };
    expect(body.voices.find((voice) => voice.voice_id === 'mark')).toEqual({
      voice_id: 'mark',
      name: 'Mark',
      description: 'Professional male',
      default: false,
      provider: 'elevenlabs',
      note: null,
    });
    expect(body.voices.find((voice) => voice.voice_id === 'algieba')).toMatchObject({
      provider: 'google',
      note: null,
      description: 'HD quality',
    });
  });

  it('requires sign-in', async () => {
    const res = await server.call('GET', '/api/processing/voices');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('GET /api/processing/voices/{voice}/sample', () => {
  const sample = (voice: string) => server.call('GET', `/api/processing/voices/${voice}/sample`, { token });

  it('speaks a voice once with the local engine, keeps it in storage, and serves the kept file after', async () => {
    let spoken = 0;
    const speak = createVoiceSampler({ binaries: resolveBinaries() });
    server.deps.speakVoiceSample = (voice) => ((spoken += 1), speak(voice));
    // Two at once: one is spoken, the other waits for it.
    const [first, second] = await Promise.all([sample('sully'), sample('sully')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    const audio = Buffer.from(await first.arrayBuffer());
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
    // More than a second of sound at 24 kHz, 16-bit mono.
    expect(audio.length).toBeGreaterThan(48_000);
    expect(Buffer.from(await second.arrayBuffer()).equals(audio)).toBe(true);
    expect(server.deps.files.files.get('voice-samples/local/sully.wav')?.data.equals(audio)).toBe(true);

    const again = await sample('sully');
    expect(Buffer.from(await again.arrayBuffer()).equals(audio)).toBe(true);
    expect(spoken).toBe(1);
  }, 60_000);

  it('keeps a sample per engine, so a newly configured provider is heard rather than the old local take', async () => {
    const heard: string[] = [];
    server.deps.speakVoiceSample = (voice) => (
      heard.push(voice),
      Promise.resolve(new Uint8Array([82, 73, 70, 70]))
    );
    await sample('mark');
    server.deps.premiumVoices = ['elevenlabs'];
    await sample('mark');
    expect(heard).toEqual(['mark', 'mark']);
    expect([...server.deps.files.files.keys()].sort()).toEqual([
      'voice-samples/elevenlabs/mark.wav',
      'voice-samples/local/mark.wav',
    ]);
  });

  it('refuses an unknown voice, answers 503 in words when it cannot speak, and requires sign-in', async () => {
    const unknown = await sample('morgan');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'unknown_voice',
      detail: 'Unknown voice "morgan". Choose one of: mark, cassidy, brian, hope, sully, matilda, algieba.',
    });

    const off = await sample('hope');
    expect(off.status).toBe(503);
    expect(await off.json()).toMatchObject({ code: 'samples_unavailable' });

    server.deps.speakVoiceSample = () => Promise.reject(new Error('festival crashed'));
    const broken = await sample('hope');
    expect(broken.status).toBe(503);
    expect(await broken.json()).toMatchObject({
      detail: 'The voice sample could not be made just now. Please try again in a minute.',
    });
    expect(server.deps.files.files.size).toBe(0);

    expect((await server.call('GET', '/api/processing/voices/sully/sample')).status).toBe(401);
  });
});
