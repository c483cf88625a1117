#!/usr/bin/env node
/**
 * Draws the storefront's pictures (banners, the selling call to action, the promo tiles, the
 * testimonial portraits and the blog posts) as SVG and writes each as WebP at the widths its slot
 * needs, into src/assets/pictures/. The WebP files are committed, so building the remote needs
 * neither this script nor sharp; run it again only after changing the art:
 *
 *   node mfe-storefront/scripts/render-pictures.mjs
 *
 * No picture contains text: whatever a picture says is written in the page itself.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUTPUT = fileURLToPath(new URL('../src/assets/pictures/', import.meta.url));

/** The theme's colours (libs/ui theme.ts), so the art sits well on the pages. */
const C = {
  teal: '#0f5e52',
  tealDark: '#0b4a40',
  tealSoft: '#e6f2ef',
  tealMid: '#8cc7bb',
  amber: '#f2a93b',
  amberSoft: '#fde7c2',
  ink: '#1b2421',
  white: '#ffffff',
  cream: '#fbf7ef',
  slate: '#334155',
  slateLight: '#cbd5e1',
  sky: '#bfe3f5',
  coral: '#e8704f',
  plum: '#6d4c9a',
};

// ---- Reusable objects, each drawn around its own origin and placed with a transform. ----

const shadow = (cx, cy, rx, ry = rx / 6) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.ink}" opacity="0.12"/>`;

/** A laptop about 260 wide, its base at y = 0. */
const laptop = (screen = C.sky) => `
  <rect x="-110" y="-170" width="220" height="150" rx="12" fill="${C.slate}"/>
  <rect x="-98" y="-158" width="196" height="124" rx="4" fill="${screen}"/>
  <rect x="-82" y="-140" width="90" height="12" rx="6" fill="${C.white}" opacity="0.85"/>
  <rect x="-82" y="-118" width="130" height="8" rx="4" fill="${C.white}" opacity="0.6"/>
  <rect x="-82" y="-102" width="110" height="8" rx="4" fill="${C.white}" opacity="0.6"/>
  <rect x="-82" y="-80" width="56" height="26" rx="6" fill="${C.amber}"/>
  <path d="M-132 -20 H132 L118 4 H-118 Z" fill="${C.slate}"/>
  <rect x="-30" y="-20" width="60" height="6" rx="3" fill="${C.slateLight}"/>`;

/** A phone about 90 wide and 170 tall, its bottom at y = 0. */
const phone = (screen = C.tealMid) => `
  <rect x="-45" y="-170" width="90" height="170" rx="16" fill="${C.ink}"/>
  <rect x="-37" y="-158" width="74" height="140" rx="6" fill="${screen}"/>
  <circle cx="0" cy="-9" r="4" fill="${C.slate}"/>
  <rect x="-27" y="-146" width="54" height="40" rx="6" fill="${C.white}" opacity="0.75"/>
  <rect x="-27" y="-96" width="40" height="7" rx="3.5" fill="${C.white}" opacity="0.7"/>
  <rect x="-27" y="-82" width="30" height="7" rx="3.5" fill="${C.white}" opacity="0.5"/>`;

/** A camera about 150 wide, its bottom at y = 0. */
const camera = () => `
  <rect x="-75" y="-95" width="150" height="95" rx="14" fill="${C.ink}"/>
  <rect x="-40" y="-115" width="56" height="26" rx="6" fill="${C.ink}"/>
  <rect x="-75" y="-70" width="150" height="16" fill="${C.slate}"/>
  <circle cx="0" cy="-47" r="34" fill="${C.slateLight}"/>
  <circle cx="0" cy="-47" r="24" fill="${C.slate}"/>
  <circle cx="0" cy="-47" r="12" fill="${C.sky}"/>
  <circle cx="-6" cy="-53" r="4" fill="${C.white}"/>
  <circle cx="52" cy="-80" r="6" fill="${C.amber}"/>`;

