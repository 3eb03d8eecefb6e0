/**
 * The audio, slides and video steps after edits, through the real engine: each slide's narration is
 * stored with where its sentences start, which time the subtitles; an edited script is voiced again and
 * nothing else, also when slides move; an edited slide is drawn again and no other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../../../tests/fixtures/index.js';
import { changeJob, jobFiles, jobState } from '../backend/index.js';
import { createLocalSynthesizer, type SpeechSynthesizer } from '../pipeline/index.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { handleAudio } from './handle-audio.js';
import { handleExtract } from './handle-extract.js';
import { handleSlides } from './handle-slides.js';
import { handleVideo } from './handle-video.js';
import { readNarrationRecord } from './narration-record.js';
import { createTaskFakes, startedJob } from './testing/task-fakes.js';

const FIRST = { retryCount: 0, maxAttempts: 3 };
const UID = 'ada';

const PLAN: SlidesPlan = [
  {
    slide_title: 'A paper',
    visual_identifier: '',
    bullet_points: [],
    voiceover_script: 'Welcome to this talk. It covers one paper.',
  },
  {
    slide_title: 'Method',
    visual_identifier: '',
    bullet_points: ['Experts per frame', 'Cheaper training'],
    voiceover_script:
      'Each frame goes to two experts. This makes training much cheaper. The routing is easy to read.',
  },
  {
    slide_title: 'Results',
    visual_identifier: '',
    bullet_points: ['Lower error'],
    voiceover_script: 'The error rate falls. It trains twice as fast.',
  },
];

/** WebVTT cue start times in seconds, in order. */
function cueStarts(vtt: string): number[] {
  return [...vtt.matchAll(/^(\d+):(\d+):(\d+)\.(\d+) -->/gm)].map(
    (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4]}`),
  );
}

describe('voicing only what changed', () => {
  const deps = createTaskFakes();
  const spoken: string[] = [];
  let jobId = '';
  const task = () => ({ job_id: jobId, uid: UID });
  const video = async (): Promise<void> => {
    await deps.jobs.update(jobId, { video_status: 'generating' });
    await handleVideo(task(), deps, FIRST);
    expect((await deps.jobs.get(jobId))?.video_status).toBe('completed');
  };
  const edit = async (plan: SlidesPlan): Promise<void> => {
    await changeJob(deps.jobs, jobId, jobState.planEdited(plan, deps.clock.now().toISOString()));
  };

  beforeAll(async () => {
    const local = createLocalSynthesizer(deps.binaries);
    const counting: SpeechSynthesizer = {
      name: local.name,
      synthesize: (request) => {
        spoken.push(request.text);
        return local.synthesize(request);
      },
    };
    deps.synthesizer = counting;
    jobId = (await startedJob(deps, UID, await twoColumnPaper())).job_id;
    await handleExtract(task(), deps, FIRST);
    await deps.jobs.update(jobId, { slides_plan: PLAN, status: 'completed' });
  });

  it('stores each narration with where its sentences start, and the subtitles follow them', async () => {
    for (const slide of [0, 1, 2]) await handleAudio({ ...task(), slide }, deps, FIRST);
    expect(spoken).toHaveLength(3);
    const records = await Promise.all(
      [0, 1, 2].map((slide) => readNarrationRecord(deps.files, jobFiles.audioTimings(jobId, slide))),
    );
    expect(records.map((record) => record?.sentenceStartsSec.length)).toEqual([2, 3, 2]);
    const method = records[1]?.sentenceStartsSec ?? [];
    expect(method[0]).toBe(0);
    expect(method[1]).toBeGreaterThan(0.5);
    expect(method[2]).toBeGreaterThan((method[1] ?? 0) + 0.5);

    await video();
    expect(spoken).toHaveLength(3);
    // The caption of each sentence comes on where the voice starts it (slide starts: the clips' lengths).
    const vtt = deps.files.files.get(jobFiles.subtitles(jobId))?.data.toString('utf8') ?? '';
    let slideStart = 0;
    const expected: number[] = [];
    for (const record of records) {
      expected.push(...(record?.sentenceStartsSec ?? []).map((at) => slideStart + at));
      slideStart += record?.durationSec ?? 0;
    }
    const starts = cueStarts(vtt);
    expect(starts).toHaveLength(expected.length);
    starts.forEach((at, k) => expect(at).toBeCloseTo(expected[k] ?? -1, 2));
  });

  it("voices an edited slide's script again, and only that one", async () => {
    const edited = PLAN.map((slide, index) =>
      index === 2 ? { ...slide, voiceover_script: 'The error rate falls by a third.' } : slide,
    );
    await edit(edited);
    const stored: string[] = [];
    const write = deps.files.write.bind(deps.files);
    deps.files.write = (path, data) => {
      if (path.includes('/video-cache/')) stored.push(path.split('/').at(-1) ?? '');
      return write(path, data);
    };
    try {
      await video();
    } finally {
      deps.files.write = write;
    }
    expect(spoken.slice(3)).toEqual(['The error rate falls by a third.']);
    // The pictures are unchanged, so none is encoded again; only the narration is.
    expect(stored.filter((name) => name.endsWith('.units'))).toEqual([]);
    expect(stored.filter((name) => name.endsWith('.m4a'))).toHaveLength(1);
  });

  it('redraws only the slide whose title or bullets changed', async () => {
    const drawn: string[] = [];
    const write = deps.files.write.bind(deps.files);
    deps.files.write = (path, data) => {
      if (/\/slides\/slide_\d+\.png$/.test(path)) drawn.push(path);
      return write(path, data);
    };
    const build = async (): Promise<void> => {
      await deps.jobs.update(jobId, { presentation: { status: 'generating', error: null } });
      await handleSlides({ ...task(), mode: 'build' }, deps, FIRST);
      expect((await deps.jobs.get(jobId))?.presentation.status).toBe('ready');
    };
    try {
      await build();
      expect(drawn).toHaveLength(3);
      const before = deps.files.files.get(jobFiles.slideImage(jobId, 0))?.data;
      const current = (await deps.jobs.get(jobId))?.slides_plan ?? [];
      await edit(
        current.map((slide, index) =>
          index === 1 ? { ...slide, bullet_points: ['Experts per frame', 'Much cheaper training'] } : slide,
        ),
      );
      drawn.length = 0;
      await build();
      expect(drawn).toEqual([jobFiles.slideImage(jobId, 1)]);
      expect(deps.files.files.get(jobFiles.slideImage(jobId, 0))?.data).toBe(before);
      await edit(current);
    } finally {
      deps.files.write = write;
    }
  });

  it('reuses every unchanged narration when a slide is added before them', async () => {
    const current = (await deps.jobs.get(jobId))?.slides_plan ?? [];
    const added = {
      slide_title: 'Outline',
      visual_identifier: '',
      bullet_points: [],
      voiceover_script: 'First, the method.',
    };
    await edit([current[0] ?? added, added, ...current.slice(1)]);
    await video();
    expect(spoken.slice(4)).toEqual(['First, the method.']);
    const moved = await readNarrationRecord(deps.files, jobFiles.audioTimings(jobId, 2));
    expect(moved?.sentenceStartsSec).toHaveLength(3);
  });
});
