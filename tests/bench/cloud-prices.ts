/**
 * List prices the capacity model charges, in US dollars, for Tier 1 regions such as us-central1, as read
 * on the date below (the README's Capacity section names the pages). Free tiers are left out: they
 * vanish at the volumes the model is about.
 * - Cloud Run request-based billing, which is how Cloud Functions 2nd gen is billed: per vCPU-second,
 *   per GiB-second, per request.
 * - Cloud Tasks: per billable operation (creating a task, each push delivery attempt).
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
