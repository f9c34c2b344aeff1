// What other features use of support: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './support.pl';
