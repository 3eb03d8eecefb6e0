/**
 * The Gemini planner (the real `@google/genai` client) and the OpenAI-compatible planner (plain fetch),
 * each against a local server that speaks its provider's wire format.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isPipelineError } from '../../errors.js';
import { isProviderError, type ProviderError } from '../../providers/index.js';
import type { PlanRequest } from '../slide-planner.js';
import { createGeminiPlanner } from './create-gemini-planner.js';
import type { LlmCallLimits } from './create-llm-planner.js';
import { createOpenAiPlanner } from './create-openai-planner.js';
import type { ReportingPlanner } from './planning-report.js';
import { GENERATE_CONTENT_PATH, geminiAnswer, geminiError } from './testing/fake-gemini.js';
import { chatCompletion, openAiError } from './testing/fake-openai.js';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
  type ScriptedReply,
} from '../../providers/testing/index.js';
import { modelAnswer, modelSlide, samplePaper } from './testing/sample-paper.js';

const servers: RecordingServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** What differs between the two back ends; the tests below run on both. */
interface Backend {
  name: string;
  planner(url: string, limits: LlmCallLimits): ReportingPlanner;
  answer(text: string): ScriptedReply;
  error(status: number, message: string, headers?: Record<string, string>): ScriptedReply;
  /** The conversation a request carried, as role/text pairs ('model' for the model's own turns). */
  turns(request: RecordedRequest): { role: string; text: string }[];
  checkRequest(request: RecordedRequest): void;
}

interface GeminiBody {
  contents: { role: string; parts: { text: string }[] }[];
  systemInstruction: { parts: { text: string }[] };
  generationConfig: {
    responseMimeType: string;
    responseSchema: {
      properties: {
        slides: {
          minItems: string;
          maxItems: string;
          items: { properties: Record<string, unknown>; propertyOrdering: string[] };
        };
      };
    };
  };
}
interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: {
    type: string;
    json_schema?: {
      strict: boolean;
      schema: {
        properties: {
          slides: { minItems: number; items: { properties: Record<string, unknown>; required: string[] } };
        };
      };
    };
  };
}

const SLIDE_FIELDS = ['slide_title', 'visual_identifier', 'bullet_points', 'voiceover_script'];

const gemini: Backend = {
  name: 'Gemini',
  planner: (url, limits) =>
    createGeminiPlanner({ apiKey: 'test-gemini-key', model: 'gemini-test', baseUrl: url, ...limits }),
  answer: (text) => geminiAnswer(text),
  error: (status, message, headers) => geminiError(status, message, headers),
  turns: (request) =>
    (request.json as GeminiBody).contents.map((turn) => ({
      role: turn.role,
      text: turn.parts.map((p) => p.text).join(''),
    })),
  checkRequest(request) {
    expect(request.method).toBe('POST');
    expect(request.path).toMatch(GENERATE_CONTENT_PATH);
    expect(GENERATE_CONTENT_PATH.exec(request.path)?.[1]).toBe('gemini-test');
    expect(request.headers['x-goog-api-key']).toBe('test-gemini-key');
    expect(request.headers['content-type']).toBe('application/json');
    const body = request.json as GeminiBody;
    expect(body.generationConfig.responseMimeType).toBe('application/json');
    const slides = body.generationConfig.responseSchema.properties.slides;
    expect([slides.minItems, slides.maxItems]).toEqual(['4', '4']);
    expect(Object.keys(slides.items.properties)).toEqual(SLIDE_FIELDS);
    expect(slides.items.propertyOrdering).toEqual(SLIDE_FIELDS);
    expect(body.systemInstruction.parts[0]?.text).toContain('Write exactly 4 slides');
  },
};

