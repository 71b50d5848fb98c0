import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * `npm test`: every check, in the order that fails fastest. Stops at the first failure so
 * the last lines printed are the ones that matter.
 */
const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

const steps: { name: string; command: string[] }[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'formatting', command: ['npm', 'run', '-s', 'format:check'] },
  ...(scripts['lint:forms']
    ? [{ name: 'form definitions', command: ['npm', 'run', '-s', 'lint:forms'] }]
    : []),
  { name: 'unit and API tests', command: ['npx', 'vitest', 'run'] },
  { name: 'timing tests', command: ['npm', 'run', '-s', 'test:timing'] },
  { name: 'end-to-end tests', command: ['npm', 'run', '-s', 'test:e2e'] },
];

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const [cmd, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log('\nAll checks passed.');
