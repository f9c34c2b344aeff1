import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it (keeping the layout), no-break spaces as plain ones. */
export async function pdfText(pdf: Buffer) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
