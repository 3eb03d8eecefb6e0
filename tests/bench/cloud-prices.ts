/**
 * List prices the capacity model charges, in US dollars, as read on 2026-11-23 (Tier 1 regions such as
 * us-central1; free tiers left out, since they vanish at the volumes the model is about):
 * - Cloud Run, request-based billing (what Cloud Functions 2nd gen bills), https://cloud.google.com/run/pricing:
 *   $0.000024 per vCPU-second, $0.0000025 per GiB-second, $0.40 per million requests.
 * - Cloud Tasks, https://cloud.google.com/tasks/pricing: $0.40 per million billable operations (an API
 *   call such as creating a task, or a push delivery attempt), first million a month free.
 */
export const CLOUD_PRICES = {
  readOn: '2026-11-23',
  perVcpuSecond: 0.000024,
  perGibSecond: 0.0000025,
  perRequest: 0.4 / 1e6,
  perTaskOperation: 0.4 / 1e6,
} as const;

/** GiB of a Cloud Functions memory option such as '512MiB' or '2GiB'. */
export function memoryGib(memory: string): number {
  const match = /^(\d+)(MiB|GiB)$/.exec(memory);
  if (match === null) throw new Error(`Not a memory size: "${memory}".`);
  return Number(match[1]) / (match[2] === 'MiB' ? 1024 : 1);
}
