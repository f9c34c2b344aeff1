/**
 * Diagrams drawn as SVG and rendered to PNG at seed time: the solution images of a few demo tasks
 * (original drawings, no external assets).
 */
export type TDemoSolutionImage = { taskSlug: string; fileName: string; svg: string };

const width = 480;
const height = 360;

/** y = x² − 2x − 15 on [−5, 7] with the solution set [−3, 5] of x² − 2x − 15 ≤ 0 marked on the x axis. */
function parabolaSvg() {
  const toX = (x: number) => 40 + ((x + 5) / 12) * 400;
  const toY = (y: number) => 30 + ((20 - y) / 36) * 300;
  const points = Array.from({ length: 121 }, (_, i) => {
    const x = -5 + i * 0.1;
    return `${toX(x).toFixed(1)},${toY(x * x - 2 * x - 15).toFixed(1)}`;
  });
  const ticks = [-4, -3, -2, -1, 1, 2, 3, 4, 5, 6]
    .map((x) => `<line x1="${toX(x)}" y1="${toY(0) - 4}" x2="${toX(x)}" y2="${toY(0) + 4}" stroke="#444"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <line x1="20" y1="${toY(0)}" x2="465" y2="${toY(0)}" stroke="#444" stroke-width="1.5"/>
  <line x1="${toX(0)}" y1="15" x2="${toX(0)}" y2="345" stroke="#444" stroke-width="1.5"/>
  <polygon points="465,${toY(0)} 455,${toY(0) - 5} 455,${toY(0) + 5}" fill="#444"/>
  <polygon points="${toX(0)},15 ${toX(0) - 5},25 ${toX(0) + 5},25" fill="#444"/>
  ${ticks}
  <line x1="${toX(-3)}" y1="${toY(0)}" x2="${toX(5)}" y2="${toY(0)}" stroke="#2f9e44" stroke-width="6" stroke-linecap="round"/>
  <polyline points="${points.join(' ')}" fill="none" stroke="#1c7ed6" stroke-width="3"/>
  <circle cx="${toX(-3)}" cy="${toY(0)}" r="6" fill="#2f9e44"/>
  <circle cx="${toX(5)}" cy="${toY(0)}" r="6" fill="#2f9e44"/>
  <circle cx="${toX(1)}" cy="${toY(-16)}" r="4" fill="#e8590c"/>
  <text x="${toX(-3) - 8}" y="${toY(0) + 22}" font-family="sans-serif" font-size="16" fill="#222">-3</text>
  <text x="${toX(5) - 4}" y="${toY(0) + 22}" font-family="sans-serif" font-size="16" fill="#222">5</text>
  <text x="${toX(1) + 8}" y="${toY(-16) + 4}" font-family="sans-serif" font-size="14" fill="#e8590c">W(1, -16)</text>
  <text x="300" y="40" font-family="sans-serif" font-size="16" fill="#1c7ed6">y = x² - 2x - 15</text>
</svg>`;
}

/** A triangle with sides 6 and 10 enclosing 150°, with the height onto the side of length 10. */
function triangleSvg() {
  const scale = 24;
  const ax = 40;
  const ay = 260;
  const bx = ax + 10 * scale;
  const angle = (150 * Math.PI) / 180;
  // C is placed from B so that the angle at B is 150°.
  const cx = bx - 6 * scale * Math.cos(angle);
  const cy = ay - 6 * scale * Math.sin(angle);
  const foot = cx;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <line x1="${bx}" y1="${ay}" x2="${foot}" y2="${ay}" stroke="#868e96" stroke-width="2" stroke-dasharray="6 5"/>
  <line x1="${cx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${foot.toFixed(1)}" y2="${ay}" stroke="#e8590c" stroke-width="2" stroke-dasharray="6 5"/>
  <polygon points="${ax},${ay} ${bx},${ay} ${cx.toFixed(1)},${cy.toFixed(1)}" fill="#d0ebff" stroke="#1c7ed6" stroke-width="3"/>
  <text x="${(ax + bx) / 2 - 8}" y="${ay + 26}" font-family="sans-serif" font-size="18" fill="#222">10</text>
  <text x="${((bx + cx) / 2 + 6).toFixed(1)}" y="${((ay + cy) / 2 - 6).toFixed(1)}" font-family="sans-serif" font-size="18" fill="#222">6</text>
  <text x="${bx - 34}" y="${ay - 10}" font-family="sans-serif" font-size="16" fill="#1c7ed6">150°</text>
  <text x="${(foot + 8).toFixed(1)}" y="${((ay + cy) / 2).toFixed(1)}" font-family="sans-serif" font-size="16" fill="#e8590c">h = 3</text>
  <text x="60" y="40" font-family="sans-serif" font-size="16" fill="#222">P = ½ · 10 · 6 · sin 150° = 15</text>
</svg>`;
}

export const demoSolutionImages: TDemoSolutionImage[] = [
  { taskSlug: 'nierownosc-kwadratowa-zbior-rozwiazan', fileName: 'parabola-nierownosc.png', svg: parabolaSvg() },
  { taskSlug: 'pole-trojkata-z-katem-rozwartym-150-stopni', fileName: 'trojkat-150-stopni.png', svg: triangleSvg() },
];
