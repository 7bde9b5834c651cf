import { useShell } from '../data/context';
import { format } from '../data/format';
import { SmartLink } from '../ui/SmartLink';
import { container } from '../styles/utils.css';
import * as s from './Footer.css';
import { LanguageOffer } from './LanguageOffer';

export function Footer() {
  const { site, ui } = useShell();
  const f = site.footer;
  // The language offer follows the footer: at the page's end, so its sticky bar moves nothing.
  return (<>
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.grid}>
          <div>
            <p className={s.brand}>{site.name}</p>
            <p className={s.blurb}>{f.blurb}</p>
          </div>
          <nav aria-labelledby="footer-quick">
            <h2 className={s.heading} id="footer-quick">{ui.footer.quickLinks}</h2>
            <ul className={s.list}>
              {f.quickLinks.map((l, i) => <li key={i}><SmartLink to={l.href} className={s.link} lang={l.lang}>{l.label}</SmartLink></li>)}
            </ul>
          </nav>
          <div>
            <h2 className={s.heading}>{f.resourcesHeading}</h2>
            <ul className={s.list}>
              {f.resources.map((r, i) => <li key={i}>{r.href ? <SmartLink to={r.href} className={s.link}>{r.label}</SmartLink> : r.label}</li>)}
            </ul>
          </div>
          <div>
            <h2 className={s.heading}>{ui.footer.contact}</h2>
            <ul className={s.list}>
              <li>{format(ui.footer.email, { email: f.email })}</li>
              <li>{format(ui.footer.phone, { phone: f.phone })}</li>
              <li><SmartLink to={f.services.href} className={s.link} lang={f.services.lang}>{f.services.label}</SmartLink></li>
            </ul>
          </div>
        </div>
        <p className={s.bottom}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {f.copyright}
        </p>
      </div>
    </footer>
    <LanguageOffer />
  </>);
}
