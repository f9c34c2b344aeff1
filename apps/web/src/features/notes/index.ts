// What other features use of notes: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './notes.pl';
