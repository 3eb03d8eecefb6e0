import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ApiError, errorMessage, uploadPdf } from '../../api';
import { Alert, Button, Card, Field, formatMegabytes } from '../../ui';

const NOT_A_PDF = 'Please select a PDF file';

/** The server's codes for a PDF that needs its password: the step then asks for it. */
const PASSWORD_CODES: ReadonlySet<string> = new Set(['password_required', 'wrong_password']);

/** docs/product.md §5: only application/pdf (a browser that gives no type still names the file .pdf). */
function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

export interface UploadStepProps {
  onUploaded: (jobId: string, filename: string) => void;
}

/** Step 1: pick or drop a PDF, see its size, upload it. */
export function UploadStep({ onUploaded }: UploadStepProps): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  // Shown once the server says the chosen PDF is password-protected; sent with the next upload.
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');

  const choose = (chosen: File | undefined): void => {
    if (chosen === undefined) return;
    if (!isPdf(chosen)) {
      setFile(null);
      setProblem(NOT_A_PDF);
      if (input.current !== null) input.current.value = '';
      return;
    }
    setProblem(null);
    setAskPassword(false);
    setPassword('');
    setFile(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const upload = async (): Promise<void> => {
    if (file === null) return;
    setUploading(true);
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = await uploadPdf(file, setPercent, askPassword ? password : undefined);
      onUploaded(uploaded.job_id, uploaded.filename);
    } catch (error) {
      console.error('Upload failed', error);
      if (error instanceof ApiError && error.code !== null && PASSWORD_CODES.has(error.code))
        setAskPassword(true);
      setProblem(errorMessage(error, 'The upload failed. Please try again.'));
      setUploading(false);
    }
  };

  return (
    <Card title="Upload your paper">
      <p className="muted">
        Choose the research paper (PDF) you want to turn into a narrated presentation video.
      </p>
      <div
        className={dragging ? 'dropzone dropzone--active' : 'dropzone'}
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg
          className="dropzone__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden="true"
        >
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5M12 17v-6M9.5 13.5 12 11l2.5 2.5" />
        </svg>
        <p className="dropzone__title">Drag and drop your PDF here</p>
        <p className="muted small">or</p>
        <input
          ref={input}
          id="pdf-input"
          className="visually-hidden"
          // The button below is the control people reach; the input only opens the file chooser.
          tabIndex={-1}
          aria-label="PDF file"
          type="file"
          accept=".pdf,application/pdf"
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={uploading}
        />
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-controls="pdf-input"
        >
          Choose PDF file
        </Button>
      </div>

      {problem !== null ? (
        <Alert tone="error" testId="upload-error" className="upload-error">
          <p>{problem}</p>
        </Alert>
      ) : null}

      {file !== null ? (
        <div className="stack" style={{ marginTop: 'var(--space-4)' }}>
          <div className="file-chip" data-testid="selected-file">
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
              <path d="M14 3v5h5" />
            </svg>
            <div>
              <div className="file-chip__name">{file.name}</div>
              <div className="muted small" data-testid="file-size">
                {formatMegabytes(file.size)}
              </div>
            </div>
          </div>
          {askPassword ? (
            <Field
              label="PDF password"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && password !== '') void upload();
              }}
              hint="Used only to open this paper; it is not kept once the slide plan is made."
              disabled={uploading}
              data-testid="pdf-password"
            />
          ) : null}
          <div className="wizard-actions">
            <span />
            <Button
              size="lg"
              onClick={() => void upload()}
              loading={uploading}
              loadingText={`Uploading... ${percent}%`}
              disabled={askPassword && password === ''}
            >
              Upload PDF
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
