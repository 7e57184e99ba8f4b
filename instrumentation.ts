/**
 * Runs once when a server process starts: in "inline" mode (the default, `npm start`) this
 * process also works the job queue, on the same database connection as the app.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInlineWorker } = await import("@/lib/worker/run");
  await startInlineWorker();
}
