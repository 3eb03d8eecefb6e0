import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

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
      voice_id: 'sully', name: 'Sully', description: 'Friendly male', default: true, provider: 'local', note: LOCAL_NOTE,
    });
    expect(body.voices.map((voice) => voice.voice_id)).toEqual(['mark', 'cassidy', 'brian', 'hope', 'sully', 'matilda', 'algieba']);
    expect(body.voices.every((voice) => voice.provider === 'local' && voice.note === LOCAL_NOTE)).toBe(true);
    expect(body.voices.filter((voice) => voice.default)).toHaveLength(1);
  });

  it('names ElevenLabs and Google as the providers once the server has their keys', async () => {
    server.deps.premiumVoices = ['elevenlabs', 'google'];
    const body = (await (await server.call('GET', '/api/processing/voices', { token })).json()) as { voices: Record<string, unknown>[] };
    expect(body.voices.find((voice) => voice.voice_id === 'mark')).toEqual({
      voice_id: 'mark', name: 'Mark', description: 'Professional male', default: false, provider: 'elevenlabs', note: null,
    });
    expect(body.voices.find((voice) => voice.voice_id === 'algieba')).toMatchObject({ provider: 'google', note: null, description: 'HD quality' });
  });

  it('requires sign-in', async () => {
    const res = await server.call('GET', '/api/processing/voices');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});
