/**
 * What the visitor did in an island's form before the island woke: which fields they typed in, which
 * they left, whether they tried to send it. `client:interaction` starts recording when the page's HTML
 * is read (app/framework/islands/on-interaction.client.ts); the island reads it once hydrated
 * (`useLiveValidation().catchUp`), so that it shows the messages it would have shown had it been awake:
 * « Le sujet est requis. » for a subject typed, deleted and left before React came, not silence.
 *
 * The directive is inlined in the page and the island is a module of its own: they share no module
 * state, only the island's element, where the trace is kept under a registered symbol.
 */
export interface VisitorTrace {
  /** Fields, by name, that received input (typing, then deleting, still counts). */
  readonly edited: ReadonlySet<string>;
  /** Fields, by name, that the focus left. */
  readonly left: ReadonlySet<string>;
  /** A sending of the form was tried. */
  readonly sendTried: boolean;
}

interface Recording {
  edited: Set<string>;
  left: Set<string>;
  sendTried: boolean;
  /** Read by the island: from then on the island hears the visitor itself. */
  taken: boolean;
}

const traceKey = Symbol.for("kheops.visitor-trace");
type Traced = Element & { [traceKey]?: Recording };

const fieldName = (target: EventTarget | null): string | undefined => {
  const name = (target as Partial<HTMLInputElement> | null)?.name;
  return typeof name === "string" && name !== "" ? name : undefined;
};

/** Starts recording what the visitor does inside `island` (capture listeners: nothing is prevented). */
export function recordVisitor(island: Element): void {
  const recording: Recording = { edited: new Set(), left: new Set(), sendTried: false, taken: false };
  (island as Traced)[traceKey] = recording;
  const note = (set: Set<string>) => (event: Event) => {
    const name = fieldName(event.target);
    if (name && !recording.taken) set.add(name);
  };
  island.addEventListener("input", note(recording.edited), true);
  // A <select> or a checkbox says `change` without `input` in some browsers.
  island.addEventListener("change", note(recording.edited), true);
  island.addEventListener("focusout", note(recording.left), true);
  island.addEventListener(
    "submit",
    () => {
      if (!recording.taken) recording.sendTried = true;
    },
    true,
  );
}

/**
 * What was recorded in the island around `element` (its form), once: a form rendered again in the same
 * island (a new form after a confirmation) starts from nothing. Undefined outside an island, or when
 * already taken.
 */
export function takeVisitorTrace(element: Element): VisitorTrace | undefined {
  const recording = (element.closest("astro-island") as Traced | null)?.[traceKey];
  if (!recording || recording.taken) return undefined;
  recording.taken = true;
  return recording;
}

/**
 * The fields, by name, the visitor has typed in so far in the island around `element`, without taking the trace: a
 * page's script that fills the form before the island wakes leaves them as the visitor left them, even emptied.
 */
export function fieldsEditedSoFar(element: Element): ReadonlySet<string> {
  return (element.closest("astro-island") as Traced | null)?.[traceKey]?.edited ?? new Set();
}
