/**
 * A case's CPU per request, the API process's and the database connections', read from /proc: on
 * a shared machine a request's CPU cost holds still while its rate follows the neighbours.
 */
import { readFileSync } from 'node:fs';

/** CPU time a process has used so far, in milliseconds (utime + stime, at 100 ticks a second). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // The process ended: a connection closed during the case.
  }
}

/**
 * Starts counting the CPU the API process (`apiPid`) and the database's connections use; the
 * function it answers gives what they used since, per request for `requests` requests.
 */
export async function countCpu(client, database, apiPid) {
  const backends = async () =>
    (
      await client.query(
        `select pid from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [database],
      )
    ).rows.map((row) => row.pid);
  const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  const apiBefore = cpuMs(apiPid);
  return async (requests) => {
    const apiMs = cpuMs(apiPid) - apiBefore;
    let databaseMs = 0;
    for (const pid of await backends()) databaseMs += cpuMs(pid) - (before.get(pid) ?? 0);
    const per = (ms) => Number((ms / Math.max(1, requests)).toFixed(2));
    return { apiCpuMs: per(apiMs), databaseCpuMs: per(databaseMs) };
  };
}

/** The CPU per request of `work`, a case whose result counts its `requests`. */
export async function withCpuCost(client, database, apiPid, work) {
  const count = await countCpu(client, database, apiPid);
  const result = await work();
  return { ...result, ...(await count(result.requests)) };
}
