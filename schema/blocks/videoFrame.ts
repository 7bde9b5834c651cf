import { z } from 'zod';
import { about, blockBase, blockType, heading, text, webUrl } from '../fields';
import { checkHeaderAddress } from '../headerUrl';

const EMBED_EXAMPLE = 'https://www.youtube-nocookie.com/embed/VIDEO_ID';

/** An embedded video or document preview, with a button that opens it in a new tab. */
export const videoFrame = z.strictObject({
  type: blockType('videoFrame'),
  ...blockBase,
  heading,
  /** Names the frame for screen readers. */
  title: text.meta(about('Names the video for screen readers.', 'Grounding with the five senses')),
  // Its host goes into the security policy (frame-src): checked as written, before it is parsed.
  src: z.string().superRefine(checkHeaderAddress(EMBED_EXAMPLE)).pipe(webUrl).meta(about('The embed address of the video or document preview.', EMBED_EXAMPLE)),
  /** Where "Open in New Tab" goes; defaults to src. */
  openUrl: webUrl.optional().meta(about('Where the "Open in New Tab" button goes; defaults to src.')),
  openLabel: text.default('Open in New Tab').meta(about('The words on the open button.')),
  aspect: z.enum(['16:9', '4:3', '1:1']).default('16:9').meta(about('The frame\'s shape: width to height.')),
  caption: text.optional().meta(about('A line under the frame.')),
}).transform(({ openUrl, ...b }) => ({ ...b, openUrl: openUrl ?? b.src }))
  .meta({ id: 'videoFrame', ...about('An embedded video or document preview, with a button that opens it in a new tab.') });
