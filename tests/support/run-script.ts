import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a script of `scripts/` as `npm run <name>` does (through tsx, from the project's root), with `env`
 * over the test's own environment and the app's log silenced; resolves to its exit code and its output.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}
