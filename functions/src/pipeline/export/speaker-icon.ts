/** The picture of a slide's narration, as PowerPoint shows a sound while the deck is edited. */
import { createCanvas } from '@napi-rs/canvas';
import { THEME_COLORS } from '../draw/index.js';

/**
 * A 96-pixel loudspeaker in the theme's navy, as PNG. PowerPoint needs a picture for every sound on
 * a slide; this one sits beside the slide and is hidden during the show.
 */
export async function speakerIcon(): Promise<Uint8Array> {
  const size = 96;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `#${THEME_COLORS.navy}`;
  ctx.beginPath();
  ctx.moveTo(14, 36);
  ctx.lineTo(32, 36);
  ctx.lineTo(54, 16);
  ctx.lineTo(54, 80);
  ctx.lineTo(32, 60);
  ctx.lineTo(14, 60);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = `#${THEME_COLORS.navy}`;
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  for (const radius of [14, 26]) {
    ctx.beginPath();
    ctx.arc(56, 48, radius, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  }
  return canvas.encode('png');
}
