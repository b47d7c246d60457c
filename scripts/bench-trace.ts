// What the main thread does while a page loads, as Lighthouse's bench sees it, named finely enough to act on.
// Runs Lighthouse once per page (mobile, simulated throttling, the bench's calibration) with more trace categories
// than its default, keeps the trace in bench-results/traces/, and prints:
//  - the main-thread work by Lighthouse's groups (its « Script Evaluation », « Other »…), at the simulated CPU, and how
//    much of its tasks' time the renderer actually ran (the rest it waited for one of the machine's cores);
//  - for « Other » (the time a task spends outside any event Lighthouse knows), the events under those tasks, by the
//    time they take themselves, so that the unattributed work has a name;
//  - the tasks over 50 ms at the simulated CPU, when they start and what they hold;
//  - the tasks Lantern (Lighthouse's simulation) counts in the Total Blocking Time: where its simulation puts them,
//    how much of each counts, when they ran in the trace, and what they hold. Lantern drops tasks under 10 ms from its
//    graph and halves the slowdown of tasks that lay out, so these are not simply the long tasks above;
//  - what ends last in Lantern's estimates of the first paint and of the largest paint (each the mean of an optimistic
//    and a pessimistic simulation, each estimate the end of its graph's last node): the requests and tasks that set them.
// Usage: npm run bench:trace -- /,/kheopscope   (no build: run `npm run build` first)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { calibrated, chooseSlowdown, fileNameOf, mainThreadTime, withBenchSite } from "./bench/common";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};
type TaskNode = {
  event: TraceEvent;
  group: { id: string; label: string };
  selfTime: number;
  duration: number;
  startTime: number;
  children: TaskNode[];
  parent?: TaskNode;
  attributableURLs: string[];
};

const traceDir = "bench-results/traces";
// Besides Lighthouse's own: the renderer's scheduler and Blink's and V8's finer events, where « Other » hides.
const extraCategories = [
  "blink",
  "blink.resource",
  "cc",
  "loading",
  "navigation",
  "v8",
  "v8.execute",
  "toplevel.flow",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-renderer.scheduler",
  "sequence_manager",
  "mojom",
  "ipc",
];

const paths = (process.argv[2] ?? "/").split(",").filter(Boolean);

/** Complete events ("X"; Chromium writes the main thread's that way) of one thread, inside [start, end] (microseconds). */
function eventsWithin(events: TraceEvent[], pid: number, tid: number, start: number, end: number): TraceEvent[] {
  return events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= start && e.ts + (e.dur ?? 0) <= end);
}

/** Time each event name takes itself (its duration less its children's), inside one task. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of sorted) {
    while (stack.length && (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    stack.push(event);
  }
  return self;
}

type LanternNode = {
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
  request?: { url: string; transferSize: number; priority: string; connectionReused: boolean };
};
type LanternTiming = { startTime: number; endTime: number; duration: number };
type LanternEstimate = { timeInMs: number; nodeTimings: Map<LanternNode, LanternTiming> };
type LanternMetric = { timing: number; optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate };

/**
 * The CPU tasks of one Lantern estimate of the TBT, over 50 ms, in its simulated order, and how much of each counts.
 * Lantern counts only a task's time between a first-paint estimate and an interactive one, less 50 ms, and takes the
 * first paint from the other side (the optimistic TBT cuts at the pessimistic first paint: TotalBlockingTime.js in
 * @paulirish/trace_engine). Its first-paint graph keeps only three tasks (the first to parse HTML, to lay out and to
 * paint) and the requests that block rendering; the whole graph runs every task, so a task before the first frame
 * (Chromium's commit of the navigation) moves the frame past the estimated first paint (decision 039).
 */
function blockingTasks(estimate: LanternEstimate, navigationStart: number, window: { from: number; to: number }): string[] {
  return [...estimate.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === "cpu" && timing.duration >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, timing]) => {
      const ran = Math.round((node.event.ts - navigationStart) / 1000);
      const inWindow = Math.min(timing.endTime, window.to) - Math.max(timing.startTime, window.from);
      const counts = Math.max(0, Math.round(inWindow - 50));
      return `    simulated at ${Math.round(timing.startTime)} ms for ${Math.round(timing.duration)} ms, counts ${counts} ms (ran at ${ran} ms): ${top(selfTimes(node.childEvents), 6, 1)}`;
    });
}

/** The `count` nodes of an estimate that end last, in the order they end: a request, or a task and what it holds. */
function lastNodes(estimate: LanternEstimate, navigationStart: number, count: number): string[] {
  return [...estimate.nodeTimings.entries()]
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .slice(0, count)
    .reverse()
    .map(([node, timing]) => {
      const when = `${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms`;
      if (node.request) {
        const { url, transferSize, priority, connectionReused } = node.request;
        const connection = connectionReused ? "connection reused in the trace" : "new connection in the trace";
        return `    ${when}: ${new URL(url).pathname} (${(transferSize / 1024).toFixed(1)} KB, ${priority}, ${connection})`;
      }
      const ran = Math.round((node.event.ts - navigationStart) / 1000);
      return `    ${when}: task (ran at ${ran} ms) ${top(selfTimes(node.childEvents), 4, 1)}`;
    });
}

