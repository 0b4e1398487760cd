#!/usr/bin/env node
// Runs npm scripts side by side and reports each one whole when it ends, so short single-threaded
// checks (the verbatim check, ESLint, astro check) share the two cores instead of queueing. Exits
// non-zero if any failed, after every one has finished and been reported.
// Usage: node scripts/run-together.mjs check:words lint check test:unit
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
