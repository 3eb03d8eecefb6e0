/** A Gemini stand-in that writes one fixed slide plan, for the end-to-end runs of `lectern` with a planner. */
import { expect } from 'vitest';
import {
  GENERATE_CONTENT_PATH,
  geminiAnswer,
  geminiError,
} from '../../../functions/src/pipeline/plan/llm/testing/index.js';
import {
  startRecordingServer,
  type RecordingServer,
  type ScriptedReply,
} from '../../../functions/src/pipeline/providers/testing/index.js';

/** The plan the stand-in writes: three slides, the second showing Figure 2 of the generated paper. @internal */
export const GEMINI_PLAN = [
  ['What sparse widget networks are', ''],
  ['How the sparse model trains', 'Figure 2'],
  ['What to take away', ''],
].map(([title, visual], index) => ({
  slide_title: title ?? '',
  visual_identifier: visual ?? '',
  bullet_points: [
    'Gates learn which widgets to drop',
    'Accuracy stays close to dense models',
    'Far less compute on every benchmark',
  ],
  voiceover_script:
    `This is part ${index + 1} of the talk that the Gemini planner wrote. Sparse widget networks learn during training which widgets ` +
    'they can drop, so they keep the accuracy of a dense model while using far less compute on every benchmark that the paper reports. ' +
    'The gates are small and cheap to train, and they decide for each input which widgets take part. ' +
    'As a result, the model spends its effort where the input needs it, and the savings grow with the size of the network.',
}));

/** The key and model the planning runs set; GEMINI_BASE_URL comes from the stand-in. @internal */
export const GEMINI_RUN_ENV = { GEMINI_API_KEY: 'e2e-gemini-key', GEMINI_MODEL: 'gemini-e2e' } as const;

/**
 * A recording server that answers Gemini's generateContent with `reply` (by default GEMINI_PLAN) and
 * anything else with Google's 404.
 * @internal
 */
export function startFakeGeminiPlanner(
  reply: ScriptedReply = geminiAnswer(JSON.stringify({ slides: GEMINI_PLAN })),
): Promise<RecordingServer> {
  return startRecordingServer((request) =>
    GENERATE_CONTENT_PATH.test(request.path) ? reply : geminiError(404, `No route ${request.path}`),
  );
}

/**
 * Checks that `server` was asked exactly once, for a plan with GEMINI_RUN_ENV's key and model, and
 * returns what was sent, as JSON text, for the test to look into.
 * @internal
 */
export function onlyPlanningRequest(server: RecordingServer): string {
  expect(server.requests).toHaveLength(1);
  const [request] = server.requests;
  expect(request?.method).toBe('POST');
  expect(request?.path).toMatch(
    new RegExp(`^/v1(?:beta)?/models/${GEMINI_RUN_ENV.GEMINI_MODEL}:generateContent$`),
  );
  expect(request?.headers['x-goog-api-key']).toBe(GEMINI_RUN_ENV.GEMINI_API_KEY);
  return JSON.stringify(request?.json);
}
