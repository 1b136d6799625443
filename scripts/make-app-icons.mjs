// Draws the installed app's PNG icons (web manifest) from the favicon with Chromium, so the
// icons stay the logo. Run after changing src/web/public/favicon.svg: node scripts/make-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PUBLIC = 'src/web/public';
const logo = `data:image/svg+xml;base64,${readFileSync(`${PUBLIC}/favicon.svg`).toString('base64')}`;
// The logo's own background: a maskable icon is cropped to a circle or squircle by the phone,
// so it fills the square with that colour and keeps the logo inside the central safe zone.
const LOGO_BACKGROUND = '#4263eb';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(`${PUBLIC}/icons`, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logoSize = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;height:100vh;background:${
        maskable ? LOGO_BACKGROUND : 'transparent'
      }"><img src="${logo}" width="${logoSize}" height="${logoSize}"></body>`,
    );
    await page.screenshot({ path: `${PUBLIC}/icons/${file}`, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
