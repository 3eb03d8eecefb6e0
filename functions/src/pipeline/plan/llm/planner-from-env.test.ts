import { afterEach, describe, expect, it } from 'vitest';
import { isPipelineError } from '../../errors.js';
import { plannerFromEnv, FALLBACK_NOTICE } from './planner-from-env.js';
import { recordPlanning } from './planning-report.js';
import { geminiAnswer, geminiError } from './testing/fake-gemini.js';
import {
  startRecordingServer,
  type RecordingServer,
  type ScriptedReply,
} from '../../providers/testing/index.js';
import { modelAnswer, samplePaper } from './testing/sample-paper.js';

const servers: RecordingServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(reply: ScriptedReply): Promise<RecordingServer> {
  const server = await startRecordingServer(() => reply);
  servers.push(server);
  return server;
}

const request = { document: samplePaper(), slideCount: 4, voice: 'sully' as const };

describe('plannerFromEnv', () => {
  it('chooses the local extractive planner when nothing is set', async () => {
    const planning = recordPlanning(
      plannerFromEnv({ GEMINI_API_KEY: '  ', OPENAI_MODEL: 'ignored-without-endpoint' }),
    );
    const plan = await planning.planner.plan(request);
    expect(plan.length).toBeGreaterThan(0);
    expect(planning.report()).toEqual({ planner: 'extractive', label: 'built-in', notices: [] });
  });

  it('chooses Gemini when GEMINI_API_KEY is set, before an OpenAI-compatible endpoint', async () => {
    const server = await serve(geminiAnswer(modelAnswer(4)));
    const planning = recordPlanning(
      plannerFromEnv({
        GEMINI_API_KEY: 'k',
        GEMINI_BASE_URL: server.url,
        GEMINI_MODEL: 'gemini-x',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      }),
    );
    await planning.planner.plan(request);
    expect(server.requests[0]?.path).toMatch(/\/models\/gemini-x:generateContent$/);
    expect(planning.report()).toMatchObject({ planner: 'gemini', label: 'Gemini (gemini-x)', notices: [] });
  });

  it('chooses an OpenAI-compatible server from OPENAI_BASE_URL alone, without a key', () => {
    const planner = plannerFromEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    expect(planner.name).toBe('openai');
  });

  it('refuses an OPENAI_CONTEXT_TOKENS that is not a number', () => {
    const error = (() => {
      try {
        plannerFromEnv({ OPENAI_API_KEY: 'sk', OPENAI_CONTEXT_TOKENS: '32k' });
      } catch (e) {
        return e;
      }
    })();
    expect(isPipelineError(error) && error.code).toBe('invalid_option');
  });

  it('hands over to the extractive planner when Gemini refuses the key, and says so', async () => {
    const server = await serve(geminiError(401, 'Request had invalid authentication credentials.'));
    const planning = recordPlanning(plannerFromEnv({ GEMINI_API_KEY: 'wrong', GEMINI_BASE_URL: server.url }));
    const plan = await planning.planner.plan(request);
    expect(plan.length).toBeGreaterThanOrEqual(3);
    expect(planning.report()).toEqual({
      planner: 'extractive',
      label: 'built-in',
      notices: [FALLBACK_NOTICE],
      fallbackReason: 'Gemini refused the API key (HTTP 401).',
    });
  });

  it('does not hide a cancellation behind the fallback', async () => {
    const server = await serve({ ...geminiAnswer(modelAnswer(4)), delayMs: 3_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await plannerFromEnv({ GEMINI_API_KEY: 'k', GEMINI_BASE_URL: server.url })
      .plan({ ...request, signal: controller.signal })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isPipelineError(error) && error.code).toBe('cancelled');
  });
});
