import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverArgs, serverCommandLine } from '../../scripts/server-command.mjs';

// The server's node flags (--max-semi-space-size, docs/decisions/0030-small-memory.md) live in
// scripts/server-command.mjs; the two places that cannot import it — the server package's start script and
// the README an operator copies the command from — must say the same.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe("the server's start command", () => {
  it('bounds the young generation and ends with the built entry', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=4');
    expect(serverArgs('--cpu-prof')).toEqual([...SERVER_NODE_FLAGS, '--cpu-prof', 'server/dist/main.js']);
  });

  it("is the server package's start script", () => {
    const pkg = JSON.parse(read('server/package.json')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`);
  });

  it('is the command README.md gives for production', () => {
    expect(read('README.md')).toContain(`\`${serverCommandLine()}\``);
  });
});
