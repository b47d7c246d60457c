import sprite from "./icons.svg?url&no-inline";

/** The drawings of the sprite (icons.svg): lucide's, by their lucide-react names, the Facebook mark and the logo. */
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

/**
 * A decorative icon of the site's sprite, a hashed file the browser caches once, rather than the same
 * SVG paths again in every page's HTML. It takes the colour of the text; size it with `className`.
 */
export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
