import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Runs a command and measures its wall time and its peak memory: the largest sum of resident
 * memory over the whole process tree (npm, the shell, tsx, next and its build workers) seen by
 * sampling /proc every 100 ms. Elsewhere than Linux the peak is reported as unknown.
 */
export interface CommandRun {
  ms: number;
  peakRssBytes: number | undefined;
  code: number;
  output: string;
}

function processTable(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and brackets: fields start after its closing ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function rssBytes(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return pages * 4096;
  } catch {
    return 0;
  }
}

export function treeRss(rootPid: number): number {
  const children = processTable();
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function measureCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: boolean } = {},
): Promise<CommandRun> {
  const canSample = existsSync('/proc/self/statm');
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peak = 0;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = canSample
      ? setInterval(() => {
          if (child.pid) peak = Math.max(peak, treeRss(child.pid));
        }, 100)
      : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      resolvePromise({
        ms: performance.now() - started,
        peakRssBytes: canSample ? peak : undefined,
        code: code ?? 1,
        output,
      });
    });
  });
}
