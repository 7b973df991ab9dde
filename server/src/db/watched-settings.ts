import type { Database } from './client.js';

/** The channel migration 0021's triggers (0021_settings_changes.sql) NOTIFY with the changed table's name. */
export const SETTINGS_CHANNEL = 'bulkbazar_settings';

/** A setting read from the database and kept in memory until its tables change. */
export type WatchedSetting<T> = {
  get(): Promise<T>;
  /** This process just changed it: read it again next time (the NOTIFY tells the other processes). */
  forget(): void;
};

type Entry = { tables: readonly string[]; forget(): void };

/**
 * Settings every checkout reads (the delivery charge table, the COD advance rule) kept in memory instead of read
 * per request. The database announces every change to their tables at commit (migration 0021), whoever made
 * it, and each process forgets its copy; while the announcements cannot be heard (a lost connection, or
 * before listening), nothing is kept and every `get` reads the database.
 */
export async function watchSettings(database: Database) {
  const entries: Entry[] = [];
  let listening = false;
  const forgetAll = () => entries.forEach((e) => e.forget());
  const stop = await database.listen(SETTINGS_CHANNEL, {
    onPayload: (table) => entries.filter((e) => e.tables.includes(table)).forEach((e) => e.forget()),
    onLost: () => {
      listening = false;
      forgetAll();
    },
    onListening: () => {
      forgetAll();
      listening = true;
    },
  });

  return {
    stop,
    /**
     * `load` once, then from memory until one of `tables` changes; `changed` is told each time (what was
     * built from the setting elsewhere in this process may be dropped then).
     */
    watch<T>(tables: readonly string[], load: () => Promise<T>, changed?: () => void): WatchedSetting<T> {
      let kept: Promise<T> | undefined;
      // Bumped by every change: a read that began before one does not keep what it read.
      let generation = 0;
      const forget = () => {
        generation++;
        kept = undefined;
        changed?.();
      };
      entries.push({ tables, forget });
      return {
        forget,
        get() {
          if (!listening) return load();
          if (kept) return kept;
          const began = generation;
          // A real promise, settled once: a query builder (drizzle's) would run its query again at every await.
          const reading = Promise.resolve(load());
          kept = reading;
          reading.then(
            () => {
              if (generation !== began && kept === reading) kept = undefined;
            },
            () => {
              if (kept === reading) kept = undefined;
            },
          );
          return reading;
        },
      };
    },
  };
}

export type SettingsWatch = Awaited<ReturnType<typeof watchSettings>>;
