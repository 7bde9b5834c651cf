import { Heading } from '../ui/Heading';
import { useHeadingAnchor } from './anchors';
import { intro as introClass, sectionHeading } from '../styles/utils.css';

/** The optional heading and intro that many blocks share. */
export function BlockHeader({ heading, intro, level, id }: { heading?: string | undefined; intro?: string | undefined; level: number; id?: string }) {
  // The section's anchor (src/blocks/anchors.ts), so a link or a search result can lead here.
  const anchor = useHeadingAnchor();
  if (!heading && !intro) return null;
  return (
    <>
      {heading && <Heading level={level} className={sectionHeading} id={id ?? anchor}>{heading}</Heading>}
      {intro && <p className={introClass}>{intro}</p>}
    </>
  );
}
