/**
 * The hero picture: a pyramid rising out of a phone screen, with chat bubbles
 * and a growth curve, drawn for this project. Inline SVG: no request, no layout shift.
 */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 420"
      className="h-auto w-full"
      role="img"
      aria-label="Illustration : un téléphone d'où s'élève une pyramide dorée, entouré de messages et d'une courbe de croissance"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#223166" />
          <stop offset="1" stopColor="#0d1530" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f1d48a" />
          <stop offset="1" stopColor="#b3831f" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="#f4eddc" />
      <circle cx="250" cy="200" r="130" fill="#fbf8f1" />
      <rect x="150" y="40" width="200" height="350" rx="30" fill="url(#hero-sky)" />
      <rect x="164" y="62" width="172" height="306" rx="18" fill="#16214a" />
      <rect x="220" y="50" width="60" height="6" rx="3" fill="#33478a" />
      <path d="M250 120 170 300h160L250 120Z" fill="#33478a" />
      <path d="M250 120 330 300h-80V120Z" fill="#223166" />
      <path d="M250 120 226 174h48l-24-54Z" fill="url(#hero-gold)" />
      <path d="M170 300h160" stroke="#d4a237" strokeWidth="6" strokeLinecap="round" />
      <path d="M186 346c30-6 44-26 70-22s40 14 64-10" fill="none" stroke="#e6bd5c" strokeWidth="5" strokeLinecap="round" />
      <g>
        <rect x="40" y="96" width="132" height="54" rx="16" fill="#fff" />
        <path d="m72 150-8 16 22-16" fill="#fff" />
        <rect x="58" y="112" width="70" height="8" rx="4" fill="#16214a" />
        <rect x="58" y="128" width="96" height="8" rx="4" fill="#c9d0e6" />
      </g>
      <g>
        <rect x="318" y="214" width="136" height="54" rx="16" fill="#1f4fd1" />
        <path d="m420 268 10 16-26-16" fill="#1f4fd1" />
        <rect x="334" y="230" width="82" height="8" rx="4" fill="#fff" />
        <rect x="334" y="246" width="56" height="8" rx="4" fill="#9fb4f0" />
      </g>
      <g fill="#d4a237">
        <circle cx="84" cy="300" r="7" />
        <circle cx="410" cy="120" r="5" />
        <circle cx="424" cy="330" r="9" opacity=".5" />
      </g>
    </svg>
  );
}
