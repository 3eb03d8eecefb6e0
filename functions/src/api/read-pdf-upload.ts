/**
 * Reads the `file` field (and the optional `password` field) of a multipart upload with busboy. Cloud Functions has already read the
 * body into `req.rawBody` (so streaming parsers such as multer see nothing there); locally and in
 * tests the body is still the request stream. Bytes past the limit are read and dropped, so the
 * client always gets a clear 413 instead of a cut connection.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from '../shared/upload-limit.js';
import { ApiError, badRequest } from './api-error.js';

const PDF_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'application/x-pdf']);
/** PDF readers accept the header anywhere in the first KiB (junk before it is common). */
const SIGNATURE_WINDOW = 1024;

/** A checked upload: real PDF bytes, the name to show, and the PDF's password when one was sent. */
export interface PdfUpload {
  filename: string;
  data: Buffer;
  password?: string | undefined;
}

/** A PDF password is at most 127 bytes long; anything longer is not one. */
const MAX_PASSWORD_CHARS = 127;

interface RawFile {
  filename: string;
  mimeType: string;
  data: Buffer;
  truncated: boolean;
}

interface RawForm {
  file: RawFile | undefined;
  password: string | undefined;
}

/** A name safe to show and store: the last path segment, no control characters, at most 200 characters. */
function displayName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const visible = last.replace(/[\u0000-\u001f\u007f]/g, '');
  const clean = visible.trim().slice(0, 200);
  return clean === '' ? 'paper.pdf' : clean;
}

const unreadable = (cause: unknown): ApiError =>
  new ApiError(
    400,
    'bad_upload',
    'The upload could not be read: it was cut off or malformed. Please choose the PDF again.',
    { cause },
  );

/**
 * Settles exactly once, whatever the parser, the file stream or the connection does: a form cut off
 * mid-file makes busboy emit 'error' on the file stream as well as on the parser, and an unheard
 * stream error would take the whole process down with every other request in it.
 */
function parseForm(req: Request, maxBytes: number): Promise<RawForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: 20, parts: 40 },
      });
    } catch (error) {
      // busboy throws on a missing or non-multipart Content-Type.
      reject(
        new ApiError(
          400,
          'not_multipart',
          'Send the paper as multipart/form-data with the PDF in the field "file".',
          { cause: error },
        ),
      );
      return;
    }
    let settled = false;
    let found: RawFile | undefined;
    let password: string | undefined;
    const chunks: Buffer[] = [];
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Drain what is left so the connection can still carry the 400.
      req.resume();
      reject(error instanceof ApiError ? error : unreadable(error));
    };
    parser.on('file', (field, stream, info) => {
      stream.on('error', fail);
      if (field !== 'file' || found !== undefined) {
        stream.resume();
        return;
      }
      const file: RawFile = {
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        data: Buffer.alloc(0),
        truncated: false,
      };
      found = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        file.truncated = true;
      });
    });
    parser.on('field', (field, value) => {
      if (field === 'password' && value !== '') password = value;
    });
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (found !== undefined) found.data = Buffer.concat(chunks);
      resolve({ file: found, password });
    });
    parser.on('error', fail);
    req.on('error', fail);
    req.on('aborted', () => fail(new Error('the client closed the connection mid-upload')));
    const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}

/**
 * The uploaded PDF, or the ApiError that explains what is wrong: no file (400), empty (400),
 * too large (413), not a PDF by content type or signature (415), a password too long to be one (400).
 */
export async function readPdfUpload(req: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<PdfUpload> {
  const { file, password } = await parseForm(req, maxBytes);
  if (file === undefined)
    throw badRequest('No file was uploaded. Send the PDF in the form field "file".', 'no_file');
  if (file.truncated) throw new ApiError(413, 'file_too_large', fileTooLargeMessage());
  if (file.data.length === 0)
    throw badRequest('The uploaded file is empty. Please choose the PDF again.', 'empty_file');
  const hasSignature = file.data.subarray(0, SIGNATURE_WINDOW).includes('%PDF-');
  if (!PDF_TYPES.has(file.mimeType.toLowerCase()) || !hasSignature) {
    throw new ApiError(415, 'not_pdf', 'This file is not a PDF. Please upload the paper as a PDF file.');
  }
  if (password !== undefined && password.length > MAX_PASSWORD_CHARS) {
    throw badRequest(
      `The PDF password is longer than a PDF password can be (${MAX_PASSWORD_CHARS} characters). Please check it.`,
      'invalid_password',
    );
  }
  return { filename: displayName(file.filename), data: file.data, password };
}
