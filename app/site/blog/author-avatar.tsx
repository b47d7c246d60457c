import { initialsOf } from "~/content/authors";
import type { Byline } from "~/content/people";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";

const sizes = { md: "h-9 w-9 text-xs", lg: "h-12 w-12 text-base" } as const;

/**
 * An author beside their name: their illustrated portrait when they have one, else their initials.
 * Decorative either way (empty alt): the name next to it says who it is.
 */
export function AuthorAvatar({ author, size, light = false }: { author: Byline; size: keyof typeof sizes; light?: boolean }) {
  const box = `${sizes[size]} shrink-0 overflow-hidden rounded-full bg-gold-400`;
  if (author.portrait) {
    return (
      <span className={box}>
        <ResponsiveImage
          image={`team/${author.portrait}` as ImageKey}
          alt=""
          sizes="48px"
          className="h-full w-full object-cover"
          light={light}
        />
      </span>
    );
  }
  return (
    <span className={`${box} flex items-center justify-center font-bold text-ink-950`} aria-hidden="true">
      {initialsOf(author.name)}
    </span>
  );
}
