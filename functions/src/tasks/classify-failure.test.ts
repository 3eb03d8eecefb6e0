import { describe, expect, it } from 'vitest';
import { PipelineError } from '../pipeline/index.js';
import { classifyFailure } from './classify-failure.js';
import { isLastAttempt } from './task-deps.js';

describe('classifyFailure', () => {
  it("blames the input for an encrypted PDF and keeps the engine's sentence", () => {
    const error = new PipelineError('password_required', 'This PDF is protected by a password.');
    expect(classifyFailure(error, 'fallback')).toEqual({
      kind: 'user-input',
      detail: 'This PDF is protected by a password.',
    });
  });

  it('retries a crashed tool', () => {
    expect(classifyFailure(new PipelineError('tool_failed', 'ffmpeg crashed.'), 'fallback').kind).toBe(
      'transient',
    );
    expect(
      classifyFailure(new PipelineError('missing_tool', 'x', { transient: true }), 'fallback').kind,
    ).toBe('transient');
  });

  it('retries unknown errors but never shows their text to the user', () => {
    expect(classifyFailure(new Error('ECONNRESET 10.0.0.1'), 'Something went wrong.')).toEqual({
      kind: 'transient',
      detail: 'Something went wrong.',
    });
  });

  it('treats a missing program as our permanent failure', () => {
    expect(classifyFailure(new PipelineError('missing_tool', 'ffmpeg is not installed.'), 'f').kind).toBe(
      'ours',
    );
  });
});

describe('isLastAttempt', () => {
  it('knows the final delivery of a three-attempt queue', () => {
    expect([0, 1, 2].map((retryCount) => isLastAttempt({ retryCount, maxAttempts: 3 }))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
