import {
  policiesFor,
  type TFileListItem,
  type THomework,
  type TMathConcept,
  type TUploadedFile,
  type TViewer,
  type TViewerIn,
} from '@zadania/shared';

/** What the API adds to a task for the viewer of the request: stubbed servers answer with it too. */
export const withHomeworkPolicies = (task: Omit<THomework, 'policies'>, viewer: TViewer): THomework => ({
  ...task,
  policies: policiesFor(viewer, 'homework', {
    authorId: task.author?.id ?? null,
    status: task.status,
    adminReviewStatus: task.adminReview?.status ?? null,
  }),
});

/** What the API adds to a concept for the viewer of the request. */
export const withMathConceptPolicies = (concept: Omit<TMathConcept, 'policies'>, viewer: TViewer): TMathConcept => ({
  ...concept,
  policies: policiesFor(viewer, 'mathConcept', concept),
});

/** What GET /api/file adds to each of the viewer's own files. */
export const withFilePolicies = (file: TUploadedFile, owner: TViewerIn): TFileListItem => ({
  ...file,
  policies: policiesFor(owner, 'file', { ownerId: owner.id, assign: file.assign }),
});
