// CPU time of processes, read from Linux's /proc (user + system, in milliseconds): the server's own cost over a
// benchmark, without adding anything to the server. Elsewhere (no /proc) every figure is null.
import fs from "node:fs";

// /proc counts in clock ticks: 100 a second on every Linux the project runs on (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  command: string;
  cpuMs: number;
}

function readStat(pid: number, file = `/proc/${pid}/stat`): ProcStat | null {
  try {
    const text = fs.readFileSync(file, "utf8");
    // "pid (command) state ppid … utime stime …": the command may hold spaces, so split after its ')'.
    const close = text.lastIndexOf(")");
    const fields = text.slice(close + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return {
      pid,
      parent: Number(fields[1]),
      command: text.slice(text.indexOf("(") + 1, close),
      cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return null; // gone, or not readable
  }
}

function allStats(): ProcStat[] {
  if (!fs.existsSync("/proc/self/stat")) return [];
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
}

/** CPU ms used so far by `pid` and every process below it (a cluster's workers); null without /proc. */
export function processTreeCpuMs(pid: number): number | null {
  const stats = allStats();
  if (stats.length === 0) return null;
  const inTree = processTree(pid, stats);
  return stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.cpuMs, 0);
}

/** `pid` and every process below it. */
function processTree(pid: number, stats: ProcStat[]): Set<number> {
  const inTree = new Set([pid]);
  // Children appear after their parents in pid order only usually: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const stat of stats) {
      if (!inTree.has(stat.pid) && inTree.has(stat.parent)) {
        inTree.add(stat.pid);
        added = true;
      }
    }
  }
  return inTree;
}

/**
 * CPU ms so far of the main threads of `pid` and its descendants: on PGlite the database has its own thread, and the
 * main thread, which renders every page, is the one a burst waits for. Null without /proc.
 */
export function mainThreadCpuMs(pid: number): number | null {
  return threadCpuMsByName(pid).get("main") ?? null;
}

/**
 * CPU ms of the local PostgreSQL backends serving `databaseName` until `stop()` (null without /proc): the queries' cost
 * is there, not in Node. Backends come and go with the pool, so they are sampled every 200 ms, each from first to last.
 */
export function postgresCpuSampler(databaseName: string): { stop(): number | null } {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (initial: boolean) => {
    for (const stat of allStats()) {
      if (stat.command !== "postgres" || backendDatabase(stat.pid) !== databaseName) continue;
      if (!first.has(stat.pid)) first.set(stat.pid, initial ? stat.cpuMs : 0);
      last.set(stat.pid, stat.cpuMs);
    }
  };
  const available = fs.existsSync("/proc/self/stat");
  if (available) sample(true);
  const timer = setInterval(() => sample(false), 200);
  return {
    stop() {
      clearInterval(timer);
      if (!available) return null;
      sample(false);
      let total = 0;
      for (const [pid, cpuMs] of last) total += cpuMs - first.get(pid)!;
      return total;
    },
  };
}

function backendDatabase(pid: number): string | null {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    // "postgres: 15/main: postgres bench_burst_… 127.0.0.1(51234) idle": the word after the user.
    const match = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/**
 * CPU ms so far of the threads of `pid` and of the processes below it, summed by thread name ("main" for each
 * process's main thread; libuv's pool, V8's helpers and PGlite's "WorkerThread" by their own names).
 */
export function threadCpuMsByName(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  const stats = allStats();
  for (const process of processTree(pid, stats)) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${process}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      const stat = readStat(Number(task), `/proc/${process}/task/${task}/stat`);
      if (!stat) continue;
      const name = Number(task) === process ? "main" : stat.command;
      byName.set(name, (byName.get(name) ?? 0) + stat.cpuMs);
    }
  }
  return byName;
}
