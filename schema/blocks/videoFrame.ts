import { z } from 'zod';
import { blockBase, text, webUrl } from '../fields';

/** An embedded video or document preview, with a button that opens it in a new tab. */
export const videoFrame = z.strictObject({
  type: z.literal('videoFrame'),
  ...blockBase,
  heading: text.optional(),
  /** Names the frame for screen readers. */
  title: text,
  src: webUrl,
  /** Where "Open in New Tab" goes; defaults to src. */
  openUrl: webUrl.optional(),
  openLabel: text.default('Open in New Tab'),
  aspect: z.enum(['16:9', '4:3', '1:1']).default('16:9'),
  caption: text.optional(),
}).transform(({ openUrl, ...b }) => ({ ...b, openUrl: openUrl ?? b.src }));
