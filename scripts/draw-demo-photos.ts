/**
 * Draws the demo fleet's survey photos (server/seed/demo-photos/*.jpg): small JPEGs of tires,
 * treads and units, painted on a canvas in Chromium and kept in the repository (a few KB each).
 * Run once after changing a drawing: `node node_modules/tsx/dist/cli.mjs scripts/draw-demo-photos.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../bench/browser/chromium';

const OUT_DIR = join(import.meta.dirname, '..', 'server', 'seed', 'demo-photos');
const WIDTH = 480;
const HEIGHT = 360;

/** Each drawing is the body of a function of (ctx, w, h), run in the page. */
const DRAWINGS: Record<string, string> = {
  // A drive tire on its rim, seen from the side, on a yard's asphalt.
  'tire-sidewall': `
    const g = ctx.createLinearGradient(0, 0, 0, h); g.addColorStop(0, '#8a8f96'); g.addColorStop(1, '#4d5157');
    ctx.fillStyle = g; ctx.fillRect(0, 0, w, h);
    const cx = w / 2, cy = h / 2;
    ctx.fillStyle = '#1b1b1d'; ctx.beginPath(); ctx.arc(cx, cy, 160, 0, Math.PI * 2); ctx.fill();
    for (let i = 0; i < 48; i++) { const a = i * Math.PI / 24; ctx.strokeStyle = '#2c2c30'; ctx.lineWidth = 9;
      ctx.beginPath(); ctx.moveTo(cx + Math.cos(a) * 140, cy + Math.sin(a) * 140); ctx.lineTo(cx + Math.cos(a) * 160, cy + Math.sin(a) * 160); ctx.stroke(); }
    ctx.fillStyle = '#2a2a2e'; ctx.beginPath(); ctx.arc(cx, cy, 128, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#c9ccd1'; ctx.beginPath(); ctx.arc(cx, cy, 84, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#9aa0a8'; ctx.beginPath(); ctx.arc(cx, cy, 40, 0, Math.PI * 2); ctx.fill();
    for (let i = 0; i < 10; i++) { const a = i * Math.PI / 5; ctx.fillStyle = '#5d636b';
      ctx.beginPath(); ctx.arc(cx + Math.cos(a) * 58, cy + Math.sin(a) * 58, 7, 0, Math.PI * 2); ctx.fill(); }
    ctx.fillStyle = '#6b6b70'; ctx.font = 'bold 15px sans-serif'; ctx.textAlign = 'center';
    ctx.fillText('295/75R22.5', cx, cy - 100); ctx.fillText('LOAD RANGE G', cx, cy + 112);`,
  // The tread seen from above, four grooves and a wear bar.
  'tread-closeup': `
    ctx.fillStyle = '#232326'; ctx.fillRect(0, 0, w, h);
    for (let x = 40; x < w; x += 100) { ctx.fillStyle = '#0e0e10'; ctx.fillRect(x, 0, 26, h);
      ctx.fillStyle = '#3a3a3f'; ctx.fillRect(x + 10, 150, 6, 28); }
    for (let y = 0; y < h; y += 36) for (let x = 66; x < w; x += 100) { ctx.strokeStyle = '#141416'; ctx.lineWidth = 4;
      ctx.beginPath(); ctx.moveTo(x + 8, y); ctx.lineTo(x + 66, y + 18); ctx.stroke(); }
    ctx.fillStyle = '#d9b300'; ctx.fillRect(300, 60, 18, 240);
    ctx.fillStyle = '#f2f2f2'; ctx.font = 'bold 18px sans-serif'; ctx.fillText('8/32', 326, 190);`,
  // A tractor seen from the side.
  'unit-tractor': `
    ctx.fillStyle = '#b9d4ea'; ctx.fillRect(0, 0, w, h * 0.62);
    ctx.fillStyle = '#5f6368'; ctx.fillRect(0, h * 0.62, w, h);
    ctx.fillStyle = '#0b1f4b'; ctx.fillRect(70, 110, 170, 130); ctx.fillRect(230, 170, 190, 70);
    ctx.fillStyle = '#cfe3f5'; ctx.fillRect(90, 125, 80, 55);
    ctx.fillStyle = '#ffd100'; ctx.fillRect(70, 205, 350, 8);
    ctx.fillStyle = '#9aa0a8'; ctx.fillRect(245, 80, 10, 90);
    for (const x of [125, 320, 385]) { ctx.fillStyle = '#151517'; ctx.beginPath(); ctx.arc(x, 252, 34, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = '#c9ccd1'; ctx.beginPath(); ctx.arc(x, 252, 14, 0, Math.PI * 2); ctx.fill(); }`,
  // A dry van trailer with its tandem axles.
  'unit-trailer': `
    ctx.fillStyle = '#d7e4ee'; ctx.fillRect(0, 0, w, h * 0.64);
    ctx.fillStyle = '#6a6e73'; ctx.fillRect(0, h * 0.64, w, h);
    ctx.fillStyle = '#eef0f2'; ctx.fillRect(30, 70, 420, 150);
    ctx.strokeStyle = '#9aa0a8'; ctx.lineWidth = 2; for (let x = 60; x < 450; x += 30) { ctx.beginPath(); ctx.moveTo(x, 70); ctx.lineTo(x, 220); ctx.stroke(); }
    ctx.fillStyle = '#0b1f4b'; ctx.font = 'bold 34px sans-serif'; ctx.fillText('NORTHLINE', 120, 160);
    ctx.fillStyle = '#3c3f44'; ctx.fillRect(300, 220, 130, 14); ctx.fillRect(70, 220, 12, 40);
    for (const x of [330, 400]) { ctx.fillStyle = '#151517'; ctx.beginPath(); ctx.arc(x, 256, 30, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = '#c9ccd1'; ctx.beginPath(); ctx.arc(x, 256, 12, 0, Math.PI * 2); ctx.fill(); }`,
  // A worn shoulder: a tire's tread edge with irregular wear.
  'worn-shoulder': `
    ctx.fillStyle = '#3b3d41'; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1d1d20'; ctx.beginPath(); ctx.moveTo(0, 40); ctx.quadraticCurveTo(w / 2, 0, w, 40); ctx.lineTo(w, h); ctx.lineTo(0, h); ctx.fill();
    for (let x = 20; x < w; x += 44) { ctx.fillStyle = '#0a0a0b'; ctx.fillRect(x, 60 + Math.sin(x) * 10, 14, h); }
    ctx.fillStyle = 'rgba(160,160,165,0.55)'; ctx.beginPath(); ctx.ellipse(90, 220, 80, 120, 0.2, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = '#ffd100'; ctx.lineWidth = 4; ctx.beginPath(); ctx.ellipse(90, 220, 90, 130, 0.2, 0, Math.PI * 2); ctx.stroke();`,
  // A valve stem and pressure gauge.
  'valve-gauge': `
    ctx.fillStyle = '#202124'; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#c9ccd1'; ctx.beginPath(); ctx.arc(140, 190, 150, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#8d939b'; ctx.fillRect(230, 170, 90, 22);
    ctx.fillStyle = '#f7f7f7'; ctx.beginPath(); ctx.arc(370, 180, 80, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = '#0b1f4b'; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(370, 180, 80, 0, Math.PI * 2); ctx.stroke();
    for (let i = 0; i <= 10; i++) { const a = Math.PI * (0.75 + i * 0.15); ctx.beginPath();
      ctx.moveTo(370 + Math.cos(a) * 62, 180 + Math.sin(a) * 62); ctx.lineTo(370 + Math.cos(a) * 74, 180 + Math.sin(a) * 74); ctx.stroke(); }
    ctx.strokeStyle = '#c62828'; ctx.lineWidth = 4; ctx.beginPath(); ctx.moveTo(370, 180); ctx.lineTo(370 + Math.cos(Math.PI * 1.9) * 60, 180 + Math.sin(Math.PI * 1.9) * 60); ctx.stroke();
    ctx.fillStyle = '#0b1f4b'; ctx.font = 'bold 16px sans-serif'; ctx.textAlign = 'center'; ctx.fillText('PSI', 370, 230);`,
};

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    for (const [name, body] of Object.entries(DRAWINGS)) {
      const dataUrl = await page.evaluate(
        ({ body, w, h }) => {
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          new Function('ctx', 'w', 'h', body)(canvas.getContext('2d'), w, h);
          return canvas.toDataURL('image/jpeg', 0.72);
        },
        { body, w: WIDTH, h: HEIGHT },
      );
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(join(OUT_DIR, `${name}.jpg`), bytes);
      console.log(`${name}.jpg ${bytes.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
