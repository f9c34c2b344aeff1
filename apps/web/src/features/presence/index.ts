// What other features use of presence: the only way in from outside the folder (scripts/lib/web-layers.mjs).

export { openMeetingWindow } from './meeting-windows';
export { OnlineAvatar } from './OnlineAvatar';
