import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A web build folder for an app under test (`WEB_DIST`): each file by its path in the folder, with its content. */
export async function writeWebBuild(files: Record<string, string | Buffer>) {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-web-'));
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(webDist, name)), { recursive: true });
    await fs.writeFile(path.join(webDist, name), content);
  }
  return webDist;
}
