import { agency } from "~/content/site";
import { Icon } from "~/lib/ui/icon";

/**
 * The agency's mark and name. `light` is for a dark ground: the shop's translucent bar (70 % night blue) lets a white
 * section show through, down to #51545f behind the name, where the gold-400 of « Digital » read 4.2:1; gold-300 keeps
 * 5.2:1 there (its 18 px bold needs 4.5:1) and 13:1 on the solid night blue of the footer. `dark` is for a light
 * ground: gold-700, 5.4:1 on white.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      {/* The pyramid mark: three faces, a gold cap. Drawn for this project. */}
      <Icon name="Logo" className="h-9 w-9" />
      <span className={`text-lg font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink-900"}`}>
        {agency.shortName}
        <span className={tone === "light" ? "text-gold-300" : "text-gold-700"}> {agency.logoAccent}</span>
      </span>
    </span>
  );
}
