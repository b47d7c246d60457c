/**
 * The contract between a component and the script that enhances its markup: the `data-*` attributes a behaviour
 * (a like button, a live count, a carousel…) carries, declared once, in a module of app/lib/behaviours/. The React
 * component renders them with `props()`; the script (app/site/) finds the elements with `selector()` and
 * reads them with `read()`. Neither side writes a raw `data-*` string, so renaming one is a change in one place that
 * the type checker follows everywhere.
 */

/** A behaviour's attributes, by the name the code uses; the first is its marker, the one every element of it has. */
export type Attributes = Readonly<Record<string, `data-${string}`>>;

/** What an attribute may be rendered from: a text, a number, true for an empty (present) attribute; nothing leaves it out. */
export type AttributeValue = string | number | boolean | null | undefined;

export interface Behaviour<A extends Attributes> {
  readonly attributes: A;
  /** The attribute every element of the behaviour has (the first declared). */
  readonly marker: A[keyof A];
  /**
   * The CSS selector of the elements that carry `name` (by default the marker), or carry it with `value`; `within`
   * narrows it to one kind of element (`"button"`).
   */
  selector(options?: { name?: keyof A; value?: string; within?: string }): string;
  /** The attributes a component renders for these values (false, null and undefined leave one out). */
  props(values: { [N in keyof A]?: AttributeValue }): Record<string, string>;
  /** What an element carries, by name (undefined: the attribute is not there). */
  read(element: Element): { [N in keyof A]: string | undefined };
  /** Whether an element is one of the behaviour's (it carries the marker). */
  is(element: Element): boolean;
}

export function behaviour<A extends Attributes>(attributes: A): Behaviour<A> {
  const names = Object.keys(attributes) as (keyof A & string)[];
  const first = names[0];
  if (first === undefined) throw new Error("a behaviour declares at least its marker attribute");
  const marker = attributes[first] as A[keyof A];
  return {
    attributes,
    marker,
    selector({ name, value, within = "" } = {}) {
      const attribute = name === undefined ? marker : attributes[name];
      return value === undefined ? `${within}[${attribute}]` : `${within}[${attribute}="${cssString(value)}"]`;
    },
    props(values) {
      const rendered: Record<string, string> = {};
      for (const name of names) {
        const value = values[name];
        if (value === undefined || value === null || value === false) continue;
        rendered[attributes[name] as string] = value === true ? "" : String(value);
      }
      return rendered;
    },
    read(element) {
      const read = {} as { [N in keyof A]: string | undefined };
      for (const name of names) read[name] = element.getAttribute(attributes[name] as string) ?? undefined;
      return read;
    },
    is: (element) => element.hasAttribute(marker),
  };
}

/** A value inside a CSS attribute selector's quotes. */
function cssString(value: string): string {
  return value.replace(/["\\]/g, "\\$&");
}
