import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { requiredNode, unsupportedNodeMessage } from "./require-node-24";

/** The machine's own `node` (Node 20 here), outside node_modules/.bin, or undefined when there is none. */
function machineNode(): string | undefined {
  try {
    return (
      execFileSync("sh", ["-c", "command -v node"], { env: { PATH: "/usr/local/bin:/usr/bin:/bin" }, encoding: "utf8" }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

const systemNode = machineNode();
const systemVersion = systemNode ? execFileSync(systemNode, ["-p", "process.versions.node"], { encoding: "utf8" }).trim() : "";

it("asks for the Node that package.json's engines name", () => {
  const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
  expect(engines).toBe(`>=${requiredNode.major}.${requiredNode.minor} <${requiredNode.major + 1}`);
  expect(unsupportedNodeMessage(process.versions.node)).toBeUndefined();
  expect(unsupportedNodeMessage("20.20.2")).toContain("npm start");
  expect(unsupportedNodeMessage("24.10.0")).toContain("npx node");
  expect(unsupportedNodeMessage("25.0.0")).toBeDefined();
});

// The built host (npm test builds before the unit tests), started as someone would by hand.
it.skipIf(!systemNode || unsupportedNodeMessage(systemVersion) === undefined)(
  "stops the built host at once under the machine's own Node, saying which Node and how to start it (exit 1, not a crash)",
  async () => {
    const child = spawn(systemNode as string, ["build/host.js"], {
      env: { ...process.env, NODE_ENV: "production", LOCAL_PREVIEW: "1", PORT: "0", HOST: "127.0.0.1", SQLITE_PATH: ":memory:" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    expect({ code, signal }).toEqual({ code: 1, signal: null });
    expect(output).toContain(`Node.js ${systemVersion}`);
    expect(output).toContain("Ce site demande Node.js 24");
    expect(output).toContain("npm start");
    expect(output).toContain("npx node");
  },
  30_000,
);
