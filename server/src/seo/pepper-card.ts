import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardPepper {
  name: string;
  hebName: string | null;
  shu: string;
  heatLevel: string | null;
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[c] as string,
  );

/** The link-preview picture of a pepper without a photo: its names and heat on the site's colours. */
export function pepperCardSvg(pepper: CardPepper): string {
  const heat = [pepper.heatLevel, `${pepper.shu} SHU`].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b3261e"/><stop offset="1" stop-color="#5c1410"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <path d="M940 170c90 20 150 120 120 260-20 90-90 150-170 160-40 5-40-30 0-45 90-35 110-150 60-240-20-40-60-70-50-110z" fill="#fff" fill-opacity="0.18"/>
  <text x="80" y="120" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffd9d4">Pepper Atlas · אטלס הפלפלים</text>
  <text x="80" y="300" font-family="DejaVu Sans, sans-serif" font-size="88" font-weight="bold" fill="#fff">${xml(pepper.name)}</text>
  ${pepper.hebName ? `<text x="80" y="390" font-family="DejaVu Sans, sans-serif" font-size="60" fill="#fff">${xml(pepper.hebName)}</text>` : ''}
  <text x="80" y="540" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#ffd9d4">${xml(heat)}</text>
</svg>`;
}

export function renderPepperCard(pepper: CardPepper): Promise<Buffer> {
  return sharp(Buffer.from(pepperCardSvg(pepper)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
