// What a resource is, for its badge, its icon and the search and catalogue filters. Plain data
// (no Zod), so the browser can import the labels without the schema.
import type { IconName } from './icons';

export const resourceKinds = [
  'worksheet', 'handout', 'pdf', 'document', 'video', 'article', 'toolkit', 'manual', 'crisis-line', 'app', 'training', 'website',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const kindLabels: Record<ResourceKind, string> = {
  worksheet: 'Worksheet', handout: 'Handout', pdf: 'PDF', document: 'Document', video: 'Video', article: 'Article',
  toolkit: 'Toolkit', manual: 'Manual', 'crisis-line': 'Crisis line', app: 'App', training: 'Training', website: 'Website',
};

export const kindIcons: Record<ResourceKind, IconName> = {
  worksheet: 'clipboard-list', handout: 'file-text', pdf: 'file-text', document: 'file-text', video: 'video', article: 'book-open',
  toolkit: 'compass', manual: 'book-open', 'crisis-line': 'life-buoy', app: 'smartphone', training: 'graduation-cap', website: 'globe',
};