/** An armchair about 200 wide, its feet at y = 0. */
const armchair = (fabric = C.coral) => `
  <rect x="-80" y="-150" width="160" height="100" rx="26" fill="${fabric}"/>
  <rect x="-100" y="-95" width="46" height="80" rx="18" fill="${fabric}"/>
  <rect x="54" y="-95" width="46" height="80" rx="18" fill="${fabric}"/>
  <rect x="-60" y="-70" width="120" height="44" rx="12" fill="${C.cream}" opacity="0.35"/>
  <rect x="-86" y="-18" width="10" height="18" rx="3" fill="${C.ink}"/>
  <rect x="76" y="-18" width="10" height="18" rx="3" fill="${C.ink}"/>`;

/** A price tag about 120 long pointing left, hole at the origin. */
const priceTag = (fill = C.amber) => `
  <path d="M-20 -34 H90 a12 12 0 0 1 12 12 V22 a12 12 0 0 1 -12 12 H-20 L-52 0 Z" fill="${fill}"/>
  <circle cx="-22" cy="0" r="8" fill="${C.white}"/>
  <rect x="4" y="-10" width="70" height="8" rx="4" fill="${C.white}" opacity="0.8"/>
  <rect x="4" y="6" width="46" height="8" rx="4" fill="${C.white}" opacity="0.6"/>`;

/** A banknote 150 by 76, centred. */
const banknote = (fill = '#7fbf8f') => `
  <rect x="-75" y="-38" width="150" height="76" rx="8" fill="${fill}"/>
  <rect x="-65" y="-28" width="130" height="56" rx="5" fill="none" stroke="${C.white}" stroke-width="3" opacity="0.7"/>
  <circle cx="0" cy="0" r="17" fill="${C.white}" opacity="0.75"/>`;

/** A coin of radius r, centred. */
const coin = (r = 26) => `
  <circle r="${r}" fill="${C.amber}"/>
  <circle r="${r * 0.72}" fill="none" stroke="${C.white}" stroke-width="${r * 0.12}" opacity="0.7"/>`;

/** A map pin about 80 tall, its point at the origin. */
const mapPin = (fill = C.coral) => `
  <path d="M0 0 C-12 -22 -36 -40 -36 -66 a36 36 0 0 1 72 0 C36 -40 12 -22 0 0 Z" fill="${fill}"/>
  <circle cx="0" cy="-66" r="14" fill="${C.white}"/>`;

