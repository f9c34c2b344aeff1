import { webProject } from './vitest.projects.ts';

export default webProject(false);
