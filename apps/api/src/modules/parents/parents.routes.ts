import {
  chatMessages,
  errorMessages,
  parentMessages as m,
  parentalConsentMessages,
  parentConversationMessages,
  parentEndpoints,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses, type TRoleDoor } from '../../lib/routes/route-options';

const pupils: TRoleDoor = { roles: ['USER'], refusal: m.codeOnlyPupil };
const parents: TRoleDoor = { roles: ['PARENT'], refusal: m.notParent };
const notLinked = `A child not linked to the viewer (or whose link waits for the child's confirmation) answers 404 '${errorMessages.userNotFound}', as one that does not exist.`;

/** The parent's place (issue 71): the child's side under /user/me, the parent's under /parent. */
export const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.parents;
  const route = endpointRoutes(app, { tags: ['Parents'], errors: errorResponses(400, 401, 403, 404) });

  route.signedIn(
    parentEndpoints.parentCode,
    {
      summary: 'A code for a parent to link with this pupil (USER), valid 24 hours',
      description: `8 characters without look-alikes; only its hash is stored and a new code replaces the earlier one. Single use. Any other role: 403 '${m.codeOnlyPupil}'. Allowed while the pupil waits for the parent's consent.`,
      errors: errorResponses(401, 403),
      door: pupils,
    },
    async ({ viewer }) => service.createParentCode(viewer),
  );

  route.signedIn(
    parentEndpoints.myParents,
    {
      summary: "The pupil's linked parents or guardians, and what they see",
      description: `Links waiting for the pupil's confirmation too (confirmed: false). \`sees\` is '${m.parentSees}'.`,
      errors: errorResponses(401, 403),
      door: pupils,
    },
    async ({ viewer }) => service.listMyParents(viewer),
  );

  route.signedIn(
    parentEndpoints.confirmParent,
    {
      summary: "A pupil of 16 or more confirms a parent's link",
      description: `Answers '${m.linkConfirmed}'. Not linked: 404 '${errorMessages.userNotFound}'; already confirmed: 400 '${m.linkNotPending}'.`,
      door: pupils,
    },
    async ({ viewer, params }) => service.confirmParent(viewer, params.parentId),
  );

  route.signedIn(
    parentEndpoints.pauseParentLetter,
    {
      summary: 'A pupil of 16 or more pauses or resumes the weekly letter about them to one parent',
      description: `Answers '${m.letterSaved}'. A pupil under 16 (or without a birth year): 403. Not linked: 404 '${errorMessages.userNotFound}'.`,
      door: pupils,
    },
    async ({ viewer, params, body }) => service.pauseParentLetter(viewer, params.parentId, body.paused),
  );

  route.signedIn(
    parentEndpoints.children,
    {
      summary: "The parent's linked children, each with this week's line",
      description: `Consent CONFIRMED, AWAITING, WITHDRAWN or NOT_NEEDED (no consent was needed); answers this week (since Monday, Warsaw time), late assignments and pending purchase requests. A link waiting for the child (16 or more) is listed with linkConfirmed false and zero figures. Any other role: 403 '${m.notParent}'.`,
      errors: errorResponses(401, 403),
      door: parents,
    },
    async ({ viewer }) => service.listChildren(viewer),
  );

  route.signedIn(
    parentEndpoints.linkChild,
    {
      summary: 'Link with a child by the code the child made, or by the consent link just used',
      description: `A wrong, expired or used code, or a consent link whose consent is not given: 400 '${m.codeInvalid}'. Already linked: 409 '${m.alreadyLinked}'. A child with two parents: 409 '${m.tooManyParents}'. A child under 16: '${m.linked}'; 16 or more confirms it first: '${m.awaitingChild}'. The child is notified. Any other role: 403 '${m.notParent}'.`,
      errors: errorResponses(400, 401, 403, 409),
      door: parents,
    },
    async ({ viewer, body }) => service.linkChild(viewer, body),
  );

  route.signedIn(
    parentEndpoints.childProgress,
    {
      summary: 'What the parent sees of one linked child',
      description: `Practice this week and the four before (answers, correct, minutes: each answer its own time, else the gap since the previous one, at most 10 minutes), the student model's counts, the child's own assignments (TODO, DONE, LATE, with their percent and proposed mark), finished mock exams with the forecast, Premium, tokens and tutoring lessons. Never another pupil's data, answers' text or chats. ${notLinked}`,
      door: parents,
    },
    async ({ viewer, params }) => service.getChildProgress(viewer, params.id),
  );

  route.signedIn(
    parentEndpoints.childConversations,
    {
      summary: "The child's conversations with adults: with whom, how many messages, when",
      description: `Every chat room the child shares with an adult (a TEACHER, an ADMIN, a USER of 18 or more), the most recently active first; only messages the child sees are counted (not held ones, not those waiting for the morning). \`canReadText\` is false for a child of 16 or more (the list only). ${notLinked}`,
      door: parents,
    },
    async ({ viewer, params }) => service.listChildConversations(viewer, params.id),
  );

  route.signedIn(
    parentEndpoints.childConversation,
    {
      summary: "One of the child's conversations with adults, read-only, the oldest message first",
      description: `A child under 16 (or of no known birth year) only: each message as plain text with its files' names and, when edited, its earlier texts; 50 a page. Never a held message or one not delivered yet: the parent sees what the child sees. A child of 16 or more: 403 '${parentConversationMessages.textHidden}'. A room that is not the child's or has no adult in it: 404 '${chatMessages.roomNotFound}'. ${notLinked}`,
      door: parents,
    },
    async ({ viewer, params, query }) => service.getChildConversation(viewer, params.id, params.roomId, query),
  );

  route.signedIn(
    parentEndpoints.withdrawConsent,
    {
      summary: "Withdraw the consent given for a child's account",
      description: `Answers '${m.consentWithdrawn}'. From its next request the child's account may only practise (403 '${parentalConsentMessages.awaiting}' elsewhere); the child is told '${m.consentWithdrawnNotice}'. No consent given: 400 '${m.consentNotGiven}'. The consent is given again only by a new consent link the child asks for. ${notLinked}`,
      door: parents,
    },
    async ({ viewer, params }) => service.withdrawConsent(viewer, params.id),
  );

  route.signedIn(
    parentEndpoints.childLetter,
    {
      summary: 'Switch the weekly letter about one child on or off',
      description: `Answers '${m.letterSaved}'. ${notLinked}`,
      door: parents,
    },
    async ({ viewer, params, body }) => service.switchChildLetter(viewer, params.id, body.enabled),
  );
};
