// The CPU time a soak phase cost, read from /proc (Linux only; elsewhere the figures are null): the API processes',
// the soak's own (its shoppers share the machine with the store), and the whole machine's, so that a run's
// latencies can be read against how much of the 2 cores the store had and what each answer cost it. CPU per answer
// hardly changes with the machine's other load, where latencies do.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ) on Linux. */
const TICK_MS = 10;

/** @param {number} pid @returns {number | null} user + system CPU time of the process (all its threads), in ms */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** @returns {number | null} busy CPU time of the whole machine (every core, every process), in ms */
function machineBusyMs() {
  try {
    // The first line sums every core: user, nice, system, idle, iowait, irq, softirq, steal; idle and iowait are
    // the cores' spare time, the rest is work.
    const [user, nice, system, , , irq, softirq, steal] = (readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * Starts counting; `stop(answers)` gives the phase's CPU in ms per answer and in cores.
 * @param {() => number[]} apiPids the API processes (the same ones until stop: not across a restart)
 */
export function startCpuMeter(apiPids) {
  const pids = apiPids();
  const apiAtStart = pids.map(processCpuMs);
  const clientAtStart = process.cpuUsage();
  const machineAtStart = machineBusyMs();
  const startedAt = performance.now();
  return {
    /** @param {number} answers */
    stop(answers) {
      const wallMs = performance.now() - startedAt;
      const apiAtEnd = pids.map(processCpuMs);
      const apiMs = apiAtEnd.every((ms, index) => ms !== null && apiAtStart[index] !== null)
        ? apiAtEnd.map((ms, index) => (ms ?? 0) - (apiAtStart[index] ?? 0)).reduce((sum, ms) => sum + ms, 0)
        : null;
      const client = process.cpuUsage(clientAtStart);
      const clientMs = (client.user + client.system) / 1000;
      const machineAtEnd = machineBusyMs();
      const machineMs = machineAtEnd !== null && machineAtStart !== null ? machineAtEnd - machineAtStart : null;
      /** @param {number | null} ms */
      const perAnswer = (ms) => (ms === null || answers === 0 ? null : Math.round((ms / answers) * 100) / 100);
      /** @param {number | null} ms */
      const cores = (ms) => (ms === null ? null : Math.round((ms / wallMs) * 100) / 100);
      return {
        cores: cpus().length,
        answers,
        'API ms/answer': perAnswer(apiMs),
        'soak client ms/answer': perAnswer(clientMs),
        'machine ms/answer': perAnswer(machineMs),
        'API cores': cores(apiMs),
        'soak client cores': cores(clientMs),
        'machine busy cores': cores(machineMs),
      };
    },
  };
}
