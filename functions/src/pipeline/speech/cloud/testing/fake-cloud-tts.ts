/**
 * A local server speaking Cloud Text-to-Speech's REST wire format: `POST /v1/text:synthesize` with a
 * Bearer token, a JSON body `{input: {text}, voice: {languageCode, name}, audioConfig: {audioEncoding,
 * sampleRateHertz}}`; `{"audioContent": base64}` back (LINEAR16 is a WAV file, header included), or
 * Google's `{"error": {"code", "message", "status", "details"}}`. It knows the Chirp 3 HD voices and
 * locales, refuses unknown ones and texts over 5,000 bytes as Google does, and accepts only tokens
 * signed by the service-account key it writes, so Google's client library runs its real credential
 * code (a self-signed token: no network).
 */
import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedRequest, ScriptedReply } from '../../../providers/testing/index.js';
import { pcmToWav } from '../pcm-to-wav.js';
import { startFakeServer, type FakeServer } from './behaviour-server.js';
import { speakTone } from './test-tone.js';

/** @internal */
export type CloudTtsBehaviour =
  | 'ok'
  | 'service_disabled'
  | 'permission_denied'
  | 'quota_exhausted'
  | 'rate_limited'
  | 'server_error'
  | 'invalid_voice'
  | 'malformed'
  | 'slow';

/** The Chirp 3 HD voices and their genders, as Cloud Text-to-Speech documents them. @internal */
export const CHIRP3_HD_GENDERS: Readonly<Record<string, 'male' | 'female'>> = {
  Achernar: 'female',
  Achird: 'male',
  Algenib: 'male',
  Algieba: 'male',
  Alnilam: 'male',
  Aoede: 'female',
  Autonoe: 'female',
  Callirrhoe: 'female',
  Charon: 'male',
  Despina: 'female',
  Enceladus: 'male',
  Erinome: 'female',
  Fenrir: 'male',
  Gacrux: 'female',
  Iapetus: 'male',
  Kore: 'female',
  Laomedeia: 'female',
  Leda: 'female',
  Orus: 'male',
  Pulcherrima: 'female',
  Puck: 'male',
  Rasalgethi: 'male',
  Sadachbia: 'male',
  Sadaltager: 'male',
  Schedar: 'male',
  Sulafat: 'female',
  Umbriel: 'male',
  Vindemiatrix: 'female',
  Zephyr: 'female',
  Zubenelgenubi: 'male',
};

/** A few of the family's locales, enough for the languages the tests speak. */
const LOCALES = new Set([
  'en-US',
  'en-GB',
  'en-AU',
  'en-IN',
  'cmn-CN',
  'de-DE',
  'fr-FR',
  'es-ES',
  'ja-JP',
  'ko-KR',
  'it-IT',
  'pt-BR',
]);

/** @internal */
export interface FakeCloudTts extends FakeServer<CloudTtsBehaviour> {
  /** A service-account key file the server trusts (GOOGLE_APPLICATION_CREDENTIALS). */
  credentialsFile: string;
  /** The settings that point Lectern at this server: GOOGLE_TTS, GOOGLE_TTS_BASE_URL, GOOGLE_APPLICATION_CREDENTIALS. */
  env: Record<string, string>;
}

/** The request body as the client library sends it (enums as numbers on REST, names elsewhere). @internal */
export interface CloudTtsRequestBody {
  input?: { text?: string };
  voice?: { languageCode?: string; name?: string };
  audioConfig?: { audioEncoding?: number | string; sampleRateHertz?: number };
}

const CLIENT_EMAIL = 'lectern-test@lectern-test.iam.gserviceaccount.com';

/** True when `authorization` carries an RS256 token the key signed for this account, not yet expired. */
function validToken(authorization: string | undefined, publicKey: KeyObject): boolean {
  const [scheme, token = ''] = (authorization ?? '').split(' ');
  const [header = '', payload = '', signature = ''] = token.split('.');
  if (scheme !== 'Bearer' || signature === '') return false;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iss?: string;
    exp?: number;
  };
  return signed && claims.iss === CLIENT_EMAIL && (claims.exp ?? 0) * 1000 > Date.now();
}

const error = (code: number, status: string, message: string, details: unknown[] = []): ScriptedReply => ({
  status: code,
  body: { error: { code, message, status, details } },
});

const errorInfo = (reason: string, metadata: Record<string, string> = {}) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata,
});

