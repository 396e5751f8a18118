// Draws the staff app's install icons (PNG, which every platform's home screen accepts) from their
// SVG sources with Chromium: `node scripts/render-app-icons.mjs` after an icon's SVG changes, and
// commit the PNGs. The build does not run it (no browser needed to build).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const PUBLIC = 'src/web/public';
const ICONS = [
  { source: `${PUBLIC}/favicon.svg`, out: `${PUBLIC}/icons/app-icon-192.png`, size: 192 },
  { source: `${PUBLIC}/favicon.svg`, out: `${PUBLIC}/icons/app-icon-512.png`, size: 512 },
  // Full bleed, the mark inside the safe circle: the platform cuts its own shape out of it.
  { source: `${PUBLIC}/icons/app-icon-maskable.svg`, out: `${PUBLIC}/icons/app-icon-maskable-512.png`, size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(icon.source, 'utf8').replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: icon.out, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(icon.out);
  }
} finally {
  await browser.close();
}
