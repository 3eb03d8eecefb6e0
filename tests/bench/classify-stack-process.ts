/** What part of the emulator stack a process is, for the memory breakdown. */
export type StackPart = 'firestore' | 'firebase-cli' | 'function-worker' | 'other';

/**
 * Names a process of the stack from its argv (`/proc/<pid>/cmdline`, split on NUL): the Java Firestore
 * emulator, the firebase-tools process that hosts the Auth, Functions, Tasks and Hosting emulators, a
 * functions-emulator worker (one Node process per concurrently running function call), or anything else
 * (shells, and the media tools a worker runs).
 * @example classifyStackProcess(['node', '/x/firebase-tools/lib/emulator/functionsEmulatorRuntime']) // 'function-worker'
 */
export function classifyStackProcess(argv: readonly string[]): StackPart {
  const program = (argv[0] ?? '').split('/').pop() ?? '';
  if (program === 'java' && argv.some((arg) => arg.includes('firestore'))) return 'firestore';
  if (
    argv.some(
      (arg) => arg.endsWith('functionsEmulatorRuntime') || arg.endsWith('functionsEmulatorRuntime.js'),
    )
  )
    return 'function-worker';
  if (argv.some((arg) => arg.startsWith('emulators:'))) return 'firebase-cli';
  return 'other';
}
