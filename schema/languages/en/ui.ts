// The interface's own words in English, exactly as the site shows them: everything the app says
// that is not the site's content (data/site.json is translated in its own file). The build puts
// one locale's strings in each page's shell data (src/server/render.tsx shellData), so the
// browser's JavaScript holds none. `{name}` is a value filled in (src/data/format.ts); an object
// { one, other } is a count's plural forms, chosen by Intl.PluralRules for `locale`. English's
// keys are every language's (UiStrings, ../parts.ts).
// Plain data, no imports but types: the build reads it in Node.
import type { Audience, Facet } from '../../values/facetValues';
import type { ResourceKind } from '../../values/resourceKinds';

export const ui = {
  /** The BCP 47 tag for Intl: dates ("November 2026"), plurals, language names, sorting. */
  locale: 'en-US',
  /** The language's own name, for a language switcher. */
  languageName: 'English',
  /** The offer of a page's translation into this language, shown on the page in another language
   * to a visitor whose browser prefers this one (src/shell/LanguageOffer.tsx): so it is written in
   * this language, the visitor's, not the page's. */
  languageOffer: {
    text: 'This page is also in English.',
    go: 'View in English',
    /** The name of its close button (an ×): the offer does not come back. */
    close: 'No, thanks',
  },

  header: {
    skipLink: 'Skip to main content',
    /** Read after the site's name in the logo link (visually hidden), so it names the home page. */
    homeSuffix: ', home',
    openSearch: 'Search',
    closeSearch: 'Close search',
  },
  nav: {
    /** The menus' landmark name (desktop, phone and no-JavaScript menus). */
    main: 'Main',
    crisisHelp: 'Crisis help',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    breadcrumb: 'Breadcrumb',
    inGuide: 'In this guide: {guide}',
    previous: 'Previous',
    next: 'Next',
  },
  footer: {
    quickLinks: 'Quick Links',
    contact: 'Contact',
    email: 'Email: {email}',
    phone: 'Phone: {phone}',
  },
  page: {
    /** Before a block written in another language than the page's (a translation that keeps a block in English). */
    otherLanguage: 'This section is in {language}.',
    /** {month}: the month and year, as Intl writes them for `locale` ("November 2026"). */
    reviewed: 'Reviewed {month}',
    loading: 'Loading…',
    /** The hero's badges, as a list. */
    highlights: 'Highlights',
    /** After the words of a link that opens a new tab (visually hidden). */
    newTab: '(opens in new tab)',
    /** The landmark of the notices (toasts). */
    notices: 'Notices',
    /** The video frame's button: {title} is the video's. */
    playVideo: 'Play here: {title}',
  },
  /** A crisis line's buttons, made from its numbers (site.crisis.lines' call, textTo, textWords). */
  crisisLine: {
    call: 'Call {number}',
    /** {hint}: what to press once connected ("press 2"). */
    callHint: 'Call {number} ({hint})',
    text: 'Text {number}',
    /** {word}: the word to send first (HOME). */
    textWord: 'Text {word} to {number}',
  },
  form: {
    /** Beside a form that sends nothing (no "delivery"); {email} is the site's e-mail, a link. */
    notSent: 'This form does not send messages yet. To reach us, write to {email}.',
    sending: 'Sending…',
    /** On submit of a form that sends nothing; what was typed stays. */
    nothingSent: 'Nothing was sent: this form does not send messages yet. What you typed is still here.',
    /** The notice once a message was delivered, when the form gives none of its own. */
    sent: 'Your message was sent.',
    /** {reason}: one of the three below. */
    failed: 'Your message was not sent: {reason}. It is still in the form.',
    /** {status}: the HTTP status the service answered with. */
    server: 'the service answered with an error ({status})',
    network: 'the connection failed',
    /** A 404, 405 or 501: this address takes no messages (a host without form handling). */
    unsupported: 'this site cannot receive messages here ({status})',
    /** The service was reached but its answer cannot be read here (no CORS headers): it may have arrived. */
    unconfirmed: 'We could not confirm that your message arrived: the service answered in a way this page cannot read. It may have been sent, so please do not send it again.',
    /** No answer within the form's timeout: the page keeps waiting, and a late answer replaces this. */
    noAnswer: 'No answer yet from the form service: your message may still arrive, and this page will say so here if it does. Please wait a minute before you send it again.',
    /** After any of these; {email} is the site's e-mail, a link that opens a mail with the message in it. */
    writeInstead: 'You can also write to {email}.',
    retry: 'Try again',
    /** The label of the field only bots fill in (hidden from people and screen readers). */
    honeypot: 'Leave this field empty',
    /** Beside a field, and in the list above the send button; {label} is the field's label. */
    missing: 'Enter {label}.',
    badEmail: 'Enter {label} as an e-mail address, like name@example.org.',
    /** Above the list of fields to correct. */
    fix: 'Please correct these fields:',
  },
  loadFailed: {
    title: 'This page could not be loaded',
    /** {detail}: what went wrong, as the network or the data client says it. */
    connection: 'Please check your connection and try again. ({detail})',
    outdated: 'The site has been updated since this tab was opened: reload the page.',
    renderFailed: 'Something on this page could not be shown. Try again, or reload the page.',
    retry: 'Try again',
    reload: 'Reload the page',
  },
  search: {
    submit: 'Search',
    loading: 'Loading search…',
    searching: 'Searching…',
    offline: 'Search is not available offline. The crisis lines and the pages you have opened before still work.',
    failed: 'Search is not available right now. Please try again.',
    /** Its code could not load (offline, or an outdated tab). */
    unavailable: 'Search is not available right now. Please reload the page and try again.',
    /** A query about a crisis: the crisis lines show above the results; {status} is the count. */
    crisisFirst: 'Crisis lines are shown first. {status}',
    crisisNoResults: 'Help is available: the crisis lines are shown below.',
    noResults: 'No results',
    needWords: 'Type a word that says what you are looking for, like “sleep”, “grief” or “worksheet”.',
    nearTopics: 'Topics close to your words:',
    count: { one: '{n} result', other: '{n} results' },
    /** A big site's results are read the best first: the count of those read so far, when there are more. */
    countMore: { one: 'More than {n} result', other: 'More than {n} results' },
    /** {results}: the count ("12 results"). */
    forQuery: '{results} for “{query}”',
    resultsFor: 'Results for {query}',
    results: 'Results',
    seeAll: { one: 'See all {n} result', other: 'See all {n} results' },
    showMore: 'Show more results ({n} more)',
    /** With more results than the count says (countMore). */
    seeAllMore: 'See all results',
    showMoreOpen: 'Show more results',
    tryOther: 'Try other or fewer words, check the spelling, or clear the filters. Or start from a guide:',
    allGuides: 'All guides',
    allTypes: 'All types',
  },
  catalogue: {
    loading: 'Loading the resources…',
    filtering: 'Filtering…',
    count: { one: '{n} resource', other: '{n} resources' },
    /** Words on a big site: the resources of the best results, when the search holds more. */
    countMore: { one: 'More than {n} resource', other: 'More than {n} resources' },
    /** {count}: "240 resources"; {n}: how many the page lists before "Show all". */
    firstListed: '{count}; the first {n} are listed here',
    /** {count}: "3 resources"; {filters}: the chosen filters' values, joined by commas. */
    filtered: '{count}: {filters}',
    /** The words filtered by, among the chosen filters. */
    quoted: '“{words}”',
    offline: 'The filters are not available offline. Clear them to see the resources this page lists.',
    failed: 'The filters are not available right now ({detail}).',
    showAll: 'Show all {n} resources',
    showMore: 'Show more ({n} more)',
    noMatch: 'No resource matches all of these filters. Remove one, or clear them all.',
    filterLabel: 'Filter resources',
    words: 'Words',
    wordsExample: 'e.g. grounding',
    /** Each filter's choice of every value. */
    all: { topic: 'All', kind: 'All', audience: 'All', age: 'All', language: 'All', cost: 'All', guide: 'All' } satisfies Record<Facet, string>,
    clearAll: 'Clear all',
    /** The heading of resources listed outside any guide. */
    otherPages: 'Other pages',
    /** The list of a resource's tags. */
    aboutResource: 'About this resource',
    listedOn: 'Listed on {page}',
    listedOnMore: { one: 'Listed on {page} and {n} more page', other: 'Listed on {page} and {n} more pages' },
    /** Under the filters, so an empty filter is not read as "none exists". {n}: the resources in scope. */
    coverage: {
      one: "Tags come from each publisher's own page and are left empty where it does not say. Audience is given for {audience} of {n} resource, ages for {ages} and cost for {cost}.",
      other: "Tags come from each publisher's own page and are left empty where it does not say. Audience is given for {audience} of {n} resources, ages for {ages} and cost for {cost}.",
    },
  },
  /** The tags' names as people see them: filters, badges, a result's kind. Languages are named by
   * Intl for `locale` (src/data/tagLabels.ts). */
  tags: {
    facets: { topic: 'Topic', kind: 'Type', audience: 'Audience', age: 'Ages', language: 'Language', cost: 'Cost', guide: 'Guide' } satisfies Record<Facet, string>,
    kinds: {
      page: 'Page', worksheet: 'Worksheet', handout: 'Handout', pdf: 'PDF', document: 'Document', video: 'Video', article: 'Article',
      toolkit: 'Toolkit', manual: 'Manual', 'crisis-line': 'Crisis line', app: 'App', training: 'Training', website: 'Website',
      organisation: 'Organisation', directory: 'Directory',
    } satisfies Record<ResourceKind | 'page', string>,
    audiences: {
      clinician: 'Clinicians', caregiver: 'Parents and caregivers', youth: 'Children and youth', educator: 'Educators',
    } satisfies Record<Audience, string>,
    costs: { free: 'Free', paid: 'Paid' },
    /** {ages}: a band or a range as written, with an en dash ("12–18", "11+"). */
    ages: 'Ages {ages}',
  },
  /** The family packet: "Add to packet" beside resources, the header's link, and the packet page. */
  packet: {
    add: 'Add to packet',
    /** On a list of resources: adds every one. */
    addAll: 'Add all to packet',
    /** The same button once its resources are in the packet (pressing it takes them out). */
    added: 'In packet',
    /** The header link's name (visually hidden beside the icon and the count). */
    indicator: 'Your packet',
    loading: 'Loading your packet…',
    noScript: 'The packet is kept in this browser only, and needs JavaScript.',
    failed: 'The packet could not be loaded right now ({detail}). Please try again.',
    empty: 'Your packet is empty. Choose "Add to packet" beside any resource: in the guides, the search results or the resource catalogue.',
    privacy: 'Your packet is kept in this browser only. Nothing is sent to us or stored on a server.',
    titleLabel: 'Title for the family',
    titleDefault: 'Resources for your family',
    noteLabel: 'A note for the family (optional)',
    /** Under a text field with a length limit. */
    charsLeft: '{n} characters left',
    itemsHeading: 'In this packet',
    count: { one: '{n} resource', other: '{n} resources' },
    moveUp: 'Move up: {title}',
    moveDown: 'Move down: {title}',
    remove: 'Remove: {title}',
    /** Announced after a move: {n} is the new position. */
    moved: '{title} is now number {n}.',
    removed: '{title} was removed.',
    clear: 'Clear the packet',
    cleared: 'The packet is empty.',
    /** A resource that has a version in another language: {language} as Intl names it ("Spanish"). */
    useVersion: 'Use the version in {language}',
    print: 'Print the packet',
    shareHeading: 'Share',
    shareHint: 'This link rebuilds the packet on any device. It holds only the list, the title and the note, and nothing is stored on a server.',
    shareLabel: 'Link to this packet',
    copy: 'Copy the link',
    copied: 'The link is copied.',
    copyFailed: 'The link could not be copied: select it and copy it.',
    sharedHeading: 'A packet shared with you',
    sharedIntro: 'Someone shared this list of resources with you. Save it to keep it in this browser, and change it there.',
    save: 'Save to my packet',
    saved: 'Saved to your packet.',
    /** A shared link naming resources the site no longer lists. */
    missing: { one: '{n} resource in this link is no longer on the site.', other: '{n} resources in this link are no longer on the site.' },
    badLink: 'This link is not a packet link the site can read: it may have been cut short or changed. Ask for the link again. Nothing from it was used.',
    longLink: 'This link is too long to be a packet link. Nothing from it was used.',
    /** The printed cover. {date}: the day, as Intl writes it. */
    prepared: 'Prepared {date}',
    crisisHeading: 'If you are in crisis',
    scanPacket: 'Scan to open this packet on a phone',
    scanResource: 'Scan to open',
    /** Before each printed resource: {n} of {total}. */
    position: '{n} of {total}',
  },
};
