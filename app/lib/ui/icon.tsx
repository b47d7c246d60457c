import drawingsFile from "./icons.svg?raw";

/** The drawings of icons.svg: lucide's, by their lucide-react names, the Facebook mark and the logo. */
export const iconNames = [
  "ArrowRight",
  "ArrowUp",
  "BookOpen",
  "ChevronDown",
  "Clock",
  "Compass",
  "Cookie",
  "Facebook",
  "FileText",
  "Globe",
  "Logo",
  "Mail",
  "MapPin",
  "Megaphone",
  "Menu",
  "MessagesSquare",
  "MonitorSmartphone",
  "Palette",
  "Phone",
  "Quote",
  "Search",
  "X",
] as const;

export type IconName = (typeof iconNames)[number];

type Drawing = { attributes: Record<string, string>; inner: string };

/** Each `<symbol>` of icons.svg: its attributes but the id, named as React names them (stroke-width → strokeWidth). */
function readDrawings(file: string): Map<string, Drawing> {
  const drawings = new Map<string, Drawing>();
  for (const [, tagAttributes = "", inner = ""] of file.matchAll(/<symbol ([^>]*)>(.*?)<\/symbol>/gs)) {
    const attributes: Record<string, string> = {};
    for (const [, name = "", value = ""] of tagAttributes.matchAll(/([\w-]+)="([^"]*)"/g)) {
      attributes[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = value;
    }
    const { id, ...drawn } = attributes;
    if (id) drawings.set(id, { attributes: drawn, inner });
  }
  return drawings;
}

const drawings = readDrawings(drawingsFile);

/**
 * A decorative icon, drawn in the page's own HTML. It takes the colour of the text; size it with `className`.
 * The drawings are written inline rather than pointed at in a cached sprite (`<use href="icons.svg#…">`): Chromium
 * loads a sprite as a document of its own before it draws the icons, a task of about 10 ms on the bench's machine,
 * then lays the page out again (decision 030). Compressed, a page's icons weigh less than that request.
 * Server-rendered only: no island imports it, so the drawings never reach a browser's JavaScript.
 */
export function Icon({ name, className }: { name: IconName; className: string }) {
  const drawing = drawings.get(name);
  if (!drawing) throw new Error(`icons.svg has no drawing named ${name}`);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the drawings are our own file, read at build time.
  return <svg className={className} aria-hidden="true" {...drawing.attributes} dangerouslySetInnerHTML={{ __html: drawing.inner }} />;
}
