/**
 * npm run lint:content — the content linter (issue 57 point 5, docs/generators.md "Content linter"): every
 * generator over seeds 1–200, every demo task and every mock item; one line per finding, exit 1 on any.
 */
import { lintAllContent } from './lint-content';
import { formatFinding } from './lint-unit';

const started = performance.now();
const { findings, units } = lintAllContent();
for (const finding of findings) console.log(formatFinding(finding));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`lint:content: ${units} units read in ${seconds} s, ${findings.length} findings.`);
process.exitCode = findings.length > 0 ? 1 : 0;