/** A round check mark badge of radius r, centred. */
const checkBadge = (r = 30, fill = C.teal) => `
  <circle r="${r}" fill="${fill}"/>
  <path d="M${-r * 0.42} 0 L${-r * 0.1} ${r * 0.32} L${r * 0.46} ${-r * 0.34}" fill="none"
    stroke="${C.white}" stroke-width="${r * 0.2}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * An open cardboard box about 190 wide, its bottom at y = 0, in two layers so things can stand
 * in it: draw the inside, then what is in the box, then the front.
 */
const boxInside = () => `
  <path d="M-95 -110 L0 -140 L95 -110 L0 -80 Z" fill="#8a5a2b"/>
  <path d="M-95 -110 L-130 -150 L-35 -178 L0 -140 Z" fill="#d8a868"/>
  <path d="M95 -110 L130 -150 L35 -178 L0 -140 Z" fill="#c9955a"/>`;
const boxFront = () => `
  <path d="M-95 -110 L0 -80 V0 L-95 -30 Z" fill="#c9955a"/>
  <path d="M95 -110 L0 -80 V0 L95 -30 Z" fill="#d8a868"/>
  <path d="M-95 -110 L-120 -70 L-25 -40 L0 -80 Z" fill="#e2b77a"/>
  <path d="M95 -110 L120 -70 L25 -40 L0 -80 Z" fill="#e8c28c"/>`;

/** A snowflake of radius r, centred. */
const snowflake = (r = 40, stroke = C.white) => {
  const arms = [0, 60, 120]
    .map(
      (angle) => `<g transform="rotate(${angle})">
      <line x1="0" y1="${-r}" x2="0" y2="${r}"/>
      <path d="M${-r * 0.25} ${-r * 0.75} L0 ${-r * 0.5} L${r * 0.25} ${-r * 0.75} M${-r * 0.25} ${r * 0.75} L0 ${r * 0.5} L${r * 0.25} ${r * 0.75}" fill="none"/>
    </g>`,
    )
    .join('');
  return `<g stroke="${stroke}" stroke-width="${r * 0.12}" stroke-linecap="round">${arms}</g>`;
};

/** A sun of radius r, centred. */
const sun = (r = 44) => {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = index * 30;
    return `<rect x="-4" y="${-r - 26}" width="8" height="18" rx="4" fill="${C.amber}" transform="rotate(${angle})"/>`;
  }).join('');
  return `${rays}<circle r="${r}" fill="${C.amber}"/><circle r="${r * 0.7}" fill="#f7c56c"/>`;
};

/** A knitted jumper about 200 wide, centred on its chest. */
const jumper = (fill = '#5b7fc7') => `
  <path d="M-60 -90 L-20 -100 Q0 -84 20 -100 L60 -90 L96 -64 L116 70 L88 76 L66 -16 V90 H-66 V-16 L-88 76 L-116 70 L-96 -64 Z" fill="${fill}"/>
  <path d="M-66 70 H66 V90 H-66 Z M-115 62 L-88 68 L-86 78 L-117 72 Z M115 62 L88 68 L86 78 L117 72 Z" fill="${C.white}" opacity="0.35"/>
  <path d="M-50 10 H50 M-50 30 H50" stroke="${C.white}" stroke-width="6" stroke-dasharray="10 8" opacity="0.7"/>`;

/** Sunglasses about 180 wide, centred. */
const sunglasses = () => `
  <path d="M-90 -12 H90" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>
  <path d="M-86 -12 H-12 Q-12 34 -50 34 Q-86 34 -86 -12 Z" fill="${C.ink}"/>
  <path d="M12 -12 H86 Q86 34 50 34 Q12 34 12 -12 Z" fill="${C.ink}"/>
  <path d="M-70 -4 L-44 -4" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>
  <path d="M28 -4 L54 -4" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`;

/** A bicycle about 220 wide, its wheels touching y = 0. */
const bicycle = (frame = C.teal) => `
  <circle cx="-62" cy="-46" r="44" fill="none" stroke="${C.ink}" stroke-width="9"/>
  <circle cx="62" cy="-46" r="44" fill="none" stroke="${C.ink}" stroke-width="9"/>
  <path d="M-62 -46 L-22 -112 L44 -112 L62 -46 M-22 -112 L2 -46 L44 -112 M-36 -132 H-6 M44 -112 L36 -140 H60"
    fill="none" stroke="${frame}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="2" cy="-46" r="8" fill="${C.ink}"/>`;

/** A magnifying glass about 120 long, its lens centred on the origin. */
const magnifier = () => `
  <line x1="30" y1="30" x2="78" y2="78" stroke="${C.ink}" stroke-width="16" stroke-linecap="round"/>
  <circle r="44" fill="${C.white}" opacity="0.55" stroke="${C.ink}" stroke-width="10"/>
  <path d="M-22 -14 A26 26 0 0 1 0 -28" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>`;

