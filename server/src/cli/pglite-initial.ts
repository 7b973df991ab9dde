// `node --import tsx src/cli/pglite-initial.ts <dir>`: the build's first data folder for the embedded database
// (db/pglite-initial.ts). Its own process, so initdb's memory is the build's, not the shop's.
import { makeInitialData } from '../db/pglite-initial.js';

const file = await makeInitialData(process.argv[2]);
console.log(`embedded database's first folder: ${file}`);
