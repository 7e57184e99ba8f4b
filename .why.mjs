import * as esbuild from "esbuild";
const [entry, target] = process.argv.slice(2);
const result = await esbuild.build({
  entryPoints: [entry], bundle: true, write: false, metafile: true, platform: "browser", format: "esm",
  jsx: "automatic", logLevel: "silent", alias: { "@": "." }, outdir: "/tmp/whyout",
  loader: { ".css": "empty", ".svg": "empty", ".png": "empty" },
  plugins: [{ name: "ext", setup(b) {
    b.onResolve({ filter: /.*/ }, (a) => (a.path.startsWith(".") || a.path.startsWith("@/") || a.path.startsWith("/") || a.path.startsWith(target)) ? undefined : { path: a.path, external: true });
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", external: true }));
  } }],
});
const inputs = result.metafile.inputs;
// parents map
const parents = new Map();
for (const [file, info] of Object.entries(inputs)) for (const imp of info.imports) { if (!imp.external) { if (!parents.has(imp.path)) parents.set(imp.path, []); parents.get(imp.path).push(file); } }
const hits = Object.keys(inputs).filter((f) => f.includes(target)).slice(0, 1);
for (const hit of hits) {
  // BFS back to entry, print direct app importers of target
  const direct = new Set();
  for (const [file, info] of Object.entries(inputs)) if (!file.includes("node_modules") && info.imports.some((i) => i.path.includes(target))) direct.add(file);
  console.log("direct importers:", [...direct]);
  for (const d of direct) { let chain=[d]; let cur=d; const seen=new Set([d]); while (cur !== entry.replace(/^\.\//,"")) { const ps=(parents.get(cur)||[]).filter(p=>!seen.has(p)); if(!ps.length) break; cur=ps[0]; seen.add(cur); chain.push(cur);} console.log(chain.join(" <- ")); }
}
