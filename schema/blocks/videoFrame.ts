import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, text, webUrl } from '../model/fields';
import { checkHeaderAddress } from '../model/headerUrl';

const EMBED_EXAMPLE = 'https://www.youtube-nocookie.com/embed/VIDEO_ID';

/** An embedded video or document preview, with a button that opens it in a new tab. */
export const videoFrame = z.strictObject({
  type: blockType('videoFrame'),
  ...blockBase,
  heading,
  /** Names the frame for screen readers. */
  title: text.meta(about('Video name for screen readers', 'Names the video for screen readers.', 'Grounding with the five senses')),
  // Its host goes into the security policy (frame-src): checked as written, before it is parsed.
  src: z.string().superRefine(checkHeaderAddress(EMBED_EXAMPLE)).pipe(webUrl).meta(about('Embed address', 'The embed address of the video or document preview.', EMBED_EXAMPLE)),
  /** Where "Open in New Tab" goes; defaults to src. */
  openUrl: webUrl.optional().meta(about('Address the open button goes to', 'Where the "Open in New Tab" button goes; defaults to src.')),
  openLabel: text.default('Open in New Tab').meta(about('Open button text', 'The words on the open button.')),
  aspect: z.enum(['16:9', '4:3', '1:1']).default('16:9').meta({ ...valueTitles({ '16:9': 'Wide (16:9)', '4:3': 'Standard (4:3)', '1:1': 'Square (1:1)' }), ...about('Shape', 'The frame\'s shape: width to height.') }),
  caption: text.optional().meta(about('Caption', 'A line under the frame.')),
}).transform(({ openUrl, ...b }) => ({ ...b, openUrl: openUrl ?? b.src }))
  .meta({ id: 'videoFrame', ...about('Video', 'An embedded video or document preview, with a button that opens it in a new tab.') });
