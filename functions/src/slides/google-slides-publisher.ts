/**
 * Google Slides behind the DeckPublisher seam, through the official `@googleapis/slides` and
 * `@googleapis/drive` clients: a presentation per plan (title, bullets, figures, the script as speaker
 * notes), shared with the user as an editor, and its slides read back as images. Credentials are
 * Google's Application Default Credentials only: the function's service account in the cloud, or the key
 * file GOOGLE_APPLICATION_CREDENTIALS names (the auth library deprecates passing keys in code). Busy
 * answers are retried; the rest fail with a ProviderError.
 */
import type { drive_v3 } from '@googleapis/drive';
import type { slides_v1 } from '@googleapis/slides';
import {
  ProviderError,
  kindOfStatus,
  parseRetryAfter,
  withRetries,
  type RetryOptions,
} from '../pipeline/providers/index.js';
import { buildDeckRequests, DEFAULT_PAGE_SIZE, speakerNotesRequests } from './build-deck-requests.js';
import type { DeckPublisher, DeckSource } from '../backend/index.js';

/** Make presentations, and share and read the files this app made (not the user's other files). */
export const GOOGLE_SLIDES_SCOPES = [
  'https://www.googleapis.com/auth/presentations',
  'https://www.googleapis.com/auth/drive.file',
];

export interface GoogleSlidesPublisherOptions {
  /** A URL Google can fetch the stored file at `path` from (signed and short-lived; see slide-image-url.ts). */
  imageUrl(path: string): string;
  /**
   * A Drive folder, in a shared drive the service account can add files to, for the decks. Service
   * accounts may no longer own files in their own Drive, so without it only credentials of a real user
   * (or domain-wide delegation) can make decks.
   */
  folderId?: string | undefined;
  /** Local stand-ins in tests: the APIs' root URLs and the OAuth token endpoint. */
  slidesRootUrl?: string | undefined;
  driveRootUrl?: string | undefined;
  tokenUrl?: string | undefined;
  /** One API call that takes longer is abandoned (and retried). */
  timeoutMs?: number | undefined;
  retry?: RetryOptions | undefined;
}

interface GoogleFailure {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  name?: unknown;
  response?: { status?: unknown; headers?: unknown; data?: unknown };
}

