import { agency } from "~/content/site";
import { Icon } from "~/lib/ui/icon";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      {/* The pyramid mark: three faces, a gold cap. Drawn for this project. */}
      <Icon name="Logo" className="h-9 w-9" />
      <span className={`text-lg font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink-900"}`}>
        {agency.shortName}
        <span className={tone === "light" ? "text-gold-400" : "text-gold-700"}> {agency.logoAccent}</span>
      </span>
    </span>
  );
}
