// BENCH_PROFILE=<file>: a CPU profile of the server's thread over the
// counted rounds only (the clients run on a worker thread and are not in
// it), written as a .cpuprofile for Chrome's DevTools, and a summary of
// where the self time went, by package and by function. Proportions hold on
// a busy machine where absolute times do not.
import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector';

type Node = Profiler.ProfileNode;

export interface CpuProfiler {
  stop(): Promise<void>;
}

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
}

/** Which package (or which folder of ours) a frame belongs to. */
export function ownerOf(url: string): string {
  if (!url) return '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const ours = /\/(server|shared|tests)\/([^/]+)/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

/** Self time in ms per key, largest first. */
function selfTimes(profile: Profiler.Profile, keyOf: (node: Node) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ms = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const key = keyOf(byId.get(samples[i]!)!);
    ms.set(key, (ms.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...ms].sort((a, b) => b[1] - a[1]);
}

export async function startCpuProfile(file: string): Promise<CpuProfiler> {
  const session = new Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.setSamplingInterval', { interval: 200 });
  await post(session, 'Profiler.start');
  return {
    async stop() {
      const { profile } = await post<{ profile: Profiler.Profile }>(session, 'Profiler.stop');
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
      const total = selfTimes(profile, () => 'all')[0]?.[1] ?? 0;
      const print = (title: string, rows: [string, number][]) => {
        console.log(`\n${title} (self time, ${total.toFixed(0)} ms sampled)`);
        for (const [key, ms] of rows.slice(0, 20)) console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
      };
      print(
        'by package',
        selfTimes(profile, (node) => (node.callFrame.functionName === '(idle)' ? '(idle)' : ownerOf(node.callFrame.url))),
      );
      print(
        'by function',
        selfTimes(profile, (node) => `${node.callFrame.functionName || '(anonymous)'} ${ownerOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`),
      );
      console.log(`profile written to ${file}`);
    },
  };
}
