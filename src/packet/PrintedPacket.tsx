// The packet on paper (print only): a cover with the title, the note, the date, the crisis lines
// in the page's language and a QR code of the share link; then one section per resource with its
// address written out and, for a web address, a QR code of it.
import type { PacketData, PacketResource } from '../../schema/contract/packetFormat';
import type { Accounts, Expect } from '../../schema/contract/resource';
import { useShell } from '../data/context';
import { lineButtons } from '../data/crisisLines';
import { format } from '../data/format';
import type { SharedPacket } from './model';
import { versionOf } from './PacketEditor';
import { Qr } from './Qr';
import * as s from './packetPage.css';

/** What the printed packet shows of a resource (resource.ts, Accounts): its address written out stands for its host. */
type Shown = Expect<Accounts<PacketResource, 'url' | 'label' | 'description' | 'details' | 'kind' | 'versions', 'host'>>;

export function PrintedPacket({ data, packet, link }: { data: PacketData; packet: SharedPacket; link: string }) {
  const { ui: all, site, lang } = useShell();
  const ui = all.packet;
  const date = new Intl.DateTimeFormat(all.locale, { dateStyle: 'long' }).format(new Date());
  const { items } = packet;
  return (
    <div className={s.print} data-packet-print="">
      <section className={s.cover} data-packet-cover="">
        <h2 className={s.coverTitle}>{packet.title || ui.titleDefault}</h2>
        <p>{format(ui.prepared, { date })} · {site.name}</p>
        {packet.note && <p className={s.note}>{packet.note}</p>}
        {site.crisis && (
          <div className={s.crisis}>
            <h3>{ui.crisisHeading}</h3>
            <p>{site.crisis.title}</p>
            <ul>{site.crisis.lines.map((l, i) => <li key={i}><strong>{l.title}</strong>{`: ${[...lineButtons(l, lang, all).filter((b) => b.action.type === 'link' && b.action.target.kind === 'contact').map((b) => b.label), ...l.bullets].join(' · ')}`}</li>)}</ul>
          </div>
        )}
        <div className={s.qrRow}><Qr text={link} label={ui.scanPacket} size={140} /><span>{ui.scanPacket}</span></div>
      </section>
      {items.map((it, i) => {
        const r = data.resources[it.id]!;
        const v = versionOf(r, it);
        return (
          <section key={it.id} className={s.printItem} data-packet-item="">
            <p className={s.muted}>{format(ui.position, { n: i + 1, total: items.length })} · {all.tags.kinds[r.kind]}</p>
            <h3 className={s.printTitle}>{v.label}</h3>
            {v.description && <p>{v.description}</p>}
            {r.details && r.details.length > 0 && <p>{r.details.join(' · ')}</p>}
            <p className={s.address}>{v.url}</p>
            {/^https?:/.test(v.url) && <div className={s.qrRow}><Qr text={v.url} label={`${ui.scanResource}: ${v.label}`} /><span>{ui.scanResource}</span></div>}
          </section>
        );
      })}
    </div>
  );
}
