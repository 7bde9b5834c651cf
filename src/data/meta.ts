/** The document title of a page: "Route title | Site name", or the site name alone on a page of that name. */
export const pageTitle = (title: string, siteName: string) => (title === siteName ? title : `${title} | ${siteName}`);
