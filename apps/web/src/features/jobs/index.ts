// What other features use of jobs: the only way in from outside the folder (scripts/lib/web-layers.mjs).
import './jobs.pl';
