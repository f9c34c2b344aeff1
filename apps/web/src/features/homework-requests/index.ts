// What other features use of homework-requests: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { DisputesSection, RequestDisputeList } from './RequestDisputeList';
export { disputeTexts } from './request-dispute-texts';
