/*
 * What the benchmarks and drills read about processes on this machine from Linux's /proc (0 or null
 * elsewhere): CPU time used by the app process and by PostgreSQL, and the app's resident memory.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU seconds used so far by the app process and by all PostgreSQL processes on the machine (other
 * databases' work on the same server included).
 */
export function cpuSeconds(appPid: number | undefined): { app: number; postgres: number } {
  const ticks = (pid: string | number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
    } catch {
      return 0;
    }
  };
  let postgres = 0;
  try {
    for (const pid of execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n')) postgres += ticks(pid);
  } catch {
    // no local PostgreSQL
  }
  return { app: appPid ? ticks(appPid) / 100 : 0, postgres: postgres / 100 };
}

/** The process's resident set size in MiB (VmRSS of /proc/<pid>/status), or null when it cannot be read. */
export function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kib = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}