const openAi: Backend = {
  name: 'OpenAI-compatible',
  planner: (url, limits) =>
    createOpenAiPlanner({ apiKey: 'sk-test', baseUrl: `${url}/v1`, model: 'local-model', ...limits }),
  answer: (text) => chatCompletion(text),
  error: (status, message, headers) =>
    openAiError(status, message, status === 401 ? 'invalid_api_key' : 'error', headers),
  turns: (request) =>
    (request.json as ChatBody).messages
      .filter((m) => m.role !== 'system')
      .map((m) => ({ role: m.role === 'assistant' ? 'model' : m.role, text: m.content })),
  checkRequest(request) {
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers['authorization']).toBe('Bearer sk-test');
    expect(request.headers['content-type']).toBe('application/json');
    const body = request.json as ChatBody;
    expect(body.model).toBe('local-model');
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('Write exactly 4 slides');
    expect(body.response_format.type).toBe('json_schema');
    const slides = body.response_format.json_schema?.schema.properties.slides;
    expect(slides?.minItems).toBe(4);
    expect(Object.keys(slides?.items.properties ?? {})).toEqual(SLIDE_FIELDS);
    expect(slides?.items.required).toEqual(SLIDE_FIELDS);
  },
};

const FAST: LlmCallLimits = { retry: { maxAttempts: 3, baseDelayMs: 10 }, attemptTimeoutMs: 5_000 };

function request(slideCount = 4, signal?: AbortSignal): PlanRequest {
  return { document: samplePaper(), slideCount, voice: 'sully', signal };
}