function top(map: Map<string, number>, count: number, scale: number): string {
  return [...map.entries()]
    .filter(([, time]) => time > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${name} ${Math.round((time / 1000) * scale)} ms`)
    .join(", ");
}

async function main(): Promise<void> {
  mkdirSync(traceDir, { recursive: true });
  await withBenchSite({}, async ({ siteUrl, chrome }) => {
    const calibration = await chooseSlowdown(new URL("/", siteUrl).href, chrome.port);
    for (const path of paths) {
      const url = new URL(path, siteUrl).href;
      const { result, slowdown } = await calibrated(async (cpuSlowdown) => {
        const run = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          onlyCategories: ["performance"],
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          additionalTraceCategories: extraCategories.join(","),
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        return { result: run, slowdown: cpuSlowdown, benchmarkIndex: run.lhr.environment.benchmarkIndex };
      }, calibration);
      const trace = result.artifacts.Trace;
      const events = trace.traceEvents as unknown as TraceEvent[];
      const file = join(traceDir, `${fileNameOf(path)}.json`);
      writeFileSync(file, JSON.stringify(trace));

      const tasks = (await MainThreadTasks.request(trace, { computedCache: new Map() })) as TaskNode[];
      const byGroup = new Map<string, number>();
      for (const task of tasks) byGroup.set(task.group.label, (byGroup.get(task.group.label) ?? 0) + task.selfTime * 1000);
      const lhr = result.lhr;
      console.log(`\n${path}  (benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, CPU ${slowdown}x; trace ${file})`);
      console.log(
        `  main thread ${Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? 0)} ms: ${top(byGroup, 8, slowdown)}`,
      );

      // « Other »: time Lighthouse's groups do not name. Lighthouse puts an event it does not know in its parent's
      // group, so with the extra categories the events that hold that time show up in « Other » under their names.
      const inOther = new Map<string, number>();
      const visit = (task: TaskNode) => {
        if (task.group.id === "other") inOther.set(task.event.name, (inOther.get(task.event.name) ?? 0) + task.selfTime * 1000);
        for (const child of task.children) visit(child);
      };
      const topLevel = tasks.filter((task) => !task.parent);
      for (const task of topLevel) visit(task);
      const { wallMs, ranMs } = await mainThreadTime(trace);
      console.log(
        `  its tasks last ${Math.round(wallMs * slowdown)} ms, of which the renderer ran ${Math.round(ranMs * slowdown)} ms ` +
          "(thread time; the rest it waited for a core)",
      );
      console.log(`  « Other » by event: ${top(inOther, 14, slowdown)}`);

      const artifacts = result.artifacts;
      const lanternInput = {
        trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      };
      const lanternContext = { computedCache: new Map(), settings: lhr.configSettings };
      const navigationStart = events.find((e) => e.name === "navigationStart")?.ts ?? 0;
      for (const [name, metric] of [
        ["first paint", LanternFirstContentfulPaint],
        ["largest paint", LanternLargestContentfulPaint],
      ] as const) {
        const estimate = (await metric.request(lanternInput, lanternContext)) as unknown as LanternMetric;
        console.log(`  Lantern's ${name} ${Math.round(estimate.timing)} ms; what ends last (optimistic estimate, then pessimistic):`);
        for (const side of [estimate.optimisticEstimate, estimate.pessimisticEstimate]) {
          console.log(`   estimate ${Math.round(side.timeInMs)} ms`);
          for (const line of lastNodes(side, navigationStart, 4)) console.log(line);
        }
      }
      // Computed once above: the context's cache answers again.
      const firstPaint = (await LanternFirstContentfulPaint.request(lanternInput, lanternContext)) as unknown as LanternMetric;
      const interactive = (await LanternInteractive.request(lanternInput, lanternContext)) as unknown as LanternMetric;
      const tbt = (await LanternTotalBlockingTime.request(lanternInput, lanternContext)) as unknown as LanternMetric;
      console.log(`  Lantern's TBT ${Math.round(tbt.timing)} ms; its tasks of 50 ms or more (optimistic estimate, then pessimistic):`);
      for (const [estimate, window] of [
        [tbt.optimisticEstimate, { from: firstPaint.pessimisticEstimate.timeInMs, to: interactive.optimisticEstimate.timeInMs }],
        [tbt.pessimisticEstimate, { from: firstPaint.optimisticEstimate.timeInMs, to: interactive.pessimisticEstimate.timeInMs }],
      ] as const) {
        console.log(
          `   estimate ${Math.round(estimate.timeInMs)} ms, counting from ${Math.round(window.from)} to ${Math.round(window.to)} ms`,
        );
        for (const line of blockingTasks(estimate, navigationStart, window)) console.log(line);
      }
      const main = topLevel[0]?.event;
      if (!main) continue;
      for (const task of topLevel) {
        const simulated = task.duration * slowdown;
        if (simulated < 50) continue;
        const inside = eventsWithin(events, main.pid, main.tid, task.event.ts, task.event.ts + (task.event.dur ?? 0));
        console.log(
          `  task at ${Math.round(task.startTime)} ms (unthrottled), ${Math.round(simulated)} ms, own ${Math.round(task.selfTime * slowdown)} ms, ${task.attributableURLs[0] ?? "unattributed"}: ${top(selfTimes(inside), 6, slowdown)}`,
        );
      }
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
