// What other features use of safe-messages: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './safe-messages.pl';