function headerOf(headers: unknown, name: string): string | undefined {
  // The clients' fetch may be Node's or node-fetch: any Headers-like object with get().
  if (typeof (headers as { get?: unknown } | undefined)?.get === 'function')
    return (headers as { get(n: string): string | null }).get(name) ?? undefined;
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A client failure (GaxiosError, fetch error) as the providers' one error type, with Google's own reason. */
function toProviderError(error: unknown, what: string): ProviderError {
  if (error instanceof ProviderError) return error;
  const failure = (error ?? {}) as GoogleFailure;
  const status =
    typeof failure.response?.status === 'number'
      ? failure.response.status
      : typeof failure.status === 'number'
        ? failure.status
        : undefined;
  if (status !== undefined) {
    const data = failure.response?.data as
      { error?: { message?: unknown } | string; error_description?: unknown } | undefined;
    const reason =
      typeof data?.error === 'object' && typeof data.error.message === 'string'
        ? data.error.message
        : typeof data?.error_description === 'string'
          ? data.error_description
          : typeof failure.message === 'string'
            ? failure.message
            : '';
    // Google's 429s are per-minute quotas ("Quota exceeded for quota metric … per minute"): they pass.
    const kind = status === 429 ? 'rate_limit' : kindOfStatus(status, reason);
    return new ProviderError('Google Slides', kind, `Google refused to ${what} (HTTP ${status}): ${reason}`, {
      status,
      retryAfterMs: parseRetryAfter(headerOf(failure.response?.headers, 'retry-after')),
      cause: error,
    });
  }
  const message = typeof failure.message === 'string' ? failure.message : String(error);
  const timedOut =
    failure.name === 'AbortError' || failure.name === 'TimeoutError' || /time-?out|aborted/i.test(message);
  return new ProviderError(
    'Google Slides',
    timedOut ? 'timeout' : 'server',
    `Google could not be reached to ${what}: ${message}`,
    { cause: error },
  );
}

interface GoogleClients {
  slides: slides_v1.Slides;
  drive: drive_v3.Drive;
}

export function createGoogleSlidesPublisher(options: GoogleSlidesPublisherOptions): DeckPublisher {
  const timeout = options.timeoutMs ?? 30_000;
  const authOptions = {
    scopes: GOOGLE_SLIDES_SCOPES,
    ...(options.tokenUrl === undefined
      ? {}
      : { clientOptions: { endpoints: { oauth2TokenUrl: options.tokenUrl } } }),
  };
  // The two SDKs load only when a deck is first made (they are large, and most processes never make one).
  // Each client gets the auth class of its own package: the two packages pin different auth library versions.
  let clients: Promise<GoogleClients> | undefined;
  const connect = (): Promise<GoogleClients> =>
    (clients ??= Promise.all([import('@googleapis/slides'), import('@googleapis/drive')]).then(
      ([slidesSdk, driveSdk]) => ({
        slides: slidesSdk.slides({
          version: 'v1',
          auth: new slidesSdk.auth.GoogleAuth(authOptions),
          timeout,
          retry: false,
          ...(options.slidesRootUrl === undefined ? {} : { rootUrl: options.slidesRootUrl }),
        }),
        drive: driveSdk.drive({
          version: 'v3',
          auth: new driveSdk.auth.GoogleAuth(authOptions),
          timeout,
          retry: false,
          ...(options.driveRootUrl === undefined ? {} : { rootUrl: options.driveRootUrl }),
        }),
      }),
    ));
  const call = <T>(what: string, run: (google: GoogleClients) => Promise<T>): Promise<T> =>
    withRetries(
      async () => {
        const google = await connect();
        try {
          return await run(google);
        } catch (error) {
          throw toProviderError(error, what);
        }
      },
      { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 20_000, ...options.retry },
    );

  /** A new, empty presentation: in the shared folder through Drive when one is set, else through Slides. */
  async function create(title: string): Promise<string> {
    const folderId = options.folderId;
    const id =
      folderId === undefined || folderId === ''
        ? (
            await call('create the presentation', ({ slides }) =>
              slides.presentations.create({ requestBody: { title } }),
            )
          ).data.presentationId
        : (
            await call('create the presentation', ({ drive }) =>
              drive.files.create({
                supportsAllDrives: true,
                fields: 'id',
                requestBody: {
                  name: title,
                  mimeType: 'application/vnd.google-apps.presentation',
                  parents: [folderId],
                },
              }),
            )
          ).data.id;
    if (typeof id !== 'string')
      throw new ProviderError(
        'Google Slides',
        'bad_response',
        'Google created a presentation without an id.',
      );
    return id;
  }

  async function slidesOf(presentationId: string): Promise<slides_v1.Schema$Page[]> {
    const { data } = await call('read the presentation', ({ slides }) =>
      slides.presentations.get({ presentationId }),
    );
    return data.slides ?? [];
  }

  async function downloadThumbnail(presentationId: string, pageObjectId: string): Promise<Buffer> {
    const { data } = await call('draw a slide', ({ slides }) =>
      slides.presentations.pages.getThumbnail({
        presentationId,
        pageObjectId,
        'thumbnailProperties.mimeType': 'PNG',
        'thumbnailProperties.thumbnailSize': 'LARGE',
      }),
    );
    const url = data.contentUrl;
    if (typeof url !== 'string')
      throw new ProviderError(
        'Google Slides',
        'bad_response',
        'Google sent a slide image without its address.',
      );
    // The content URL carries its own short-lived access; it takes no credentials.
    return call('download a slide image', async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
      if (!response.ok)
        throw Object.assign(new Error(response.statusText), {
          response: { status: response.status, headers: response.headers, data: await response.text() },
        });
      return Buffer.from(await response.arrayBuffer());
    });
  }

  return {
    async publish(source: DeckSource): Promise<string> {
      const presentationId = await create(source.title);
      const { data: created } = await call('read the presentation', ({ slides }) =>
        slides.presentations.get({ presentationId }),
      );
      const page = {
        width: created.pageSize?.width?.magnitude ?? DEFAULT_PAGE_SIZE.width,
        height: created.pageSize?.height?.magnitude ?? DEFAULT_PAGE_SIZE.height,
      };
      const figureUrl = (id: string): string | undefined => {
        const path = source.figurePaths.get(id);
        return path === undefined ? undefined : options.imageUrl(path);
      };
      const existing = (created.slides ?? [])
        .map((s) => s.objectId)
        .filter((id): id is string => typeof id === 'string');
      const requests = buildDeckRequests(source.plan, figureUrl, page, existing);
      await call('fill the presentation', ({ slides }) =>
        slides.presentations.batchUpdate({ presentationId, requestBody: { requests } }),
      );
      const notes = speakerNotesRequests(source.plan, await slidesOf(presentationId));
      if (notes.length > 0)
        await call('add the speaker notes', ({ slides }) =>
          slides.presentations.batchUpdate({ presentationId, requestBody: { requests: notes } }),
        );
      if (source.shareWith !== null) {
        const emailAddress = source.shareWith;
        await call('share the presentation', ({ drive }) =>
          drive.permissions.create({
            fileId: presentationId,
            sendNotificationEmail: false,
            supportsAllDrives: true,
            requestBody: { type: 'user', role: 'writer', emailAddress },
          }),
        );
      }
      return presentationId;
    },

    async exportSlideImages(presentationId: string): Promise<Buffer[]> {
      const images: Buffer[] = [];
      for (const slide of await slidesOf(presentationId)) {
        if (typeof slide.objectId === 'string')
          images.push(await downloadThumbnail(presentationId, slide.objectId));
      }
      return images;
    },
  };
}
