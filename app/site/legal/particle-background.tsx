/** The particles drawn: 50 on wide screens; CSS shows 35 on tablets and none with reduced motion (app.css). */
const particleCount = 50;

// A fixed pseudo-random layout, so the drawing is the same on every visit.
function particle(index: number) {
  const seed = (index * 9301 + 49297) % 233280;
  const random = (shift: number) => ((seed * (shift + 7)) % 1000) / 1000;
  return {
    left: `${random(1) * 100}%`,
    top: `${random(2) * 100}%`,
    size: 3 + Math.round(random(3) * 6),
    duration: 14 + Math.round(random(4) * 16),
    delay: -Math.round(random(5) * 20),
  };
}

/**
 * Drifting particles behind the privacy policy: decorative, drawn by CSS alone (transform and opacity).
 * 20, 35 or 50 by device; since reduced motion is forced under 768 px, phones get none, as do
 * visitors who ask for reduced motion. They appear once the page's script has run: animating, they cost
 * the main thread (app.css), which is the script's while the page gets ready.
 */
export function ParticleBackground() {
  return (
    <div aria-hidden="true" className="particles pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: particleCount }, (_, index) => {
        const p = particle(index);
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: particles are identical and never reordered.
            key={index}
            className="particle absolute rounded-full bg-gold-400/40"
            style={{
              left: p.left,
              top: p.top,
              width: p.size,
              height: p.size,
              animationDuration: `${p.duration}s`,
              animationDelay: `${p.delay}s`,
            }}
          />
        );
      })}
    </div>
  );
}
