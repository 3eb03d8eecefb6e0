/**
 * `lectern <paper.pdf>` with the Gemini planner switched on by GEMINI_API_KEY and pointed by
 * GEMINI_BASE_URL at a local server that answers in Gemini's wire format: the video is built from the
 * plan that server wrote, and a refused key leaves the built-in planner to make the slides.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATE_CONTENT_PATH,
  geminiAnswer,
  geminiError,
  startRecordingServer,
  type RecordingServer,
  type ScriptedReply,
} from '../../functions/src/pipeline/plan/llm/testing/index.js';
import { ENGLISH_PAPER, twoColumnPaper } from '../fixtures/index.js';

const run = promisify(execFile);
const lectern = resolve(import.meta.dirname, '../../functions/bin/lectern');

/** The plan the fake Gemini writes: three slides, the second showing Figure 2. */
const GEMINI_PLAN = [
  ['What sparse widget networks are', ''],
  ['How the sparse model trains', 'Figure 2'],
  ['What to take away', ''],
].map(([title, visual], index) => ({
  slide_title: title,
  visual_identifier: visual,
  bullet_points: ['Gates learn which widgets to drop', 'Accuracy stays close to dense models'],
  voiceover_script:
    `This is part ${index + 1} of the talk that the Gemini planner wrote. Sparse widget networks learn during training which widgets ` +
    'they can drop, so they keep the accuracy of a dense model while using far less compute on every benchmark that the paper reports.',
}));

async function cli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  // Only the settings under test: no other provider key from the machine's environment.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(?:GEMINI|GOOGLE|OPENAI|ELEVENLABS)_/.test(name)));
  try {
    const { stdout, stderr } = await run(lectern, args, { cwd, env: { ...base, ...env }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function fakeGemini(reply: ScriptedReply): Promise<RecordingServer> {
  const server = await startRecordingServer((request) => (GENERATE_CONTENT_PATH.test(request.path) ? reply : geminiError(404, `No route ${request.path}`)));
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
  it("builds the video from the plan Gemini wrote and names the planner in the summary", async () => {
    const gemini = await fakeGemini(geminiAnswer(JSON.stringify({ slides: GEMINI_PLAN })));
    const result = await cli(['paper.pdf', '--slides', '3', '--out', 'talk.mp4', '--plan-out', 'plan.json'], dir, {
      GEMINI_API_KEY: 'e2e-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-e2e',
    });
    expect(result.stderr).not.toContain('lectern:');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+Planner\s+Gemini \(gemini-e2e\)$/m);

    expect(gemini.requests).toHaveLength(1);
    const [request] = gemini.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toMatch(/^\/v1(?:beta)?\/models\/gemini-e2e:generateContent$/);
    expect(request?.headers['x-goog-api-key']).toBe('e2e-gemini-key');
    const sent = JSON.stringify(request?.body);
    expect(sent).toContain(ENGLISH_PAPER.title);
    expect(sent).toContain('Figure 2: Training loss over time');
    expect(sent).toContain('slide_count = 3');

    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as { slide_title: string; visual_identifier: string }[];
    expect(plan.map((slide) => slide.slide_title)).toEqual(GEMINI_PLAN.map((slide) => slide.slide_title));
    expect(plan[1]?.visual_identifier).toBe('Figure 2');
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_chapters', join(dir, 'talk.mp4')]);
    const chapters = (JSON.parse(stdout) as { chapters: { tags: { title: string } }[] }).chapters.map((c) => c.tags.title);
    expect(chapters).toEqual(GEMINI_PLAN.map((slide) => slide.slide_title));
    // Cues wrap lines: compare the words.
    expect((await readFile(join(dir, 'talk.vtt'), 'utf8')).replace(/\s+/g, ' ')).toContain('Sparse widget networks learn during training');
    expect(await readdir(dir)).toContain('talk.pptx');
  });

  it('falls back to the built-in planner when Gemini refuses the key, and says why', async () => {
    const gemini = await fakeGemini(geminiError(401, 'Request had invalid authentication credentials.'));
    const result = await cli(['paper.pdf', '--slides', '3', '--no-video', '--pptx', 'fallback.pptx', '--plan-out', 'fallback.json'], dir, {
      GEMINI_API_KEY: 'revoked-key',
      GEMINI_BASE_URL: gemini.url,
    });
    expect(result.code).toBe(0);
    expect(gemini.requests).toHaveLength(1);
    expect(result.stdout).toMatch(/^\s+Planner\s+built-in$/m);
    expect(result.stdout).toContain('Gemini refused the API key (HTTP 401). The built-in planner made the slides instead.');
    const plan = JSON.parse(await readFile(join(dir, 'fallback.json'), 'utf8')) as unknown[];
    expect(plan).toHaveLength(3);
  });
});
