// What other features use of games-admin: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './games-admin.pl';
