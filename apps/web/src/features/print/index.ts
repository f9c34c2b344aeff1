// What other features use of print: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { ListPdfButton } from './ListPdfButton';
export { PrintSheet, usePrintReady } from './PrintSheet';
