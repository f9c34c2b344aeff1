// What other features use of homework-editor: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './homework-editor.pl';
