import { useLocation } from 'wouter';
import { pathIn } from '../../schema/values/locales';
import { useRouteEntry, useShell } from '../data/context';
import { normalisePath } from '../data/routeClient';
import { buttonClass } from '../ui/Button/Button';
import * as s from './LanguageSwitch.css';

/**
 * The same page in the site's other language(s): its translation, else the nearest translated
 * page above it, else that language's home page (worked out by the schema into the route's data).
 * A plain link: the other language's pages carry their own menus and words, so it loads in full.
 * Its words are in the language it leads to, marked so, as screen readers should read them.
 */
export function LanguageSwitch() {
  const { lang, languages, site } = useShell();
  const [location] = useLocation();
  const path = normalisePath(location);
  const entry = useRouteEntry(path);
  if (languages.length < 2) return null;
  const routeAlternates = entry.status === 'ready' ? entry.data.alternates : undefined;
  // A page that is not there (or still loading): the other languages' home pages.
  const alternates = routeAlternates ?? languages.filter((l) => l.code !== lang).map((l) => ({ lang: l.code, href: pathIn('/', l.code, site.locales), exact: false }));
  return (
    <>
      {alternates.map((a) => {
        const name = languages.find((l) => l.code === a.lang)?.name ?? a.lang;
        return (
          <a key={a.lang} href={a.href} hrefLang={a.lang} lang={a.lang} data-language-switch="" className={`${buttonClass('ghost', 'sm')} ${s.link}`}>
            <span className={s.long}>{name}</span>
            <span className={s.short} aria-hidden="true">{a.lang.toUpperCase()}</span>
          </a>
        );
      })}
    </>
  );
}
