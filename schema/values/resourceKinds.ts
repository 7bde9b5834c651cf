// What a resource is, for its badge, its icon and the search and catalogue filters. Plain data
// (no Zod), so the browser can import the labels without the schema.
import type { IconName } from './iconNames';

export const resourceKinds = [
  'worksheet', 'handout', 'pdf', 'document', 'video', 'article', 'toolkit', 'manual', 'crisis-line', 'app', 'training',
  'organisation', 'directory', 'website',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

/** The kind a link gets when neither its author nor its address says what it is. */
export const FALLBACK_KIND = 'website' satisfies ResourceKind;

/**
 * The kinds that are something to use with a client (a worksheet, a handout, a video, a toolkit, a
 * manual, a file): a link to one of them should lead to it, not to its publisher's home page. An
 * organisation, a directory, a crisis line or a training is rightly linked at its home page.
 */
export const toolKinds: readonly ResourceKind[] = ['worksheet', 'handout', 'pdf', 'document', 'video', 'toolkit', 'manual'];

export const kindLabels: Record<ResourceKind, string> = {
  worksheet: 'Worksheet', handout: 'Handout', pdf: 'PDF', document: 'Document', video: 'Video', article: 'Article',
  toolkit: 'Toolkit', manual: 'Manual', 'crisis-line': 'Crisis line', app: 'App', training: 'Training',
  organisation: 'Organisation', directory: 'Directory', website: 'Website',
};

export const kindIcons: Record<ResourceKind, IconName> = {
  worksheet: 'clipboard-list', handout: 'file-text', pdf: 'file-text', document: 'file-text', video: 'video', article: 'book-open',
  toolkit: 'compass', manual: 'book-open', 'crisis-line': 'life-buoy', app: 'smartphone', training: 'graduation-cap',
  organisation: 'building-2', directory: 'list', website: 'globe',
};
