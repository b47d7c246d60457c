/**
 * A diagram of an article, told in words for whoever reads it before it is drawn (without JavaScript, in data-saver
 * mode, before the diagram library has come): the paths of a Mermaid flowchart, one per line, « Client convaincu : Oui
 * → Confirmer commande et paiement ». Only the flowchart syntax the articles use is read (nodes with a label in
 * brackets, braces or parentheses, arrows with or without a label); for anything else it gives up (undefined) and the
 * page shows the diagram's source, as before.
 */
import { blogText } from "~/content/blog";

interface Edge {
  from: string;
  to: string;
  label: string | undefined;
}

const header = /^(?:flowchart|graph)(?:\s+(?:TD|TB|BT|LR|RL))?$/;
// An id, then its label in one of the shapes the articles use: [..], {..}, (..), ((..)), ([..]), [[..]], {{..}}.
const node = /^([A-Za-z0-9_]+)(?:\(\((.+?)\)\)|\(\[(.+?)\]\)|\[\[(.+?)\]\]|\{\{(.+?)\}\}|\[(.+?)\]|\{(.+?)\}|\((.+?)\))?/;
// An arrow, its label between bars or inside it: `-->`, `-->|Oui|`, `-- Oui -->`, `---`, `-.->`, `==>`.
const arrow = /^\s*(?:--\s+([^-|][^|]*?)\s+-->|(?:-->|---|-\.->|==>)(?:\s*\|([^|]*)\|)?)\s*/;

/** The lines that tell `source`, or undefined where it is not a flowchart read here. */
export function flowchartInWords(source: string): string[] | undefined {
  const statements = source
    .split("\n")
    .map((line) => line.trim().replace(/;$/, ""))
    .filter((line) => line !== "" && !line.startsWith("%%"));
  if (!header.test(statements[0] ?? "")) return undefined;
  const labels = new Map<string, string>();
  const edges: Edge[] = [];
  for (const statement of statements.slice(1)) {
    if (!readStatement(statement, labels, edges)) return undefined;
  }
  if (edges.length === 0) return undefined;
  return pathsOf(edges).map((path) => tell(path, labels));
}

/** Reads `A[Label] --> B --> C`, adding its labels and edges; false when the line is not of that form. */
function readStatement(statement: string, labels: Map<string, string>, edges: Edge[]): boolean {
  let rest = statement;
  let previous: string | undefined;
  let pendingLabel: string | undefined;
  for (;;) {
    const found = node.exec(rest);
    if (!found) return false;
    const id = found[1] as string;
    const label = found.slice(2).find((part) => part !== undefined);
    if (label !== undefined) labels.set(id, cleanLabel(label));
    if (previous !== undefined) edges.push({ from: previous, to: id, label: pendingLabel });
    rest = rest.slice(found[0].length);
    if (rest.trim() === "") return previous !== undefined || label !== undefined;
    const link = arrow.exec(rest);
    if (!link) return false;
    const linkLabel = link[1] ?? link[2];
    pendingLabel = linkLabel === undefined || linkLabel.trim() === "" ? undefined : cleanLabel(linkLabel);
    previous = id;
    rest = rest.slice(link[0].length);
  }
}

function cleanLabel(label: string): string {
  return label
    .replace(/^"(.*)"$/, "$1")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The edges joined into paths: an edge without a label goes on from the path that ends where it starts, when that
 * node has one way in and one way out (a step of a chain); any other edge begins a path of its own.
 */
function pathsOf(edges: Edge[]): Edge[][] {
  const count = (pick: (edge: Edge) => string, id: string) => edges.filter((edge) => pick(edge) === id).length;
  const paths: Edge[][] = [];
  for (const edge of edges) {
    const continues = paths.find((path) => path.at(-1)?.to === edge.from);
    const isChainStep = edge.label === undefined && count((e) => e.to, edge.from) === 1 && count((e) => e.from, edge.from) === 1;
    if (continues && isChainStep) continues.push(edge);
    else paths.push([edge]);
  }
  return paths;
}

function tell(path: Edge[], labels: Map<string, string>): string {
  const name = (id: string) => labels.get(id) ?? id;
  const [first] = path as [Edge, ...Edge[]];
  const start = first.label === undefined ? name(first.from) : blogText.diagramInWords.choice(name(first.from), first.label);
  return [start, ...path.map((edge) => name(edge.to))].join(blogText.diagramInWords.next);
}
