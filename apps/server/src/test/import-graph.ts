// The import graph's two tools for layering.test.ts: every import of a file, and the circles of a graph.

/** Every import of a file, type-only ones included: import/export … from, bare and dynamic imports. */
export function allImports(text: string): string[] {
  const specs: string[] = [];
  const res = [
    /^\s*import\s+(?:type\s+)?[\w*{][^;]*?\s*from\s*['"]([^'"]+)['"]/gms,
    /^\s*export\s+(?:type\s+)?[*{][^;]*?\s*from\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of res) for (const m of text.matchAll(re)) specs.push(m[1] ?? '');
  return specs;
}

/** The circles of the graph: its strongly connected components of more than one module (Tarjan). */
export function circlesOf(edges: Map<string, Iterable<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop() as string;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circles;
}
