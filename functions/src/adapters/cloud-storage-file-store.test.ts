import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../backend/index.js';
import { describeFileStoreContract } from '../backend/testing/file-store-contract.js';
import { createCloudStorageFileStore } from './cloud-storage-file-store.js';
import { startFakeCloudStorage, type FakeCloudStorage } from './testing/fake-cloud-storage.js';

const BUCKET = 'demo-lectern.appspot.com';
let gcs: FakeCloudStorage;
let app: App;
let files: FileStore;

beforeAll(async () => {
  gcs = await startFakeCloudStorage();
  // As in production, the bucket comes from firebase-admin; the client reads the host when it is built.
  process.env['STORAGE_EMULATOR_HOST'] = gcs.url;
  app = initializeApp({ projectId: 'demo-lectern', storageBucket: BUCKET }, 'cloud-storage-file-store-test');
});
afterAll(async () => {
  await deleteApp(app);
  delete process.env['STORAGE_EMULATOR_HOST'];
  await gcs.close();
});
beforeEach(() => {
  gcs.objects.clear();
  gcs.requests.length = 0;
  files = createCloudStorageFileStore(getStorage(app).bucket());
});

describeFileStoreContract('createCloudStorageFileStore', () => files);

describe('createCloudStorageFileStore', () => {
  it('uploads in one multipart request (no resumable session) with the media type of the path', async () => {
    await files.write('jobs/j1/slides/slide_0.png', Buffer.from('png'));
    const uploads = gcs.requests.filter((r) => r.method === 'POST');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toBe(`/upload/storage/v1/b/${BUCKET}/o`);
    expect(uploads[0]?.query.get('uploadType')).toBe('multipart');
    expect(uploads[0]?.query.get('name')).toBe('jobs/j1/slides/slide_0.png');
    expect(gcs.objects.get(`${BUCKET}/jobs/j1/slides/slide_0.png`)?.contentType).toBe('image/png');
  });

  it('asks for a byte range with a Range header on an alt=media download', async () => {
    await files.write('jobs/j1/video.mp4', Buffer.from('0123456789'));
    gcs.requests.length = 0;
    await new Promise((resolve, reject) =>
      files
        .read('jobs/j1/video.mp4', { start: 3, end: 6 })
        .on('data', () => undefined)
        .on('end', resolve)
        .on('error', reject),
    );
    const [download] = gcs.requests;
    expect(download?.path).toBe(`/b/${BUCKET}/o/${encodeURIComponent('jobs/j1/video.mp4')}`);
    expect(download?.query.get('alt')).toBe('media');
    expect(download?.headers['range']).toBe('bytes=3-6');
  });
});
