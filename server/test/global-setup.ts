import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate, type DatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the server project: the migrated database every test file copies (database-template.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
