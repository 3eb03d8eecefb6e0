import { describe, expect, it } from 'vitest';
import { classifyStackProcess } from './classify-stack-process.js';

describe('classifyStackProcess', () => {
  it('names the Java Firestore emulator', () => {
    const argv = [
      'java',
      '-Duser.language=en',
      '-cp',
      '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
    ];
    expect(classifyStackProcess(argv)).toBe('firestore');
  });

  it('names a functions-emulator worker', () => {
    expect(
      classifyStackProcess([
        '/usr/bin/node',
        '/repo/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime',
      ]),
    ).toBe('function-worker');
  });

  it('names the firebase-tools process that runs the emulators', () => {
    expect(
      classifyStackProcess([
        'node',
        '/repo/node_modules/.bin/firebase',
        'emulators:exec',
        '--project',
        'demo-lectern',
        'tsx bench.ts',
      ]),
    ).toBe('firebase-cli');
  });

  it('calls shells and media tools other', () => {
    expect(classifyStackProcess(['bash', 'scripts/emulators.sh'])).toBe('other');
    expect(classifyStackProcess(['ffmpeg', '-i', 'x.wav'])).toBe('other');
    expect(classifyStackProcess([])).toBe('other');
  });

  it('does not take another Java program for Firestore', () => {
    expect(classifyStackProcess(['java', '-jar', 'tool.jar'])).toBe('other');
  });
});
