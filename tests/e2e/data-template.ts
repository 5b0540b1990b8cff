import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { makeDataTemplate } from './charter-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where the e2e project's data template is made (see below). */
    charterDataTemplate: string;
  }
}

const DATA = 'data';
const READY = 'ready';
const FAILED = 'failed';
const WAIT_MS = 120_000;

/**
 * The e2e project's global set-up: makes the data folder every journey's server starts from a
 * copy of (makeDataTemplate), once per run. It is made in the background, not awaited here:
 * Vitest runs every project's global set-up before any test, and the client and server
 * projects need not wait for it. The journeys wait for it instead (journeyDataTemplate).
 */
export default function makeTemplateOncePerRun({ provide }: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'charter-e2e-template-'));
  const made = makeDataTemplate(join(folder, DATA)).then(
    () => writeFileSync(join(folder, READY), ''),
    (error: unknown) => writeFileSync(join(folder, FAILED), String(error)),
  );
  provide('charterDataTemplate', folder);
  return async () => {
    await made;
    rmSync(folder, { recursive: true, force: true });
  };
}

/** The data template's folder, once made; throws with the reason when it could not be. */
export async function journeyDataTemplate(): Promise<string> {
  const folder = inject('charterDataTemplate');
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(join(folder, READY))) {
    if (existsSync(join(folder, FAILED))) {
      throw new Error(`No data template: ${readFileSync(join(folder, FAILED), 'utf8')}`);
    }
    if (Date.now() > deadline) throw new Error(`No data template after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return join(folder, DATA);
}