async function serve(
  replies: ScriptedReply[] | ((index: number) => ScriptedReply),
): Promise<RecordingServer> {
  const replyTo = (index: number): ScriptedReply =>
    typeof replies === 'function'
      ? replies(index)
      : (replies[Math.min(index, replies.length - 1)] as ScriptedReply);
  let answered = 0;
  const server = await startRecordingServer(() => replyTo(answered++));
  servers.push(server);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe.each([gemini, openAi])('the $name planner', (backend) => {
  it('sends the paper, its captions with ids and the settings in the schema, and returns the checked plan', async () => {
    const server = await serve([backend.answer(modelAnswer(4))]);
    const { plan, report } = await backend.planner(server.url, FAST).planWithReport(request());
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0] as RecordedRequest;
    backend.checkRequest(sent);
    const [message] = backend.turns(sent);
    expect(message?.role).toBe('user');
    for (const part of [
      'slide_count = 4',
      'voice = sully',
      'Sparse Widget Networks for Efficient Image Classification',
      '- Figure 1: Accuracy of the sparse and dense models',
      '- Table 1: Top-1 and top-5',
      '## 3 Experiments',
      '76.1% top-1 accuracy',
    ]) {
      expect(message?.text).toContain(part);
    }
    expect(message?.text).not.toContain('We thank the reviewers');
    expect(plan).toHaveLength(4);
    expect(plan[0]?.visual_identifier).toBe('Figure 1');
    expect(plan[1]?.slide_title).toBe("Slide 2 of the model's plan");
    expect(report.notices).toEqual([]);
  });

  it('fails at once, without retrying, when the key is refused (401)', async () => {
    const server = await serve([backend.error(401, 'Request had invalid authentication credentials.')]);
    const error = await failure(backend.planner(server.url, FAST).plan(request()));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/refused the API key \(HTTP 401\)/);
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    const server = await serve([
      backend.error(429, 'Too many requests, slow down (rate limit).', { 'retry-after': '1' }),
      backend.answer(modelAnswer(4)),
    ]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    expect(plan).toHaveLength(4);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests as [RecordedRequest, RecordedRequest];
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it('retries a 500 with backoff and gives up after the last attempt with a server failure', async () => {
    const server = await serve([backend.error(500, 'Internal error encountered.')]);
    const error = await failure(backend.planner(server.url, FAST).plan(request()));
    expect(error.kind).toBe('server');
    expect(error.message).toMatch(/failed to answer \(HTTP 500\)/);
    expect(server.requests).toHaveLength(3);
  });

  it('sends malformed output back once with the problem, and uses the repaired answer', async () => {
    const server = await serve([
      backend.answer('{"slides": [{"slide_title": "Cut off'),
      backend.answer(modelAnswer(4)),
    ]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    expect(plan).toHaveLength(4);
    const turns = backend.turns(server.requests[1] as RecordedRequest);
    expect(turns.map((t) => t.role)).toEqual(['user', 'model', 'user']);
    expect(turns[1]?.text).toBe('{"slides": [{"slide_title": "Cut off');
    expect(turns[2]?.text).toContain('The answer is not complete, valid JSON.');
    expect(turns[2]?.text).toContain('exactly 4 slides');
  });

  it('fails clearly when the answer is malformed twice', async () => {
    const server = await serve([
      backend.answer('Here are your slides!'),
      backend.answer('{"slides": "soon"}'),
    ]);
    const error = await failure(backend.planner(server.url, FAST).plan(request()));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/returned an unusable slide plan twice: The answer has no "slides" list\./);
    expect(server.requests).toHaveLength(2);
  });

  it('asks again when a slide shows a figure the paper does not have', async () => {
    const invented = modelAnswer(4, (slide, index) =>
      index === 2 ? { ...slide, visual_identifier: 'Figure 9' } : slide,
    );
    const server = await serve([
      backend.answer(invented),
      backend.answer(
        modelAnswer(4, (slide, index) => (index === 2 ? { ...slide, visual_identifier: 'fig. 2' } : slide)),
      ),
    ]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    const repair = backend.turns(server.requests[1] as RecordedRequest)[2]?.text;
    expect(repair).toContain(
      'Slide 3 shows "Figure 9", which is not in the paper\'s list of figures and tables; use one of Figure 1, Table 1, Figure 2, or "".',
    );
    expect(plan[2]?.visual_identifier).toBe('fig. 2');
  });

  it('asks again when the plan has the wrong number of slides or a script of the wrong length', async () => {
    const short = modelAnswer(3, (slide, index) =>
      index === 1 ? { ...slide, voiceover_script: 'Too short.' } : slide,
    );
    const server = await serve([backend.answer(short), backend.answer(modelAnswer(4))]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    expect(plan).toHaveLength(4);
    const repair = backend.turns(server.requests[1] as RecordedRequest)[2]?.text;
    expect(repair).toContain('The plan has 3 slides; it must have exactly 4.');
    expect(repair).toContain('Slide 2: the voice-over script has 2 words; write 70 to 140.');
  });

  it('asks again when a slide has defects, and uses the repaired plan', async () => {
    const cut = modelAnswer(4, (slide, index) =>
      index === 1
        ? {
            ...slide,
            bullet_points: [
              'Gates close widgets in Figures 2 and 3',
              'Accuracy stays within the',
              'Less compute [4]',
            ],
          }
        : slide,
    );
    const server = await serve([backend.answer(cut), backend.answer(modelAnswer(4))]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    const repair = backend.turns(server.requests[1] as RecordedRequest)[2]?.text;
    expect(repair).toContain('Slide 2: Bullet 1 points at a part of the paper; state the content instead.');
    expect(repair).toContain(
      'Slide 2: Bullet 2 ends mid-clause: "Accuracy stays within the"; write a complete phrase.',
    );
    expect(repair).toContain('Slide 2: Bullet 3 contains a numeric citation; remove it.');
    expect(plan[1]?.bullet_points).toEqual(modelSlide(1).bullet_points);
  });

  it('asks again for an announcement for a title, a bullet that lost its complement and a capital after a connector', async () => {
    const script = `${modelSlide(2).voiceover_script} In addition, Most widgets close early.`;
    const faulty = modelAnswer(4, (slide, index) =>
      index === 2
        ? {
            ...slide,
            slide_title: 'SWN: we propose',
            bullet_points: [
              'Learned gates close unhelpful widgets',
              'Earlier pruning work led',
              'Forty percent less compute',
            ],
            voiceover_script: script,
          }
        : slide,
    );
    const server = await serve([backend.answer(faulty), backend.answer(modelAnswer(4))]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    const repair = backend.turns(server.requests[1] as RecordedRequest)[2]?.text;
    expect(repair).toContain('Slide 3: The title "SWN: we propose" says nothing about this paper');
    expect(repair).toContain('Slide 3: Bullet 2 ends mid-clause: "Earlier pruning work led"');
    expect(repair).toContain('Slide 3: The script has a capital letter after a connecting phrase.');
    expect(plan[2]?.slide_title).toBe(modelSlide(2).slide_title);
  });

  it('keeps a plan whose only faults are slide defects when the repair is unusable', async () => {
    const cut = modelAnswer(4, (slide, index) =>
      index === 1 ? { ...slide, slide_title: 'Approach: we propose' } : slide,
    );
    const server = await serve([backend.answer(cut), backend.answer('{"slides": "soon"}')]);
    const plan = await backend.planner(server.url, FAST).plan(request());
    expect(server.requests).toHaveLength(2);
    expect(plan[1]?.slide_title).toBe('Approach: we propose');
  });

  it('gives up on an answer slower than the time-out, retrying it first', async () => {
    const server = await serve([{ ...backend.answer(modelAnswer(4)), delayMs: 3_000 }]);
    const started = performance.now();
    const error = await failure(
      backend
        .planner(server.url, { retry: { maxAttempts: 2, baseDelayMs: 10 }, attemptTimeoutMs: 300 })
        .plan(request()),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer within 0\.3 seconds\.$/);
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops at once when the user cancels', async () => {
    const server = await serve([{ ...backend.answer(modelAnswer(4)), delayMs: 3_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await backend
      .planner(server.url, FAST)
      .plan(request(4, controller.signal))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isPipelineError(error) && error.code).toBe('cancelled');
    expect(server.requests).toHaveLength(1);
  });
});

describe('the Gemini planner', () => {
  it('gives up when planning as a whole outlasts its deadline, whatever the attempts', async () => {
    const server = await serve([{ ...gemini.answer(modelAnswer(4)), delayMs: 3_000 }]);
    const started = performance.now();
    const error = await failure(gemini.planner(server.url, { ...FAST, deadlineMs: 500 }).plan(request()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Gemini did not finish planning within 0.5 seconds.');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("treats Gemini's 400 for an invalid key as a refused key", async () => {
    const server = await serve([gemini.error(400, 'API key not valid. Please pass a valid API key.')]);
    const error = await failure(gemini.planner(server.url, FAST).plan(request()));
    expect(error.kind).toBe('auth');
  });

  it('waits for the RetryInfo delay of a per-minute quota 429', async () => {
    const quota: ScriptedReply = {
      status: 429,
      body: {
        error: {
          code: 429,
          message: 'You exceeded your current quota.',
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }],
        },
      },
    };
    const server = await serve([quota, gemini.answer(modelAnswer(4))]);
    await gemini.planner(server.url, FAST).plan(request());
    const [first, second] = server.requests as [RecordedRequest, RecordedRequest];
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it('calls an exhausted quota without a retry time a quota failure', async () => {
    const server = await serve([
      gemini.error(429, 'You exceeded your current quota, please check your plan and billing details.'),
    ]);
    const error = await failure(gemini.planner(server.url, FAST).plan(request()));
    expect(error.kind).toBe('quota');
    expect(server.requests).toHaveLength(1);
  });
});

describe('the OpenAI-compatible planner', () => {
  it('sends no Authorization header to a local server without a key, and reads JSON after reasoning and in a Markdown fence', async () => {
    const server = await serve([
      chatCompletion(`<think>Four slides, Figure 1 first.</think>\n\`\`\`json\n${modelAnswer(4)}\n\`\`\``),
    ]);
    const plan = await createOpenAiPlanner({ baseUrl: `${server.url}/v1`, model: 'llama3', ...FAST }).plan(
      request(),
    );
    expect(plan).toHaveLength(4);
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('falls back to plain JSON output when the server does not know json_schema', async () => {
    const server = await serve([
      openAiError(400, "Invalid value for 'response_format': json_schema is not supported", 'invalid_value'),
      chatCompletion(modelAnswer(4)),
    ]);
    const planner = createOpenAiPlanner({ baseUrl: `${server.url}/v1`, model: 'llama3', ...FAST });
    await planner.plan(request());
    await planner.plan(request());
    expect(server.requests.map((r) => (r.json as ChatBody).response_format.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });
});
