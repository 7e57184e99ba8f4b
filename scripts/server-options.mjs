// The Node.js options of the production server: `npm start` runs `next start` with them, and
// the benchmarks and the profiler start their servers with them too, so they measure what
// `npm start` runs (docs/performance.md, "The server's young generation").
//
// --max-semi-space-size=32: V8's young generation may grow to 32 MB per semi-space (its
// default stops at 16 MB). With 50 requests in flight, the objects of the requests still
// running survived each scavenge and were promoted to the old generation, whose collections
// then cost the server CPU and stalls; a larger nursery lets them die young. POST
// /api/estimates served about 30% more requests with it in back-to-back runs.
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=32"];

/** `env` with the server's options added to NODE_OPTIONS (an option already set there wins). */
export function withServerNodeOptions(env) {
  const current = env.NODE_OPTIONS ?? "";
  const added = SERVER_NODE_OPTIONS.filter((option) => !current.includes(option.split("=")[0]));
  return { ...env, NODE_OPTIONS: [...added, current].filter(Boolean).join(" ") };
}
