// Which part of the site the form shows, and what opening one does on any screen: the toolbar and
// (on a phone) the row under it stay at the top, so they are measured and what is brought into view
// goes below them (the stylesheet reads --editor-sticky-h); whatever opens a part (the sidebar, Add
// page, a place found, a problem's Show) brings its field or heading into view and, but for a part
// chosen in the sidebar beside the form, the focus to it. Also whether the status line is cut short.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Path } from './formDescription';
import { revealField } from './FindBox';
import type { FocusAfter, Section } from './Sidebar';

export function useOpenPart(message: string) {
  const [section, setSection] = useState<Section>('site');
  /** What to do once a part just opened is in the page: a field to bring into view and focus, or
   * its heading to bring into view and where the focus goes (n: each request its own). */
  const [after, setAfter] = useState<{ n: number; path?: Path; focus: FocusAfter } | null>(null);
  const openPart = useCallback((s: Section, how: { path?: Path; focus?: FocusAfter } = {}) => {
    setSection(s);
    setAfter((a) => ({ n: (a?.n ?? 0) + 1, focus: how.focus ?? 'stay', ...(how.path ? { path: how.path } : {}) }));
  }, []);
  // Each ref is the same object for the component's life, so the callbacks below need not list them.
  const refs = {
    toolbar: useRef<HTMLElement>(null),
    side: useRef<HTMLDivElement>(null),
    heading: useRef<HTMLHeadingElement>(null),
    formBox: useRef<HTMLDivElement>(null),
    statusLine: useRef<HTMLParagraphElement>(null),
  };
  const [wholeStatus, setWholeStatus] = useState(false);
  const [statusCut, setStatusCut] = useState(false);

  // What stays at the top of the window, measured, and whether the status line is cut short.
  const measure = useCallback(() => {
    const bar = refs.toolbar.current?.offsetHeight ?? 0;
    const side = refs.side.current;
    const row = side && getComputedStyle(side).flexDirection === 'row' ? side.offsetHeight : 0;
    document.documentElement.style.setProperty('--editor-toolbar-h', `${bar}px`);
    document.documentElement.style.setProperty('--editor-sticky-h', `${bar + row}px`);
    const st = refs.statusLine.current;
    setStatusCut(!!st && st.scrollHeight > st.clientHeight + 1);
    return bar + row;
  }, []);
  useLayoutEffect(() => {
    measure();
    const watch = new ResizeObserver(measure);
    for (const el of [refs.toolbar.current, refs.side.current, refs.statusLine.current]) if (el) watch.observe(el);
    return () => watch.disconnect();
  }, [measure]);
  useLayoutEffect(() => {
    setWholeStatus(false);
    const st = refs.statusLine.current;
    setStatusCut(!!st && st.scrollHeight > st.clientHeight + 1);
  }, [message]);

  // Once a part just opened is in the page: its field, or its heading, into view, and the focus.
  useEffect(() => {
    if (!after) return;
    // The toolbar as it is now (a new status may have made it taller): what is brought into view goes below it.
    const covered = measure();
    if (after.path && revealField(after.path)) return;
    const h = refs.heading.current;
    if (!h) return;
    const top = h.getBoundingClientRect().top;
    if (top < covered || top > innerHeight * 0.6) h.scrollIntoView({ block: 'start' });
    if (after.focus === 'heading' || after.path) h.focus({ preventScroll: true });
    else if (after.focus === 'first') (refs.formBox.current?.querySelector<HTMLElement>('input, select, textarea') ?? h).focus({ preventScroll: true });
  }, [after, measure]);

  return { section, setSection, openPart, refs, statusCut, wholeStatus, setWholeStatus };
}