function answer(
  behaviour: CloudTtsBehaviour,
  request: RecordedRequest,
  publicKey: KeyObject,
  options: { slowMs?: number; retryAfterSeconds?: number },
): ScriptedReply {
  if (request.method !== 'POST' || request.path !== '/v1/text:synthesize')
    return error(404, 'NOT_FOUND', `The requested URL ${request.path} was not found on this server.`);
  if (!validToken(request.headers.authorization, publicKey)) {
    return error(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      [errorInfo('ACCESS_TOKEN_TYPE_UNSUPPORTED')],
    );
  }
  switch (behaviour) {
    case 'service_disabled':
      return error(
        403,
        'PERMISSION_DENIED',
        'Cloud Text-to-Speech API has not been used in project 123456 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/texttospeech.googleapis.com/overview?project=123456 then retry.',
        [
          errorInfo('SERVICE_DISABLED', {
            service: 'texttospeech.googleapis.com',
            consumer: 'projects/123456',
          }),
        ],
      );
    case 'permission_denied':
      return error(
        403,
        'PERMISSION_DENIED',
        "Permission 'texttospeech.synthesize' denied on resource (or it may not exist).",
        [errorInfo('IAM_PERMISSION_DENIED')],
      );
    case 'quota_exhausted':
      return error(
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'Characters' and limit 'Characters per day' of service 'texttospeech.googleapis.com'.",
        [errorInfo('RESOURCE_EXHAUSTED', { service: 'texttospeech.googleapis.com' })],
      );
    case 'rate_limited':
      return error(
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'texttospeech.googleapis.com'.",
        [
          errorInfo('RATE_LIMIT_EXCEEDED', { service: 'texttospeech.googleapis.com' }),
          {
            '@type': 'type.googleapis.com/google.rpc.RetryInfo',
            retryDelay: `${options.retryAfterSeconds ?? 1}s`,
          },
        ],
      );
    case 'server_error':
      return error(503, 'UNAVAILABLE', 'The service is currently unavailable.');
    case 'malformed':
      return { status: 200, body: '{"audioContent": ' };
    case 'invalid_voice':
    case 'slow':
    case 'ok':
      break;
  }
  const body = (request.json ?? {}) as CloudTtsRequestBody;
  const text = body.input?.text;
  if (typeof text !== 'string' || text === '')
    return error(400, 'INVALID_ARGUMENT', 'Either `input.text` or `input.ssml` must be set.');
  if (Buffer.byteLength(text, 'utf8') > 5_000) {
    return error(
      400,
      'INVALID_ARGUMENT',
      'Either `input.text` or `input.ssml` is longer than the limit of 5000 bytes. This limit is different from quotas.',
    );
  }
  const name = body.voice?.name ?? '';
  const [, locale = '', star = ''] = /^([a-z]{2,3}-[A-Z]{2})-Chirp3-HD-(\w+)$/.exec(name) ?? [];
  if (
    behaviour === 'invalid_voice' ||
    !LOCALES.has(locale) ||
    CHIRP3_HD_GENDERS[star] === undefined ||
    body.voice?.languageCode !== locale
  ) {
    return error(400, 'INVALID_ARGUMENT', `Voice '${name}' does not exist. Is it misspelled?`);
  }
  const encoding = body.audioConfig?.audioEncoding;
  const sampleRate = body.audioConfig?.sampleRateHertz ?? 24_000;
  if (encoding !== 1 && encoding !== 'LINEAR16')
    return error(400, 'INVALID_ARGUMENT', 'This test server speaks only LINEAR16.');
  const audio: ScriptedReply = {
    status: 200,
    body: { audioContent: pcmToWav(speakTone(text, sampleRate).pcm, sampleRate).toString('base64') },
  };
  return behaviour === 'slow' ? { ...audio, delayMs: options.slowMs ?? 5_000 } : audio;
}

/**
 * Starts the stand-in on a free port of 127.0.0.1, with a service-account key file of its own.
 * @example const tts = await startFakeCloudTts(); runLectern(args, dir, tts.env); … await tts.close();
 * @internal
 */
export async function startFakeCloudTts(
  options: { slowMs?: number; retryAfterSeconds?: number } = {},
): Promise<FakeCloudTts> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = await mkdtemp(join(tmpdir(), 'lectern-fake-cloud-tts-'));
  const credentialsFile = join(dir, 'service-account.json');
  await writeFile(
    credentialsFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'lectern-test',
      private_key_id: 'fake-key-1',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: CLIENT_EMAIL,
      client_id: '1',
      // Never asked: the library signs its own token for Cloud Text-to-Speech.
      token_uri: 'http://127.0.0.1:9/token',
    }),
  );
  const key = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const server = await startFakeServer<CloudTtsBehaviour>('ok', (behaviour, request) =>
    answer(behaviour, request, key, options),
  );
  const close = server.close;
  return Object.assign(server, {
    credentialsFile,
    env: {
      GOOGLE_TTS: 'true',
      GOOGLE_TTS_BASE_URL: server.url,
      GOOGLE_APPLICATION_CREDENTIALS: credentialsFile,
    },
    close: async () => {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  });
}
