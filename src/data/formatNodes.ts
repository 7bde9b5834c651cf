import { createElement, Fragment, type ReactNode } from 'react';
import { templateParts } from './format';

/** An interface string with elements among its values ("Listed on {page}", page a link). Each
 * part is a child of its own, so it renders as the same text written inline in JSX does. */
export const formatNodes = (template: string, values: Record<string, ReactNode>): ReactNode =>
  createElement(Fragment, null, ...templateParts(template, values));
