/**
 * The growth library's nine card pictures (public/images/library/*.svg, 640 × 400), each
 * drawing what its resource is: an estimate, a storm over a roof, a calculator, text scripts,
 * a referral, a review request and three video lessons. No text inside: shown as `<img>`, an
 * SVG cannot use the page's font.
 */
import { circle, colour as c, rect, star, tick } from './svg-kit.ts';

const W = 640;
const H = 400;

function frame(from: string, to: string, shapes: string[]) {
  const body = shapes.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity=".10"/></pattern><filter id="s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#06122a" flood-opacity=".28"/></filter></defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#d)"/>${circle(560, 40, 150, '#fff', 'fill-opacity=".07"')}${circle(60, 380, 120, '#fff', 'fill-opacity=".06"')}<g filter="url(#s)">${body}</g></svg>\n`;
}

const bar = (x: number, y: number, width: number, fill = c.line, height = 8) =>
  rect(x, y, width, height, fill, height / 2);

/** A round white play button over a lesson's picture. */
const play = (cx: number, cy: number) =>
  circle(cx, cy, 40, c.white) + `<path d="M${cx - 12} ${cy - 20}v40l32-20z" fill="${c.accent}"/>`;

export const libraryCovers: Record<string, () => string> = {
  'estimate-template': () =>
    frame('#1a46b0', '#3b82f6', [
      rect(220, 60, 200, 280, c.white, 14),
      rect(220, 60, 200, 52, c.navy, 14),
      rect(220, 96, 200, 16, c.navy),
      bar(240, 80, 90, '#33507a'),
      ...[0, 1, 2, 3].map(
        (index) => bar(240, 134 + index * 30, 100) + bar(370, 134 + index * 30, 30, c.brand100),
      ),
      rect(240, 262, 160, 1.5, c.line),
      bar(240, 276, 50, c.faint),
      rect(330, 270, 70, 22, c.accent, 6),
      `<path d="M244 316c8-14 14-14 18-4s9 8 14-2 10-6 14 2" fill="none" stroke="${c.navy}" stroke-width="2.5" stroke-linecap="round"/>`,
      tick(408, 70, 16, c.green),
    ]),

  'storm-season-playbook': () =>
    frame('#0b1f3a', '#1a46b0', [
      `<path d="M200 300l120-90 120 90v60H200z" fill="${c.white}"/>`,
      `<path d="M180 310l140-110 140 110" fill="none" stroke="${c.accent}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>`,
      rect(300, 300, 40, 60, c.brand100, 4),
      rect(226, 290, 44, 34, c.brand100, 4),
      rect(370, 290, 44, 34, c.brand100, 4),
      `<path d="M236 150a44 44 0 0 1 82-28 36 36 0 0 1 64 26 30 30 0 0 1-6 60H250a30 30 0 0 1-14-58z" fill="#dce8ff"/>`,
      `<path d="M318 196l-24 44h22l-14 40 40-54h-22l16-30z" fill="#fcd34d"/>`,
      ...[0, 1, 2, 3].map(
        (index) =>
          `<path d="M${262 + index * 30} 226l-8 18" stroke="#93c5fd" stroke-width="4" stroke-linecap="round"/>`,
      ),
    ]),

  'job-profit-calculator': () =>
    frame('#0f766e', '#14b8a6', [
      rect(170, 50, 170, 300, c.navy, 20),
      rect(188, 72, 134, 56, '#12305a', 10),
      bar(236, 96, 70, '#5eead4', 10),
      ...Array.from({ length: 12 }, (_, index) =>
        rect(
          188 + (index % 3) * 46,
          146 + Math.floor(index / 3) * 48,
          38,
          38,
          index % 3 === 2 ? c.accent : '#33507a',
          8,
        ),
      ),
      circle(420, 200, 84, c.white),
      `<path d="M420 200V116a84 84 0 0 1 79 56z" fill="${c.green}"/>`,
      `<path d="M420 200l79-28a84 84 0 0 1-22 90z" fill="${c.accent}"/>`,
      circle(420, 200, 36, c.white),
    ]),

  'follow-up-scripts': () =>
    frame('#c2410c', '#f97316', [
      rect(250, 30, 150, 340, c.navy, 26),
      rect(260, 40, 130, 320, c.white, 20),
      rect(278, 80, 84, 34, c.wash2, 12),
      rect(296, 126, 80, 46, c.brand, 12),
      rect(278, 184, 70, 30, c.wash2, 12),
      rect(296, 226, 80, 34, c.brand, 12),
      tick(360, 284, 12, c.green),
      rect(150, 120, 120, 60, c.white, 16),
      bar(168, 138, 80, c.line),
      bar(168, 156, 56, c.line),
      rect(380, 220, 120, 60, c.white, 16),
      bar(398, 238, 80, c.brand100),
      bar(398, 256, 60, c.brand100),
    ]),

  'referral-playbook': () =>
    frame('#4c1d95', '#7c3aed', [
      circle(200, 170, 40, '#fde68a'),
      `<path d="M130 300a70 70 0 0 1 140 0z" fill="${c.white}"/>`,
      circle(440, 170, 40, '#fecaca'),
      `<path d="M370 300a70 70 0 0 1 140 0z" fill="${c.white}"/>`,
      `<path d="M260 120c40-40 80-40 120 0" fill="none" stroke="#fcd34d" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      `<path d="M372 108l10 14-16 4" fill="none" stroke="#fcd34d" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
      rect(286, 230, 68, 56, c.accent, 8),
      rect(280, 216, 80, 20, '#fb923c', 6),
      rect(314, 216, 12, 70, '#fde68a'),
      `<path d="M320 216c-10-20-30-20-26-6s26 6 26 6 22 8 26-6-16-14-26 6z" fill="none" stroke="#fde68a" stroke-width="5"/>`,
    ]),

  'review-request-tool': () =>
    frame('#075985', '#0ea5e9', [
      rect(150, 90, 340, 220, c.white, 20),
      circle(200, 140, 24, '#fde68a'),
      bar(236, 128, 120, c.ink, 10),
      bar(236, 146, 80, c.faint),
      ...[0, 1, 2, 3, 4].map((index) => star(196 + index * 50, 208, 20)),
      bar(176, 252, 280, c.line),
      bar(176, 270, 220, c.line),
      rect(400, 50, 120, 60, c.accent, 16),
      `<path d="M420 110l-4 22 24-22z" fill="${c.accent}"/>`,
      ...[0, 1, 2].map((index) => star(428 + index * 32, 80, 11, c.white)),
    ]),

  'video-google-ads': () =>
    frame('#be123c', '#f43f5e', [
      rect(140, 70, 360, 260, c.white, 18),
      rect(164, 94, 312, 36, c.wash2, 18),
      circle(186, 112, 8, 'none', `stroke="${c.faint}" stroke-width="3"`),
      ...[0, 1, 2].map((index) => {
        const y = 152 + index * 56;
        return (
          (index === 0 ? rect(164, y - 6, 312, 50, c.accent50, 10) : '') +
          (index === 0 ? rect(176, y + 2, 30, 16, c.accent, 4) : '') +
          bar(index === 0 ? 214 : 176, y + 6, 180, index === 0 ? c.brand : c.brand100) +
          bar(176, y + 26, 240, c.line)
        );
      }),
      play(320, 200),
    ]),

  'video-lead-response': () =>
    frame('#b45309', '#f59e0b', [
      circle(320, 210, 120, c.white),
      circle(320, 210, 100, c.wash),
      rect(306, 60, 28, 30, c.white, 6),
      `<path d="M320 210V134" stroke="${c.navy}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M320 210l52 30" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M320 110a100 100 0 0 1 87 50L320 210z" fill="${c.accent}" fill-opacity=".25"/>`,
      circle(320, 210, 10, c.navy),
      circle(470, 110, 44, c.navy),
      `<path d="M476 80l-22 36h16l-6 26 24-38h-16z" fill="#fcd34d"/>`,
      play(170, 300),
    ]),

  'video-proposals': () =>
    frame('#3730a3', '#6366f1', [
      ...[0, 1, 2].map((index) => {
        const x = 150 + index * 118;
        const chosen = index === 1;
        return (
          rect(x, chosen ? 70 : 96, 104, chosen ? 250 : 210, c.white, 14) +
          (chosen ? rect(x, 70, 104, 8, c.accent, 4) : '') +
          bar(x + 18, (chosen ? 70 : 96) + 30, 50, c.ink, 10) +
          bar(x + 18, (chosen ? 70 : 96) + 54, 68, chosen ? c.accent : c.brand100, 14) +
          [0, 1, 2]
            .map(
              (line) =>
                tick(x + 24, (chosen ? 70 : 96) + 100 + line * 30, 7, chosen ? c.green : c.faint) +
                bar(x + 38, (chosen ? 70 : 96) + 96 + line * 30, 46),
            )
            .join('')
        );
      }),
      play(320, 330),
    ]),
};
