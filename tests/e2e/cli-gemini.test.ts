/**
 * `lectern <paper.pdf>` with the Gemini planner switched on by GEMINI_API_KEY and pointed by
 * GEMINI_BASE_URL at a local server that answers in Gemini's wire format: the video is built from the
 * plan that server wrote, and a refused key leaves the built-in planner to make the slides.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geminiError } from '../../functions/src/pipeline/plan/llm/testing/index.js';
import type { RecordingServer, ScriptedReply } from '../../functions/src/pipeline/providers/testing/index.js';
import { ENGLISH_PAPER, twoColumnPaper } from '../fixtures/index.js';
import {
  GEMINI_PLAN,
  GEMINI_RUN_ENV,
  onlyPlanningRequest,
  probe,
  runLectern,
  startFakeGeminiPlanner,
} from './support/index.js';

async function fakeGemini(reply?: ScriptedReply): Promise<RecordingServer> {
  const server = await startFakeGeminiPlanner(reply);
  servers.push(server);
  return server;
}

const servers: RecordingServer[] = [];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-cli-gemini-'));
  await writeFile(join(dir, 'paper.pdf'), await twoColumnPaper());
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('lectern with GEMINI_API_KEY', () => {
  it('builds the video from the plan Gemini wrote and names the planner in the summary', async () => {
    const gemini = await fakeGemini();
    const result = await runLectern(
      ['paper.pdf', '--slides', '3', '--out', 'talk.mp4', '--plan-out', 'plan.json'],
      dir,
      {
        ...GEMINI_RUN_ENV,
        GEMINI_BASE_URL: gemini.url,
      },
    );
    expect(result.stderr).not.toContain('lectern:');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+Planner\s+Gemini \(gemini-e2e\)$/m);

    const sent = onlyPlanningRequest(gemini);
    expect(sent).toContain(ENGLISH_PAPER.title);
    expect(sent).toContain('Figure 2: Training loss over time');
    expect(sent).toContain('slide_count = 3');

    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as {
      slide_title: string;
      visual_identifier: string;
    }[];
    expect(plan.map((slide) => slide.slide_title)).toEqual(GEMINI_PLAN.map((slide) => slide.slide_title));
    expect(plan[1]?.visual_identifier).toBe('Figure 2');
    const { chapters } = await probe(join(dir, 'talk.mp4'));
    expect(chapters.map((chapter) => chapter.title)).toEqual(GEMINI_PLAN.map((slide) => slide.slide_title));
    // Cues wrap lines: compare the words.
    expect((await readFile(join(dir, 'talk.vtt'), 'utf8')).replace(/\s+/g, ' ')).toContain(
      'Sparse widget networks learn during training',
    );
    expect(await readdir(dir)).toContain('talk.pptx');
  });

  it('falls back to the built-in planner when Gemini refuses the key, and says why', async () => {
    const gemini = await fakeGemini(geminiError(401, 'Request had invalid authentication credentials.'));
    const result = await runLectern(
      ['paper.pdf', '--slides', '3', '--no-video', '--pptx', 'fallback.pptx', '--plan-out', 'fallback.json'],
      dir,
      {
        GEMINI_API_KEY: 'revoked-key',
        GEMINI_BASE_URL: gemini.url,
      },
    );
    expect(result.code).toBe(0);
    expect(gemini.requests).toHaveLength(1);
    expect(result.stdout).toMatch(/^\s+Planner\s+built-in$/m);
    expect(result.stdout).toContain(
      'Gemini refused the API key (HTTP 401). The built-in planner made the slides instead.',
    );
    const plan = JSON.parse(await readFile(join(dir, 'fallback.json'), 'utf8')) as unknown[];
    expect(plan).toHaveLength(3);
  });
});
