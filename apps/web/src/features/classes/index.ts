// What other features use of classes: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './classes.pl';
