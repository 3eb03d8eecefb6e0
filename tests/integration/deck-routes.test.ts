/**
 * The slide editor's endpoints in the emulator stack: a real paper's figures, a preview of an unsaved
 * slide drawn by the engine, the drawn deck and its .pptx, each for its owner only.
 */
import { describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../fixtures/index.js';
import { callApi, pollUntil, signUpUser, startJob, uploadPdf, waitWhileProcessing } from './stack-client.js';

interface Figure {
  id: string;
  kind: string;
  caption: string;
  image_path: string;
}

interface Slide {
  slide_title: string;
  visual_identifier: string;
  bullet_points: string[];
  voiceover_script: string;
}

const pngSize = (png: Buffer): { width: number; height: number } => ({
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

describe('the slide editor’s endpoints in the emulator stack', () => {
  it('lists figures, previews an unsaved slide, serves the drawn deck and its .pptx, and hides all of it from others', async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const token = owner.idToken;
    const jobId = await uploadPdf(token, await twoColumnPaper(), 'two-column.pdf');
    await startJob(token, jobId, { slide_count: 3, voice_id: 'sully' });
    expect((await waitWhileProcessing(token, jobId)).final.status).toBe('completed');

    const figures = (
      (await (await callApi('GET', `/processing/figures/${jobId}`, { token })).json()) as {
        figures: Figure[];
      }
    ).figures;
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.map((f) => f.id)).toContain('Figure 2');
    const first = figures[0];
    if (first === undefined) throw new Error('no figure');
    const image = await callApi('GET', `${first.image_path}?token=${encodeURIComponent(token)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const plan = (
      (await (await callApi('GET', `/processing/result/${jobId}`, { token })).json()) as {
        slides_plan: Slide[];
      }
    ).slides_plan;
    const draft = { ...plan[1], slide_title: 'An unsaved title', visual_identifier: 'Figure 2' };
    const started = Date.now();
    const preview = await callApi('POST', `/processing/slide-preview/${jobId}`, {
      token,
      json: { slide: draft, index: 1 },
    });
    console.log(`slide preview in ${Date.now() - started} ms`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await preview.arrayBuffer()))).toEqual({ width: 1920, height: 1080 });
    // A preview saves nothing.
    const after = (
      (await (await callApi('GET', `/processing/result/${jobId}`, { token })).json()) as {
        slides_plan: Slide[];
      }
    ).slides_plan;
    expect(after).toEqual(plan);

    expect((await callApi('GET', `/processing/download-powerpoint/${jobId}`, { token })).status).toBe(409);
    expect(
      (await callApi('POST', `/processing/generate-powerpoint/${jobId}`, { token, json: {} })).status,
    ).toBe(202);
    await pollUntil(
      async () =>
        (
          (await (await callApi('GET', `/processing/presentation-status/${jobId}`, { token })).json()) as {
            presentation_status: string;
          }
        ).presentation_status,
      (status) => status === 'ready' || status === 'failed',
      { timeoutMs: 90_000, what: 'The deck being built' },
    ).then((status) => expect(status).toBe('ready'));

    const pptx = await callApi('GET', `/processing/download-powerpoint/${jobId}`, { token });
    expect(pptx.status).toBe(200);
    expect(pptx.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pptx"/);
    expect(
      Buffer.from(await pptx.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    const slide = await callApi(
      'GET',
      `/processing/slide-image/${jobId}/2?token=${encodeURIComponent(token)}`,
    );
    expect(slide.status).toBe(200);
    expect(pngSize(Buffer.from(await slide.arrayBuffer()))).toEqual({ width: 1920, height: 1080 });

    for (const [method, path] of [
      ['GET', `/processing/figures/${jobId}`],
      ['GET', `${first.image_path}`],
      ['GET', `/processing/slide-image/${jobId}/0`],
      ['GET', `/processing/download-powerpoint/${jobId}`],
      ['GET', `/processing/presentation-status/${jobId}`],
      ['POST', `/processing/slide-preview/${jobId}`],
    ] as const) {
      const res = await callApi(method, path, {
        token: other.idToken,
        ...(method === 'POST' ? { json: { slide: draft } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
