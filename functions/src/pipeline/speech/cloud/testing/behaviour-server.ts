/**
 * A provider stand-in whose next answers a test picks by name (`'rate_limited'`, `'slow'`, …), on the
 * engine's recording server, so the voice tests read as the story of what the provider did.
 */
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
  type ScriptedReply,
} from '../../../providers/testing/index.js';

/** @internal */
export interface FakeServer<B extends string> extends RecordingServer {
  /** Behaviours for the next requests, in order; when none is left, each request gets `fallback`. */
  script(...behaviours: B[]): void;
  fallback: B;
}

/** What the stand-in sends for a request when it behaves as `behaviour`. @internal */
export type Answer<B extends string> = (behaviour: B, request: RecordedRequest) => ScriptedReply;

/** Starts a stand-in on a free port of 127.0.0.1. @internal */
export async function startFakeServer<B extends string>(
  fallback: B,
  answer: Answer<B>,
): Promise<FakeServer<B>> {
  const queue: B[] = [];
  const server = await startRecordingServer((request) => answer(queue.shift() ?? fake.fallback, request));
  const fake: FakeServer<B> = Object.assign(server, {
    fallback,
    script: (...behaviours: B[]) => void queue.push(...behaviours),
  });
  return fake;
}
