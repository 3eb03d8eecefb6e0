/** The colours a status badge can take (docs/product.md §4: completed green, processing blue, error red). */
export type StatusTone = 'green' | 'blue' | 'red' | 'grey';

/** What a badge shows for one value the API sent: `key` is that value's name, for tests and styles. */
export interface StatusView {
  key: string;
  label: string;
  tone: StatusTone;
}

/** Any value the API may add later still reads as words, in grey. */
function unknown(value: string): StatusView {
  return { key: value, label: value.replace(/_/g, ' '), tone: 'grey' };
}

function view(key: string, label: string, tone: StatusTone): StatusView {
  return { key, label, tone };
}

/**
 * Where a job stands in the whole journey, the one label the dashboard, the wizard and the video page
 * show for it: a job whose video is made reads "completed", one whose plan waits for review "ready for
 * editing", and one making its video "processing". It takes any string, not only the values the API's types
 * name, because docs/product.md §4 has the page show values it does not know (and "error") too.
 */
export function jobStatus(job: { status: string; video_status: string }): StatusView {
  if (job.status === 'failed' || job.status === 'error') return view(job.status, job.status, 'red');
  if (job.video_status === 'completed') return view('completed', 'completed', 'green');
  if (job.video_status === 'generating' || job.status === 'processing')
    return view('processing', 'processing', 'blue');
  if (job.status === 'completed' || job.status === 'ready_for_editing')
    return view('ready_for_editing', 'ready for editing', 'grey');
  return unknown(job.status);
}

/** The colour of a piece of work's state; any other value is grey. */
const WORK_TONE: Readonly<Record<string, StatusTone>> = {
  pending: 'blue',
  generating: 'blue',
  completed: 'green',
  ready: 'green',
  failed: 'red',
};

/** A piece of work's state in words: `none` while it has not started, else the value itself. */
function workStatus(status: string | undefined, none: string): StatusView {
  if (status === undefined || status === '' || status === 'not_started')
    return view('not_started', none, 'grey');
  const tone = WORK_TONE[status];
  return tone === undefined ? unknown(status) : view(status, status.replace(/_/g, ' '), tone);
}

/** A video's status: not_started, generating, completed or failed (docs/product.md §4). */
export const videoStatus = (status: string): StatusView => workStatus(status, 'not started');

/** One slide's narration: none yet, pending, generating, completed or failed (docs/product.md §4). */
export const audioStatus = (status: string | undefined): StatusView => workStatus(status, 'not generated');

/** The exported deck (PowerPoint and editor): not_started, generating, ready or failed. */
export const deckStatus = (status: string | undefined): StatusView => workStatus(status, 'not generated');
