// Module resolution hook: `import … from "refkit"` in a project's pages and configuration loads
// the very refkit that is building them, so that `Page`, `configure` and the global
// configuration are one and the same, wherever the project's own node_modules point.
let target;

export function initialize(data) {
  target = data.target;
}

export async function resolve(specifier, context, next) {
  // Resolved through the rest of the chain, so that a TypeScript loader still handles it.
  if (specifier === "refkit") return next(target, context);
  return next(specifier, context);
}
