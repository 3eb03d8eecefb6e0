/**
 * Route chunks (docs/product.md §7): loaded on first visit, given up after 120 s, and a failure is reported as a
 * ChunkLoadError with a Retry that loads the chunk again (React.lazy alone would cache the failure).
 */
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Alert, Button, PageLoading } from '../ui';
import { CHUNK_LOAD_TIMEOUT_MS } from './config';

type PageModule = { default: ComponentType };

/** The error a failed chunk load is reported as. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

function loadWithTimeout(load: () => Promise<PageModule>, timeoutMs: number): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(
          new ChunkLoadError(
            `Loading chunk failed. ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          ),
        );
      },
    );
  });
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class ChunkErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const isChunk = error.name === 'ChunkLoadError';
    return (
      <div className="container" data-testid="chunk-error">
        <Alert tone="error" title={isChunk ? 'ChunkLoadError' : 'Something went wrong'}>
          <p>
            {isChunk
              ? 'Part of the app could not be loaded. Please check your connection and try again.'
              : error.message}
          </p>
          <p className="small">{error.message}</p>
          <Button
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        </Alert>
      </div>
    );
  }
}

/** A route element that loads its page chunk on demand. */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  function LazyRoute(): ReactNode {
    const [attempt, setAttempt] = useState(0);
    // A fresh lazy component per attempt, so Retry really loads the chunk again.
    const Page = useMemo(() => lazy(() => loadWithTimeout(load, CHUNK_LOAD_TIMEOUT_MS)), [attempt]);
    return (
      <ChunkErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyRoute;
}
