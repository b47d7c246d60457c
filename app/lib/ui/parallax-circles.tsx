/**
 * Decorative circles that drift with the scroll, each at its own rate. Driven by the scroll
 * itself in CSS (a scroll timeline on their margins: app.css); off under 768 px
 * and with reduced motion, and still in browsers without scroll timelines.
 */
export function ParallaxCircles({ tone = "light" }: { tone?: "light" | "dark" }) {
  const color = tone === "dark" ? "bg-gold-400/10" : "bg-gold-300/30";
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className={`parallax absolute -top-24 -right-24 h-80 w-80 rounded-full [--parallax-rate:0.25] ${color}`} />
      <div
        className={`parallax absolute top-1/2 -left-32 h-64 w-64 rounded-full [--parallax-rate:-0.15] ${tone === "dark" ? "bg-brand-600/15" : "bg-brand-600/10"}`}
      />
      <div className={`parallax absolute right-1/4 bottom-0 h-24 w-24 rounded-full [--parallax-rate:0.4] ${color}`} />
    </div>
  );
}
