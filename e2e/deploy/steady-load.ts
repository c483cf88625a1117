/**
 * Steady load through nginx while an operator works: `workers` loops, each asking the next path
 * `pauseMs` after the last answer came (people, not a benchmark: the machine must still install
 * and start the release). Every answer that is not a 200, and every request that got no answer,
 * is a lost request.
 */
export interface LoadTally {
  answered: number;
  lost: string[];
}

export function steadyLoad(origin: string, paths: string[], workers = 4, pauseMs = 25) {
  const tally: LoadTally = { answered: 0, lost: [] };
  let running = true;
  const loop = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const path = paths[index % paths.length]!;
      try {
        const answer = await fetch(`${origin}${path}`);
        await answer.arrayBuffer();
        if (answer.status === 200) tally.answered += 1;
        else tally.lost.push(`${answer.status} ${path}`);
      } catch (error) {
        const { cause, message } = error as Error;
        tally.lost.push(`${path}: ${cause instanceof Error ? cause.message : message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: workers }, (_, offset) => loop(offset));
  return {
    tally,
    async stop(): Promise<LoadTally> {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}
