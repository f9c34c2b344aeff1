// What other features use of admin-payments: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './admin-payments.pl';
