import { Heading } from '../ui/Heading';
import { intro as introClass, sectionHeading } from '../styles/utils.css';

/** The optional heading and intro that many blocks share. */
export function BlockHeader({ heading, intro, level, id }: { heading?: string | undefined; intro?: string | undefined; level: number; id?: string }) {
  if (!heading && !intro) return null;
  return (
    <>
      {heading && <Heading level={level} className={sectionHeading} id={id}>{heading}</Heading>}
      {intro && <p className={introClass}>{intro}</p>}
    </>
  );
}
