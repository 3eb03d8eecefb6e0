/** Job ids: unguessable, because a job id appears in URLs the user shares with the browser. */
import { randomUUID } from 'node:crypto';

export interface JobIds {
  newJobId(): string;
}

/** 32 hex characters from a random UUID. */
export const randomJobIds: JobIds = {
  newJobId: () => randomUUID().replaceAll('-', ''),
};
