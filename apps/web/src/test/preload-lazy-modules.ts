// For the test files that share one worker's modules (project 'web'): the editor, which pages load lazily, is loaded
// before the first test. Otherwise a file that ends while the editor is still loading leaves the import running into
// the next file, or past the worker's end ("Cannot load … after the environment was torn down"). Once loaded it is
// cached, so every later file renders it at once; the first-load behaviour is tested in the isolated project.
import { beforeAll } from 'vitest';

beforeAll(async () => {
  await import('../components/editor/EditorWithCallbacks');
});