const place = (x, y, art, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>`;

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A soft backdrop: a gradient with two blurred-looking discs, shared by the 4:3 scenes. */
const backdrop = (width, height, from, to, disc) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.42}" fill="${disc}" opacity="0.55"/>
  <circle cx="${width * 0.18}" cy="${height * 0.88}" r="${height * 0.3}" fill="${disc}" opacity="0.35"/>`;

// ---- The pictures. Each: an SVG of the art's own size and the widths to write. ----

const SCENE = { width: 640, height: 480 };
const BLOG = { width: 800, height: 450 };

const pictures = {
  // Banner slides (4:3, beside the slide's text on large screens, above it on phones).
  'banner-second-home': {
    widths: [480, 960],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, C.tealSoft, '#cfe8e1', C.white)}
      ${shadow(300, 392, 190)}
      ${place(270, 390, laptop())}
      ${place(470, 392, phone(), 1.05)}
      ${place(160, 405, camera(), 0.8)}
      ${place(470, 130, priceTag(), 0.9)}`,
    ),
  },
  'banner-meet-and-pay': {
    widths: [480, 960],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, C.amberSoft, '#fbd79b', C.cream)}
      <path d="M60 330 Q220 250 330 300 T600 250" fill="none" stroke="${C.white}" stroke-width="22" stroke-linecap="round" opacity="0.8"/>
      <path d="M60 330 Q220 250 330 300 T600 250" fill="none" stroke="${C.amber}" stroke-width="4" stroke-dasharray="14 12"/>
      ${place(150, 300, mapPin(C.teal), 1.2)}
      ${place(500, 252, mapPin(C.coral), 1.2)}
      ${shadow(330, 420, 150)}
      ${place(300, 380, banknote(), 1.3)}
      ${place(350, 350, banknote('#69b07c'), 1.3)}
      ${place(470, 395, coin(28))}
      ${place(520, 408, coin(22))}
      ${place(330, 150, checkBadge(48))}`,
    ),
  },
  'banner-start-selling': {
    widths: [480, 960],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, '#e8eefc', '#cdd9f6', C.white)}
      ${shadow(300, 420, 170)}
      ${place(300, 420, boxInside(), 1.25)}
      ${place(262, 300, phone(C.amberSoft), 0.75)}
      ${place(352, 296, armchair(C.plum), 0.6)}
      ${place(300, 420, boxFront(), 1.25)}
      ${place(480, 150, priceTag(C.teal), 0.95)}
      ${place(120, 140, coin(30))}
      ${place(165, 95, coin(20))}
      ${place(520, 340, coin(26))}`,
    ),
  },

  // The "Start making money" call to action.
  'sell-call-to-action': {
    widths: [400, 800],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, C.tealSoft, '#bfe0d7', C.white)}
      ${shadow(320, 420, 200)}
      ${place(210, 420, armchair(), 1.05)}
      ${place(430, 420, bicycle(), 1.05)}
      ${place(330, 130, priceTag(), 1.1)}
      ${place(520, 110, coin(30))}
      ${place(110, 120, coin(22))}`,
    ),
  },

  // Promo tiles.
  'promo-winter': {
    widths: [320, 640],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, '#dbe8fb', '#9fbbe8', '#eef4fd')}
      ${place(120, 110, snowflake(44))}
      ${place(540, 90, snowflake(30))}
      ${place(560, 330, snowflake(38))}
      ${shadow(320, 430, 150)}
      ${place(320, 290, jumper(), 1.2)}`,
    ),
  },
  'promo-summer': {
    widths: [320, 640],
    svg: svg(
      SCENE.width,
      SCENE.height,
      `${backdrop(640, 480, '#fff1d6', '#ffd79a', '#fff8ea')}
      ${place(470, 140, sun(60))}
      <path d="M0 400 Q160 360 320 400 T640 400 V480 H0 Z" fill="#f6c98a"/>
      ${place(260, 300, sunglasses(), 1.3)}
      ${place(130, 420, coin(20))}`,
    ),
  },

  // Blog posts (16:9).
  'blog-pricing-a-used-phone': {
    widths: [400, 800],
    svg: svg(
      BLOG.width,
      BLOG.height,
      `${backdrop(800, 450, C.tealSoft, '#c4e2da', C.white)}
      ${shadow(340, 380, 110)}
      ${place(340, 380, phone(), 1.35)}
      ${place(540, 210, priceTag(), 1.3)}
      ${place(560, 360, coin(28))}
      ${place(620, 330, coin(20))}`,
    ),
  },
  'blog-meeting-safely': {
    widths: [400, 800],
    svg: svg(
      BLOG.width,
      BLOG.height,
      `${backdrop(800, 450, C.amberSoft, '#f9d9a6', C.cream)}
      <path d="M0 320 H800 M0 200 H800 M260 0 V450 M560 0 V450" stroke="${C.white}" stroke-width="26" opacity="0.8"/>
      ${place(260, 200, mapPin(C.teal), 1.4)}
      ${place(560, 320, mapPin(C.coral), 1.4)}
      ${place(410, 130, checkBadge(44))}`,
    ),
  },
  'blog-checking-a-laptop': {
    widths: [400, 800],
    svg: svg(
      BLOG.width,
      BLOG.height,
      `${backdrop(800, 450, '#e8eefc', '#cdd9f6', C.white)}
      ${shadow(360, 390, 170)}
      ${place(360, 390, laptop(C.tealMid), 1.15)}
      ${place(560, 220, magnifier(), 1.2)}`,
    ),
  },
  'blog-caring-for-furniture': {
    widths: [400, 800],
    svg: svg(
      BLOG.width,
      BLOG.height,
      `${backdrop(800, 450, '#f5e9e2', '#eccbbd', C.cream)}
      <rect x="0" y="360" width="800" height="90" fill="#d9b49c"/>
      ${shadow(400, 372, 190)}
      ${place(400, 372, armchair(C.teal), 1.3)}
      ${place(610, 150, checkBadge(36, C.coral))}`,
    ),
  },

  // Testimonial portraits: people drawn simply, each with their own colours.
  ...Object.fromEntries(
    [
      [
        'portrait-farhana',
        { skin: '#c68a5e', hair: '#2b1b12', shirt: C.teal, bg: '#d9efe9', long: true },
      ],
      [
        'portrait-imran',
        { skin: '#a86d43', hair: '#1b120c', shirt: C.amber, bg: '#fdf1de', long: false },
      ],
      [
        'portrait-sadia',
        { skin: '#e0ac82', hair: '#5a3421', shirt: C.plum, bg: '#ece6f5', long: true },
      ],
      [
        'portrait-kamal',
        { skin: '#8d5a36', hair: '#3a3a3a', shirt: '#5b7fc7', bg: '#e3ebf9', long: false },
      ],
      [
        'portrait-nabila',
        { skin: '#b77b52', hair: '#111111', shirt: C.coral, bg: '#fbe4dc', long: true },
      ],
      [
        'portrait-arif',
        { skin: '#d39a6a', hair: '#6b4a2f', shirt: C.tealDark, bg: '#e0f0ec', long: false },
      ],
    ].map(([name, look]) => [name, { widths: [160], svg: portrait(look) }]),
  ),
};

/** A head-and-shoulders drawing in a 160 square. */
function portrait({ skin, hair, shirt, bg, long }) {
  const hairBack = long
    ? `<path d="M42 70 Q40 22 80 22 Q120 22 118 70 L122 128 H38 Z" fill="${hair}"/>`
    : '';
  const hairTop = long
    ? `<path d="M50 64 Q52 34 80 32 Q110 32 112 66 Q96 48 80 50 Q62 50 50 64 Z" fill="${hair}"/>`
    : `<path d="M50 66 Q48 30 80 30 Q112 30 110 66 Q104 46 80 46 Q58 46 50 66 Z" fill="${hair}"/>`;
  return svg(
    160,
    160,
    `<rect width="160" height="160" fill="${bg}"/>
    ${hairBack}
    <path d="M24 160 Q28 118 80 112 Q132 118 136 160 Z" fill="${shirt}"/>
    <rect x="70" y="92" width="20" height="24" rx="8" fill="${skin}"/>
    <ellipse cx="80" cy="70" rx="30" ry="34" fill="${skin}"/>
    ${hairTop}
    <circle cx="69" cy="72" r="3.2" fill="${C.ink}"/>
    <circle cx="91" cy="72" r="3.2" fill="${C.ink}"/>
    <path d="M70 88 Q80 96 90 88" fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`,
  );
}

await rm(OUTPUT, { recursive: true, force: true });
await mkdir(OUTPUT, { recursive: true });
let total = 0;
for (const [name, { widths, svg: art }] of Object.entries(pictures)) {
  for (const width of widths) {
    const file = `${name}-${width}.webp`;
    const bytes = await sharp(Buffer.from(art), { density: 144 })
      .resize({ width })
      .webp({ quality: 78, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(`${OUTPUT}${file}`, bytes);
    total += bytes.length;
    process.stdout.write(`${file}  ${bytes.length} bytes\n`);
  }
}
process.stdout.write(`${Object.keys(pictures).length} pictures, ${total} bytes in all\n`);
