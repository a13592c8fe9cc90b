/**
 * The home page's drawn picture: three chillies on a warm disc, coloured from the theme's tokens
 * (HomeHero.css), so it follows light and dark. Decorative: hidden from assistive technology.
 */
export function HeroIllustration() {
  const chilli = 'M0 0C-14 6-22 30-16 62C-11 90 6 118 30 134C20 104 18 74 22 46C25 24 18 6 0 0Z';
  const stem = 'M2 2C2-8 6-16 16-20';
  return (
    <svg className="hero-illustration" viewBox="0 0 240 220" aria-hidden="true" focusable="false">
      <circle className="hero-illustration__disc" cx="120" cy="112" r="100" />
      <circle className="hero-illustration__ring" cx="120" cy="112" r="84" />
      <g transform="translate(70 46) rotate(-18)">
        <path className="hero-illustration__chilli hero-illustration__chilli--green" d={chilli} />
        <path className="hero-illustration__stem" d={stem} />
      </g>
      <g transform="translate(150 40) rotate(22)">
        <path className="hero-illustration__chilli hero-illustration__chilli--orange" d={chilli} />
        <path className="hero-illustration__stem" d={stem} />
      </g>
      <g transform="translate(112 30) rotate(2) scale(1.15)">
        <path className="hero-illustration__chilli hero-illustration__chilli--red" d={chilli} />
        <path className="hero-illustration__shine" d="M-6 16C-10 34-8 52-4 66" />
        <path className="hero-illustration__stem" d={stem} />
      </g>
    </svg>
  );
}
