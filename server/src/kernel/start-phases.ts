import { channel } from 'node:diagnostics_channel';

/**
 * The steps of a start (config read, database opened, migrated, routes, …) on a diagnostics channel, for a
 * measuring tool loaded beside the server (bench/lib/memory-probe.mjs prints process.memoryUsage() at each).
 * Without a subscriber a publish costs nothing, so there is no setting to turn it on.
 */
const steps = channel('bulkbazar:start-phase');

export function startPhase(phase: string): void {
  if (steps.hasSubscribers) steps.publish({ phase });
}
