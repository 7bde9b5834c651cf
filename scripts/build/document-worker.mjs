// @ts-check
// A thread of the search documents' pool (search-documents.mjs): reads a page the build wrote and
// answers with its search document (search-document.mjs pageDocument). Its share of the site's
// acronyms goes back when the pool closes.
import { readFileSync } from 'node:fs';
import { mainOf, pageDocument } from './search-document.mjs';
import { acronymCollector } from './search-terms.mjs';
import { serveTasks } from './thread-pool.mjs';
import { resourceAnchor } from '../../schema/contract/resourceEntry.mjs';

/**
 * One document.
 * @typedef {object} DocumentTask
 * @property {import('./search-document.mjs').Route} route What the document needs of its page's route.
 * @property {string | null} page The page's file, or null for a page of another language whose
 *   resources this index holds without its text.
 * @property {Omit<import('./search-document.mjs').PageAbout, 'sections'> & { sections: import('../../src/server/searchRecords').ResourceSection[] }} about Its sections come without their anchors, made here.
 */

const acronyms = acronymCollector();

serveTasks((/** @type {DocumentTask} */ t) => {
  const main = t.page === null ? null : mainOf(readFileSync(t.page));
  // The site's acronyms are in its pages' text (a resource's name and description are in the
  // list that shows it), so the resources' sections need not be read for them again.
  if (main !== null) acronyms.add(main);
  const sections = t.about.sections.map((sec) => ({ ...sec, anchor: resourceAnchor(sec.entry) }));
  return pageDocument(t.route, main, { ...t.about, sections });
}, () => acronyms.counts());
