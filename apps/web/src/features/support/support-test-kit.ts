import type { TSupportNode, TSupportNodeSummary } from '@zadania/shared';

export const sectionId = 'aaaaaaaa-0000-4000-8000-000000000001';
export const articleId = 'aaaaaaaa-0000-4000-8000-000000000002';

const readerPolicies = { read: true, create: false, update: false, move: false, delete: false };
export const adminPolicies = { read: true, create: true, update: true, move: true, delete: true };

export function buildSummary(overrides: Partial<TSupportNodeSummary> = {}): TSupportNodeSummary {
  return {
    id: articleId,
    parentId: sectionId,
    slug: 'zmiana-hasla',
    title: 'Jak zmienić hasło?',
    description: 'Hasło zmienisz w ustawieniach.',
    position: 0,
    published: true,
    hasContent: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const section = buildSummary({
  id: sectionId,
  parentId: null,
  slug: 'konto',
  title: 'Konto',
  description: 'Logowanie, hasło i dane.',
  hasContent: false,
});

export const list = (items: TSupportNodeSummary[], policies = readerPolicies) => ({ items, policies });

export function buildNode(overrides: Partial<TSupportNode> = {}): TSupportNode {
  return {
    ...buildSummary(),
    content: '<p>Otwórz <strong>Bezpieczeństwo</strong> w menu konta.</p>',
    breadcrumbs: [{ id: sectionId, slug: 'konto', title: 'Konto' }],
    children: [],
    policies: { read: true, create: false, update: false, move: false, delete: false },
    ...overrides,
  };
}
