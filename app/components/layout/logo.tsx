import { agency } from "~/content/site";

/** The pyramid mark: three faces, a gold cap. Drawn for this project. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 4 3 34h34L20 4Z" fill="#16214a" />
      <path d="M20 4 37 34H20V4Z" fill="#33478a" />
      <path d="M20 4 14.2 14.2h11.6L20 4Z" fill="#e6bd5c" />
      <path d="M20 4v10.2h5.8L20 4Z" fill="#b3831f" />
      <path d="M3 34h34" stroke="#d4a237" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className={`text-lg font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink-900"}`}>
        {agency.shortName}
        <span className={tone === "light" ? "text-gold-400" : "text-gold-700"}> Digital</span>
      </span>
    </span>
  );
}
