// `node --import tsx src/cli/demo-pictures.ts <dir>`: the demo's product pictures, drawn once by the build into
// <dir>/seed/ (seed/images.ts copies them at a shop's first start). Its own process, so sharp's threads and their
// memory are the build's, not the shop's.
import { ensureSeedImages } from '../seed/images.js';

await ensureSeedImages(process.argv[2]!);
console.log(`demo pictures: ${process.argv[2]}/seed`);
